import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { joinQueries, useEndpoint, useEndpoints, type ShownQuery } from '@academy/shared/api/queries';
import { queryKey } from '@academy/shared/api/query-key';
import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { todayIsoDate } from '@academy/shared/format/dates';
import { useSessionStore } from '@academy/shared/session/store';
import LiveClassCard from '@academy/shared/ui/live-classes/LiveClassCard';
import Tabs from '@academy/shared/ui/Tabs';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import '@academy/shared/styles/tabs.css';
import QueryState from '@academy/shared/ui/states/QueryState';

export const LIVE_CLASSES_FETCH_FAILED = 'Failed to fetch live classes. Please try again.';
const COURSE_IDS_FETCH_FAILED = 'Failed to fetch course IDs. Please try again.';

type Tab = 'upcoming' | 'past';

const TABS = [
  { value: 'upcoming', label: 'Upcoming Classes' },
  { value: 'past', label: 'Past Classes' },
] as const;

const EMPTY_TEXT: Record<Tab, string> = {
  upcoming: 'No upcoming classes found.',
  past: 'No past classes found.',
};
const EMPTY_HINT: Record<Tab, string> = {
  upcoming: 'Classes appear here once they are scheduled; past ones are under Past.',
  past: 'Classes move here once their day is over.',
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
  const ofCohort = courseId === null && studentCohortId !== null;
  const classesFailed = { failureToast: LIVE_CLASSES_FETCH_FAILED };
  const listed = useEndpoint('listLiveClasses', courseId === null ? {} : { query: { filter: 'course', filter_id: courseId } }, {
    ...classesFailed,
    enabled: !ofCohort,
  });
  const courseIds = useEndpoint(
    'listCourseIds',
    { query: { cla_cohort_id: studentCohortId ?? 0 } },
    { failureToast: COURSE_IDS_FETCH_FAILED, enabled: ofCohort },
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
  const shown = listed ? splitLiveClasses(listed, todayIsoDate())[tab] : [];
  const courseName = courseId ? listed?.[0]?.courseName : undefined;

  function panel() {
    return (
      <QueryState
        query={classes}
        loading={{ label: 'Loading live classes...', shape: 'cards' }}
        failed={LIVE_CLASSES_FETCH_FAILED}
        empty={{ when: () => shown.length === 0, title: EMPTY_TEXT[tab], hint: EMPTY_HINT[tab] }}
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
        <h1 id="live-classes-title">Live Classes</h1>
        {headerActions}
      </div>
      {courseId && (
        <p className="academy-live-classes__filter">
          {courseName ? `Classes of ${courseName}.` : 'Classes of one course.'}{' '}
          <button type="button" className="btn btn--secondary" onClick={() => setSearch({})}>
            Show all live classes
          </button>
        </p>
      )}
      <Tabs label="Live classes" tabs={TABS} selected={tab} onSelect={setTab}>
        {panel()}
      </Tabs>
    </section>
  );
}
