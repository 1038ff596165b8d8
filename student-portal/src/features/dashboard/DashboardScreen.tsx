import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { DashboardStats, StudentDashboard } from '@academy/shared/domain/types';
import { nothingWeighted } from '@academy/contract/rules/grade-weighting';
import { useSessionStore } from '@academy/shared/session/store';
import ProgressMeter, { noAttendanceCounted } from '@academy/shared/ui/stats/ProgressMeter';
import StatCard from '@academy/shared/ui/stats/StatCard';
import WeightedTotal from '@academy/shared/ui/stats/WeightedTotal';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import UntranslatedNote from '@academy/shared/ui/UntranslatedNote';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/stats.css';
import './dashboard.css';
import NextUp from './NextUp';
import QueryState from '@academy/shared/ui/states/QueryState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { useT } from '../../i18n';
import { useLocale } from '@academy/shared/i18n/messages';
import { ORIGINAL_CONTENT_LOCALE, readerLanguage } from '@academy/contract/rules/content-languages';

// its dates bring date-fns: loaded once the cohort has news to show, not before the figures
const AnnouncementList = lazy(() => import('@academy/shared/ui/announcements/AnnouncementList'));

/** The four figures of the student, shown together or not at all. */
const studentStats = ({ course_stats, score_stats, assignment_stats, attendance_stats }: StudentDashboard): DashboardStats => ({
  ...course_stats,
  ...score_stats,
  ...assignment_stats,
  ...attendance_stats,
});

/** /portal and /portal/dashboard for a student (docs/requirements.md §2.10): Next up, four figures and the announcements. */
export default function DashboardScreen() {
  const t = useT();
  const user = useSessionStore((state) => state.user);
  const userId = user?.id ?? 0;
  const cohortId = user?.cla_cohort_id ?? 0;
  const statsFailed = t('dashboard.stats.failed');
  // Next up and the figures in one read: a phone's first visit waits for one answer, not five
  const dashboard = useEndpoint('getStudentDashboard', { query: { cla_cohort_id: cohortId, cla_user_id: userId } }, { failureToast: statsFailed });
  const stats = joinQueries([dashboard], studentStats);

  return (
    <section className="sp-dashboard" aria-labelledby="sp-dashboard-title">
      <h1 id="sp-dashboard-title">{t('portal.screen.dashboard')}</h1>
      {user && <p className="sp-dashboard__welcome">{t('dashboard.welcome', { name: user.name })}</p>}
      <NextUp query={joinQueries([dashboard], (answer) => answer.next_up)} />
      <h2>{t('dashboard.progress')}</h2>
      <QueryState query={stats} loading={{ label: t('dashboard.stats.loading'), shape: 'stats' }} failed={statsFailed}>
        {(figures) => <StudentStats stats={figures} />}
      </QueryState>
      <p>
        <Link to={portalPath('grades')}>{t('dashboard.gradesLink')}</Link>
      </p>
      <CohortAnnouncements cohortId={cohortId} />
      <StandingNotes />
    </section>
  );
}

/** docs/requirements.md §2.10: the standing announcements, as the administrator keeps them. */
function StandingNotes() {
  const t = useT();
  const failed = t('dashboard.notes.failed');
  const lang = readerLanguage(useLocale());
  const notes = useEndpoint('listStandingNotes', { query: { lang } }, { failureToast: failed });
  return (
    <>
      <h2>{t('portal.screen.announcements')}</h2>
      <QueryState query={notes} loading={{ label: t('dashboard.notes.loading'), shape: 'list' }} failed={failed}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('dashboard.notes.none')}</p>
          ) : (
            <>
              <UntranslatedNote items={list} text={t('dashboard.untranslated')} />
              <ul className="sp-dashboard__announcements">
                {list.map((note) => (
                  <li key={note.id} lang={note.lang ?? ORIGINAL_CONTENT_LOCALE} dir="auto">
                    {note.text}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** The cohort's current announcements, above the fixed ones; nothing while there are none. */
function CohortAnnouncements({ cohortId }: { cohortId: number }) {
  const t = useT();
  const failed = t('dashboard.cohortNews.failed');
  const lang = readerLanguage(useLocale());
  const announcements = useEndpoint('listAnnouncements', { query: { cla_cohort_id: cohortId, lang } }, { failureToast: failed });
  if (announcements.status === 'error') return <LoadFailed message={failed} onRetry={() => void announcements.refetch()} />;
  if (announcements.status !== 'success' || announcements.data.length === 0) return null;
  return (
    <section aria-labelledby="sp-dashboard-cohort-news">
      <h2 id="sp-dashboard-cohort-news">{t('dashboard.cohortNews.title')}</h2>
      <UntranslatedNote items={announcements.data} text={t('dashboard.untranslated')} />
      <Suspense fallback={<LoadingPlaceholder label={t('dashboard.notes.loading')} shape="list" />}>
        <AnnouncementList announcements={announcements.data} />
      </Suspense>
    </section>
  );
}

type T = ReturnType<typeof useT>;

interface Figure {
  label: string;
  meter: string;
  percentage: number;
  /** the part and the whole, e.g. '4 of 5 classes attended' */
  detail: string;
  whole: number;
  /** said while the whole is 0 */
  none: string;
  /** shown below the meter (the weighted total beside the scores) */
  after?: ReactNode;
}

function studentFigures(stats: DashboardStats, t: T): Figure[] {
  return [
    {
      label: t('portal.screen.courses'),
      meter: t('dashboard.courses.meter'),
      percentage: stats.completion_percentage,
      detail: t('dashboard.courses.detail', { done: stats.completed_courses, total: stats.total_courses }),
      whole: stats.total_courses,
      none: t('dashboard.courses.none'),
    },
    {
      label: t('dashboard.scores'),
      meter: t('dashboard.scores.meter'),
      percentage: stats.score_percentage,
      detail: t('dashboard.scores.detail', { score: stats.total_user_score, total: stats.total_possible_score }),
      whole: stats.total_possible_score,
      none: t('stats.noMarkedWork'),
      after: (
        <WeightedTotal
          percentage={stats.weighted_percentage}
          weighting={stats.weighting}
          none={nothingWeighted(stats.total_possible_score, stats.total_classes, stats.weighting)}
        />
      ),
    },
    {
      label: t('portal.screen.assignments'),
      meter: t('dashboard.assignments.meter'),
      percentage: stats.submission_percentage,
      detail: t('dashboard.assignments.detail', { done: stats.total_submissions, total: stats.total_assignments }),
      whole: stats.total_assignments,
      none: t('dashboard.assignments.none'),
    },
    {
      label: t('dashboard.attendance'),
      meter: t('dashboard.attendance.meter'),
      percentage: stats.attendance_percentage,
      detail: t('dashboard.attendance.detail', { done: stats.total_present, total: stats.total_classes }),
      whole: stats.total_classes,
      none: noAttendanceCounted(t, stats.excused_classes, t('stats.noAttendanceTaken')),
    },
  ];
}

function StudentStats({ stats }: { stats: DashboardStats }) {
  const t = useT();
  return (
    <ul className="academy-stats">
      {studentFigures(stats, t).map(({ label, meter, after, ...figure }) => (
        <StatCard key={label} label={label} value={figure.whole === 0 ? t('dashboard.noneYet') : t('dashboard.percent', { share: figure.percentage / 100 })}>
          <ProgressMeter label={meter} {...figure} />
          {after}
        </StatCard>
      ))}
    </ul>
  );
}
