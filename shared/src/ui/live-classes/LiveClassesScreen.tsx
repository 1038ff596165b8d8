import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call } from '@academy/shared/api/call';
import { splitLiveClasses } from '@academy/shared/domain/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import { todayIsoDate } from '@academy/shared/format/dates';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { useSessionStore } from '@academy/shared/session/store';
import LiveClassCard from '@academy/shared/ui/live-classes/LiveClassCard';
import Tabs from '@academy/shared/ui/Tabs';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/live-classes.css';
import '@academy/shared/styles/tabs.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import EmptyState from '@academy/shared/ui/states/EmptyState';

export const LIVE_CLASSES_FETCH_FAILED = 'Failed to fetch live classes. Please try again.';
const COURSE_IDS_FETCH_FAILED = 'Failed to fetch course IDs. Please try again.';

/** The course ids could not be fetched: the screen toasts that, not the live classes message. */
class CourseIdsFailed extends Error {}

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

/** A cohort's classes as the original front end read them: its course ids, then each course's by filter_id alone. */
async function cohortCourseClasses(cohortId: number): Promise<LiveClass[]> {
  const { course_ids: courseIds } = await call('listCourseIds', { query: { cla_cohort_id: cohortId } }).catch((error: unknown) => {
    throw new CourseIdsFailed('course ids', { cause: error });
  });
  const perCourse = await Promise.all(courseIds.map((id) => call('listLiveClasses', { query: { filter_id: id } })));
  return perCourse.flat();
}

function loadFailureMessage(error: unknown): string {
  return error instanceof CourseIdsFailed ? COURSE_IDS_FETCH_FAILED : LIVE_CLASSES_FETCH_FAILED;
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
  const { state, reload, update } = useAsyncData(
    () => {
      if (courseId) return call('listLiveClasses', { query: { filter: 'course', filter_id: courseId } });
      return studentCohortId ? cohortCourseClasses(studentCohortId) : call('listLiveClasses');
    },
    loadFailureMessage,
    [courseId, studentCohortId],
  );

  const split = state.status === 'ready' ? splitLiveClasses(state.data, todayIsoDate()) : null;
  const shown = split ? split[tab] : [];
  const courseName = state.status === 'ready' && courseId ? state.data[0]?.courseName : undefined;

  function panel() {
    if (state.status === 'loading') {
      return <LoadingPlaceholder label="Loading live classes..." shape="cards" />;
    }
    if (state.status === 'failed') {
      return <LoadFailed message={LIVE_CLASSES_FETCH_FAILED} onRetry={reload} />;
    }
    if (shown.length === 0) return <EmptyState title={EMPTY_TEXT[tab]} hint={EMPTY_HINT[tab]} />;
    return (
      <ul className="academy-live-classes__list">
        {shown.map((liveClass) => (
          <LiveClassCard
            key={liveClass.id}
            liveClass={liveClass}
            actions={renderActions?.(
              liveClass,
              () => update((classes) => classes.filter((c) => c.id !== liveClass.id)),
              (saved) => update((classes) => classes.map((c) => (c.id === saved.id ? saved : c))),
            )}
          />
        ))}
      </ul>
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
