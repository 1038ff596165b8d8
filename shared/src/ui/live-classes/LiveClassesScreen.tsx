import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { joinQueries, useEndpoint, useEndpoints, type ShownQuery } from '@academy/shared/api/queries';
import { queryKey } from '@academy/shared/api/query-key';
import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { useT, type SharedMessageKey } from '@academy/shared/i18n/messages';
import { useSessionStore } from '@academy/shared/session/store';
import LiveClassCard from '@academy/shared/ui/live-classes/LiveClassCard';
import Tabs, { translatedTabs } from '@academy/shared/ui/Tabs';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import '@academy/shared/styles/tabs.css';
import QueryState from '@academy/shared/ui/states/QueryState';

/** What a list of live classes says when the server cannot answer (a message). */
export const LIVE_CLASSES_FETCH_FAILED = 'liveClasses.fetchFailed';

type Tab = 'upcoming' | 'past';

const TABS: readonly { value: Tab; label: SharedMessageKey }[] = [
  { value: 'upcoming', label: 'liveClasses.tab.upcoming' },
  { value: 'past', label: 'liveClasses.tab.past' },
];

const EMPTY_TEXT: Record<Tab, SharedMessageKey> = {
  upcoming: 'liveClasses.upcoming.none',
  past: 'liveClasses.past.none',
};
const EMPTY_HINT: Record<Tab, SharedMessageKey> = {
  upcoming: 'liveClasses.upcoming.hint',
  past: 'liveClasses.past.hint',
};

export interface LiveClassesScreenProps {
  /** Controls above the tabs (facilitators: Schedule Live Class). */
  headerActions?: ReactNode;
  /**
   * The role's controls on each card; `onRemoved` drops the class from the list after a delete,
   * `onChanged` puts the saved class in place of the shown one.
   */
  renderActions?: (liveClass: LiveClass, onRemoved: () => void, onChanged: (saved: LiveClass) => void) => ReactNode;
}

/**
 * The classes the screen lists: one course's, a student's (as the original front end read them: the
 * cohort's course ids, then each course's by filter_id alone; ids that fail toast their own words),
 * or all the caller's.
 */
function useListedClasses(courseId: number | null, studentCohortId: number | null): ShownQuery<LiveClass[]> {
  const t = useT();
  const ofCohort = courseId === null && studentCohortId !== null;
  const classesFailed = { failureToast: t(LIVE_CLASSES_FETCH_FAILED) };
  const listed = useEndpoint('listLiveClasses', courseId === null ? {} : { query: { filter: 'course', filter_id: courseId } }, {
    ...classesFailed,
    enabled: !ofCohort,
  });
  const courseIds = useEndpoint(
    'listCourseIds',
    { query: { cla_cohort_id: studentCohortId ?? 0 } },
    { failureToast: t('liveClasses.courseIdsFailed'), enabled: ofCohort },
  );
  const perCourse = useEndpoints(
    'listLiveClasses',
    (courseIds.data?.course_ids ?? []).map((id) => ({ query: { filter_id: id } })),
    { ...classesFailed, enabled: ofCohort },
  );
  if (!ofCohort) return listed;
  return joinQueries([courseIds, ...perCourse], (_ids, ...lists) => lists.flat());
}

function courseFilterFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('course'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /portal/events for both roles (docs/requirements.md §2.12 and §4): the caller's classes (a student's: those
 * of the cohort's courses, through get_course_ids), or one course's with ?course={id}, split into upcoming
 * (today or later, soonest first) and past (latest first).
 */
export default function LiveClassesScreen({ headerActions, renderActions }: LiveClassesScreenProps) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const courseId = courseFilterFrom(search);
  const [tab, setTab] = useState<Tab>('upcoming');
  const studentCohortId = useSessionStore((session) => (session.user?.cla_role_name === 'student' ? session.user.cla_cohort_id : null));
  const classes = useListedClasses(courseId, studentCohortId);
  const queryClient = useQueryClient();
  /** Puts a change into every list of classes at once (the lists are fetched again behind it). */
  const update = (change: (classes: LiveClass[]) => LiveClass[]) =>
    queryClient.setQueriesData<LiveClass[]>({ queryKey: queryKey('listLiveClasses') }, (cached) => cached && change(cached));

  const listed = classes.status === 'success' ? classes.data : undefined;
  const shown = listed ? splitLiveClasses(listed, new Date())[tab] : [];
  const courseName = courseId ? listed?.[0]?.courseName : undefined;

  function panel() {
    return (
      <QueryState
        query={classes}
        loading={{ label: t('liveClasses.loading'), shape: 'cards' }}
        failed={t(LIVE_CLASSES_FETCH_FAILED)}
        empty={{ when: () => shown.length === 0, title: t(EMPTY_TEXT[tab]), hint: t(EMPTY_HINT[tab]) }}
      >
        {() => (
          <ul className="academy-live-classes__list">
            {shown.map((liveClass) => (
              <LiveClassCard
                key={liveClass.id}
                liveClass={liveClass}
                actions={renderActions?.(
                  liveClass,
                  () => update((list) => list.filter((c) => c.id !== liveClass.id)),
                  (saved) => update((list) => list.map((c) => (c.id === saved.id ? saved : c))),
                )}
              />
            ))}
          </ul>
        )}
      </QueryState>
    );
  }

  return (
    <section className="academy-live-classes" aria-labelledby="live-classes-title">
      <div className="academy-live-classes__header">
        <h1 id="live-classes-title">{t('portal.screen.events')}</h1>
        {headerActions}
      </div>
      {courseId && (
        <p className="academy-live-classes__filter">
          {courseName ? t('liveClasses.ofCourse', { course: courseName }) : t('liveClasses.ofOneCourse')}{' '}
          <button type="button" className="btn btn--secondary" onClick={() => setSearch({})}>
            {t('liveClasses.showAll')}
          </button>
        </p>
      )}
      <Tabs label={t('liveClasses.tabs')} tabs={translatedTabs(TABS, t)} selected={tab} onSelect={setTab}>
        {panel()}
      </Tabs>
    </section>
  );
}
