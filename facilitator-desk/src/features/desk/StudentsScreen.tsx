import { useState } from 'react';
import { call } from '@academy/shared/api/call';
import type { AttendanceSummaryRow } from '@academy/shared/domain/types';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { useCohorts } from '@academy/shared/hooks/use-cohorts';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import CohortSelect from '../../components/CohortSelect';
import { DeskExports, StudentProgressTable } from './StudentProgress';
import '@academy/shared/styles/forms.css';
import './desk.css';

const LOAD_FAILED = 'Failed to load the students of this cohort.';

async function loadCohort(cohortId: number) {
  const [students, attendance] = await Promise.all([
    call('getStudentList', { query: { cla_cohort_id: cohortId } }),
    call('getAttendanceSummary', { query: { cla_cohort_id: cohortId } }),
  ]);
  return { students, attendance };
}

/**
 * /portal/students for an administrator (oversight, read only): any cohort's students with the
 * figures of the facilitator's desk, and its attendance summary.
 */
export default function StudentsScreen() {
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useState('');
  const data = useAsyncData(() => (cohortId ? loadCohort(Number(cohortId)) : Promise.resolve(null)), LOAD_FAILED, [cohortId]);
  const state = data.state;

  return (
    <section className="fd-desk" aria-labelledby="fd-students-title">
      <h1 id="fd-students-title">Students</h1>
      <form className="fd-desk__filter" aria-label="Cohort" onSubmit={(event) => event.preventDefault()}>
        <CohortSelect cohorts={cohorts} value={cohortId} onChange={setCohortId} />
      </form>
      {!cohortId && <EmptyState title="Choose a cohort." hint="Its students, their figures and its attendance summary show here." />}
      {state.status === 'loading' && cohortId && <LoadingPlaceholder label="Loading the cohort..." shape="table" />}
      {state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={data.reload} />}
      {state.status === 'ready' && state.data && (
        <>
          <StudentProgressTable students={state.data.students} />
          <AttendanceSummaryTable rows={state.data.attendance} />
          <DeskExports cohortId={Number(cohortId)} />
        </>
      )}
    </section>
  );
}

function AttendanceSummaryTable({ rows }: { rows: AttendanceSummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="fd-desk__table-wrap" role="region" aria-labelledby="fd-students-attendance" tabIndex={0}>
      <table className="fd-desk__table">
        <caption>
          <h2 id="fd-students-attendance">Attendance summary</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Present</th>
            <th scope="col">Late</th>
            <th scope="col">Excused</th>
            <th scope="col">Absent</th>
            <th scope="col">Attendance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user_id}>
              <th scope="row">{row.name}</th>
              <td>{row.present}</td>
              <td>{row.late}</td>
              <td>{row.excused}</td>
              <td>{row.absent}</td>
              <td>{row.attendance_percentage}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
