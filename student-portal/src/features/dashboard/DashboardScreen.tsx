import { Link } from 'react-router-dom';
import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { DashboardStats } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import ProgressMeter, { NO_ATTENDANCE_TAKEN, NO_MARKED_WORK } from '@academy/shared/ui/stats/ProgressMeter';
import StatCard from '@academy/shared/ui/stats/StatCard';
import AnnouncementList from '@academy/shared/ui/announcements/AnnouncementList';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/stats.css';
import './dashboard.css';
import NextUp from './NextUp';
import QueryState from '@academy/shared/ui/states/QueryState';
import { portalPath } from '@academy/shared/routing/portal-screens';

const STATS_FETCH_FAILED = 'Failed to fetch dashboard statistics';

/** The four figures of the student, shown together or not at all. */
function useStudentStats(cohortId: number, userId: number) {
  const student = { query: { cla_user_id: userId } };
  const options = { failureToast: STATS_FETCH_FAILED };
  return joinQueries(
    [
      useEndpoint('getCourseStats', { query: { cla_cohort_id: cohortId, cla_user_id: userId } }, options),
      useEndpoint('getScoreStats', student, options),
      useEndpoint('getAssignmentStats', student, options),
      useEndpoint('getAttendanceStats', student, options),
    ],
    (courses, scores, assignments, attendance): DashboardStats => ({ ...courses, ...scores, ...assignments, ...attendance }),
  );
}

/** /portal and /portal/dashboard for a student (docs/requirements.md §2.10): Next up, four figures and the announcements. */
export default function DashboardScreen() {
  const user = useSessionStore((state) => state.user);
  const userId = user?.id ?? 0;
  const cohortId = user?.cla_cohort_id ?? 0;
  const stats = useStudentStats(cohortId, userId);

  return (
    <section className="sp-dashboard" aria-labelledby="sp-dashboard-title">
      <h1 id="sp-dashboard-title">Dashboard</h1>
      {user && <p className="sp-dashboard__welcome">Welcome, {user.name}.</p>}
      <NextUp />
      <h2>Your progress</h2>
      <QueryState query={stats} loading={{ label: 'Loading your statistics...', shape: 'stats' }} failed={STATS_FETCH_FAILED}>
        {(figures) => <StudentStats stats={figures} />}
      </QueryState>
      <p>
        <Link to={portalPath('grades')}>My grades, feedback and attendance</Link>
      </p>
      <CohortAnnouncements cohortId={cohortId} />
      <StandingNotes />
    </section>
  );
}

const NOTES_FAILED = 'Failed to fetch the announcements';

/** docs/requirements.md §2.10: the standing announcements, as the administrator keeps them. */
function StandingNotes() {
  const notes = useEndpoint('listStandingNotes', {}, { failureToast: NOTES_FAILED });
  return (
    <>
      <h2>Announcements</h2>
      <QueryState query={notes} loading={{ label: 'Loading the announcements...', shape: 'list' }} failed={NOTES_FAILED}>
        {(list) =>
          list.length === 0 ? (
            <p>No announcements at the moment.</p>
          ) : (
            <ul className="sp-dashboard__announcements">
              {list.map((note) => (
                <li key={note.id}>{note.text}</li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}

const ANNOUNCEMENTS_FAILED = "Failed to fetch your cohort's announcements";

/** The cohort's current announcements, above the fixed ones; nothing while there are none. */
function CohortAnnouncements({ cohortId }: { cohortId: number }) {
  const announcements = useEndpoint('listAnnouncements', { query: { cla_cohort_id: cohortId } }, { failureToast: ANNOUNCEMENTS_FAILED });
  if (announcements.status === 'error') return <LoadFailed message={ANNOUNCEMENTS_FAILED} onRetry={() => void announcements.refetch()} />;
  if (announcements.status !== 'success' || announcements.data.length === 0) return null;
  return (
    <section aria-labelledby="sp-dashboard-cohort-news">
      <h2 id="sp-dashboard-cohort-news">From your cohort</h2>
      <AnnouncementList announcements={announcements.data} />
    </section>
  );
}

interface Figure {
  label: string;
  meter: string;
  percentage: number;
  /** the part and the whole, e.g. '4 of 5 classes attended' */
  detail: string;
  whole: number;
  /** said while the whole is 0 */
  none: string;
}

function studentFigures(stats: DashboardStats): Figure[] {
  return [
    {
      label: 'Courses',
      meter: 'Courses completed',
      percentage: stats.completion_percentage,
      detail: `${stats.completed_courses} of ${stats.total_courses} completed`,
      whole: stats.total_courses,
      none: 'No courses yet',
    },
    {
      label: 'Scores',
      meter: 'Score',
      percentage: stats.score_percentage,
      detail: `${stats.total_user_score} of ${stats.total_possible_score} points`,
      whole: stats.total_possible_score,
      none: NO_MARKED_WORK,
    },
    {
      label: 'Assignments',
      meter: 'Assignments submitted',
      percentage: stats.submission_percentage,
      detail: `${stats.total_submissions} of ${stats.total_assignments} submitted`,
      whole: stats.total_assignments,
      none: 'No assignments yet',
    },
    {
      label: 'Attendance',
      meter: 'Classes attended',
      percentage: stats.attendance_percentage,
      detail: `${stats.total_present} of ${stats.total_classes} classes attended`,
      whole: stats.total_classes,
      none: NO_ATTENDANCE_TAKEN,
    },
  ];
}

function StudentStats({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="academy-stats">
      {studentFigures(stats).map(({ label, meter, ...figure }) => (
        <StatCard key={label} label={label} value={figure.whole === 0 ? 'None yet' : `${figure.percentage}%`}>
          <ProgressMeter label={meter} {...figure} />
        </StatCard>
      ))}
    </ul>
  );
}
