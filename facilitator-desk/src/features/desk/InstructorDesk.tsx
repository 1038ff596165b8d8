import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { DeskStats } from '@academy/shared/domain/types';
import { useCohorts } from '@academy/shared/hooks/use-cohorts';
import { LIVE_CLASS_ACTIONS, LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import { useSessionStore } from '@academy/shared/session/store';
import StatCard from '@academy/shared/ui/stats/StatCard';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/stats.css';
import CohortSelect from '../../components/CohortSelect';
import { DeskExports, StudentProgressTable } from './StudentProgress';
import './desk.css';
import { portalPath } from '@academy/shared/routing/portal-screens';
import QueryState from '@academy/shared/ui/states/QueryState';

const DATA_FETCH_FAILED = 'Failed to fetch data';

/** docs/requirements.md §2.11: where the desk's buttons lead. */
const DESK_ACTIONS = [
  { label: 'Create Course', to: portalPath('courseForm') },
  { label: 'Create Assignment', to: portalPath('assignmentForm') },
  { label: LIVE_CLASS_ACTIONS.schedule, to: LIVE_CLASS_PATHS.form },
  { label: LIVE_CLASS_ACTIONS.addAttendance, to: LIVE_CLASS_PATHS.attendance },
] as const;

/** The teaching screens beside the desk's required buttons (docs/requirements.md). */
const TEACHING_LINKS = [
  { label: 'Gradebook', to: portalPath('gradebook') },
  { label: 'Whole-class attendance', to: portalPath('classAttendance') },
] as const;

const STAT_LABELS: [keyof DeskStats, string][] = [
  ['total_courses', 'Courses'],
  ['total_assignments', 'Assignments'],
  ['total_live_classes', 'Live Classes'],
  ['total_submissions_without_score', 'Unmarked Submissions'],
  ['total_users', 'Students'],
];

/**
 * /portal/instructorDesk (docs/requirements.md §2.11): shortcuts, the cohort filter, the five figures of the
 * facilitator's courses and every student's progress. Without a filter: all their cohorts.
 */
export default function InstructorDesk() {
  const name = useSessionStore((state) => state.user?.name ?? '');
  const cohorts = useCohorts();
  const [chosenCohort, setChosenCohort] = useState('');
  const [appliedCohort, setAppliedCohort] = useState<number | undefined>(undefined);
  const desk = { query: { cla_cohort_id: appliedCohort } };
  const stats = useEndpoint('getDeskStats', desk, { failureToast: DATA_FETCH_FAILED });
  const students = useEndpoint('getStudentList', desk, { failureToast: DATA_FETCH_FAILED });
  const appliedName = cohorts.data?.find((c) => c.id === appliedCohort)?.name;

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    if (chosenCohort) setAppliedCohort(Number(chosenCohort));
  }

  function showAll() {
    setChosenCohort('');
    setAppliedCohort(undefined);
  }

  return (
    <section className="fd-desk" aria-labelledby="fd-desk-title">
      <h1 id="fd-desk-title">My Desk</h1>
      {name && <p className="fd-desk__welcome">Welcome, {name}.</p>}
      <nav aria-label="Desk actions">
        <ul className="fd-desk__actions">
          {DESK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link className="btn" to={action.to}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Teaching">
        <ul className="fd-desk__actions">
          {TEACHING_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="btn btn--secondary" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form className="fd-desk__filter" onSubmit={applyFilter} aria-label="Cohort filter">
        <CohortSelect cohorts={cohorts} value={chosenCohort} onChange={setChosenCohort} />
        <button type="submit" className="btn" disabled={!chosenCohort}>
          Apply Filter
        </button>
        {appliedCohort !== undefined && (
          <button type="button" className="btn btn--secondary" onClick={showAll}>
            Show all cohorts
          </button>
        )}
      </form>
      <p className="fd-desk__scope" aria-live="polite">
        {appliedCohort === undefined ? 'Showing all your cohorts.' : `Showing ${appliedName ?? 'one cohort'}.`}
      </p>

      {/* the desk shows its figures and its students together, or says that either failed */}
      <QueryState
        query={joinQueries([stats, students], (figures, studentRows) => ({ figures, studentRows }))}
        loading={{ label: 'Loading your desk...', shape: 'table' }}
        failed={DATA_FETCH_FAILED}
      >
        {({ figures, studentRows }) => (
          <>
            <h2 className="visually-hidden">Figures</h2>
            <ul className="academy-stats">
              {STAT_LABELS.map(([key, label]) => (
                <StatCard key={key} label={label} value={figures[key]} />
              ))}
            </ul>
            <StudentProgressTable students={studentRows} />
            <DeskExports cohortId={appliedCohort} />
          </>
        )}
      </QueryState>
    </section>
  );
}
