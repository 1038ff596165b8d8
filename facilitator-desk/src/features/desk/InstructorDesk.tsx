import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { DeskStats } from '@academy/shared/domain/types';
import { useCohorts } from '../../hooks/use-cohorts';
import { LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import { useSessionStore } from '@academy/shared/session/store';
import StatCard from '@academy/shared/ui/stats/StatCard';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/stats.css';
import StudentPager, { useStudentPages } from '../../components/StudentPager';
import CohortSelect from '../../components/CohortSelect';
import { DeskExports, StudentProgressTable } from './StudentProgress';
import './desk.css';
import { portalPath } from '@academy/shared/routing/portal-screens';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useT } from '../../i18n';

/** docs/requirements.md §2.11: where the desk's buttons lead. */
const DESK_ACTIONS = [
  { label: 'portal.form.createCourse', to: portalPath('courseForm') },
  { label: 'desk.createAssignment', to: portalPath('assignmentForm') },
  { label: 'portal.form.scheduleLiveClass', to: LIVE_CLASS_PATHS.form },
  { label: 'portal.form.addAttendance', to: LIVE_CLASS_PATHS.attendance },
] as const;

/** The teaching screens beside the desk's required buttons (docs/requirements.md). */
const TEACHING_LINKS = [
  { label: 'portal.screen.gradebook', to: portalPath('gradebook') },
  { label: 'portal.screen.classAttendance', to: portalPath('classAttendance') },
] as const;

const STAT_LABELS = [
  ['total_courses', 'portal.screen.courses'],
  ['total_assignments', 'portal.screen.assignments'],
  ['total_live_classes', 'portal.screen.events'],
  ['total_submissions_without_score', 'desk.stat.unmarked'],
  ['total_users', 'portal.screen.students'],
] as const satisfies [keyof DeskStats, string][];

/**
 * /portal/instructorDesk (docs/requirements.md §2.11): shortcuts, the cohort filter, the five figures of the
 * facilitator's courses and every student's progress. Without a filter: all their cohorts.
 */
export default function InstructorDesk() {
  const t = useT();
  const fetchFailed = t('desk.fetchFailed');
  const name = useSessionStore((state) => state.user?.name ?? '');
  const cohorts = useCohorts();
  const [chosenCohort, setChosenCohort] = useState('');
  const [appliedCohort, setAppliedCohort] = useState<number | undefined>(undefined);
  const desk = { query: { cla_cohort_id: appliedCohort } };
  const stats = useEndpoint('getDeskStats', desk, { failureToast: fetchFailed });
  // a page of students at a time, as a cohort of thousands needs; the CSV exports have them all
  const pages = useStudentPages();
  const students = useEndpoint('getStudentList', { query: { ...desk.query, ...pages.page } }, { failureToast: fetchFailed });
  const appliedName = cohorts.data?.find((c) => c.id === appliedCohort)?.name;

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    if (!chosenCohort) return;
    setAppliedCohort(Number(chosenCohort));
    pages.restart();
  }

  function showAll() {
    setChosenCohort('');
    setAppliedCohort(undefined);
    pages.restart();
  }

  return (
    <section className="fd-desk" aria-labelledby="fd-desk-title">
      <h1 id="fd-desk-title">{t('portal.screen.instructorDesk')}</h1>
      {name && <p className="fd-desk__welcome">{t('desk.welcome', { name })}</p>}
      <nav aria-label={t('desk.actions')}>
        <ul className="fd-desk__actions">
          {DESK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link className="btn" to={action.to}>
                {t(action.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('desk.teaching')}>
        <ul className="fd-desk__actions">
          {TEACHING_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="btn btn--secondary" to={link.to}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form className="fd-desk__filter" onSubmit={applyFilter} aria-label={t('desk.cohortFilter')}>
        <CohortSelect cohorts={cohorts} value={chosenCohort} onChange={setChosenCohort} />
        <button type="submit" className="btn" disabled={!chosenCohort}>
          {t('desk.applyFilter')}
        </button>
        {appliedCohort !== undefined && (
          <button type="button" className="btn btn--secondary" onClick={showAll}>
            {t('desk.showAll')}
          </button>
        )}
      </form>
      <p className="fd-desk__scope" aria-live="polite">
        {appliedCohort === undefined ? t('desk.showingAll') : appliedName ? t('desk.showing', { cohort: appliedName }) : t('desk.showingOne')}
      </p>

      {/* the desk shows its figures and its students together, or says that either failed */}
      <QueryState
        query={joinQueries([stats, students], (figures, studentRows) => ({ figures, studentRows }))}
        loading={{ label: t('desk.loading'), shape: 'table' }}
        failed={fetchFailed}
      >
        {({ figures, studentRows }) => (
          <>
            <h2 className="visually-hidden">{t('desk.figures')}</h2>
            <ul className="academy-stats">
              {STAT_LABELS.map(([key, label]) => (
                <StatCard key={key} label={t(label)} value={figures[key]} />
              ))}
            </ul>
            <StudentProgressTable students={studentRows} />
            <StudentPager pages={pages} shown={studentRows.length} lastUserId={studentRows.at(-1)?.student.user_id} />
            <DeskExports cohortId={appliedCohort} />
          </>
        )}
      </QueryState>
    </section>
  );
}
