import { useState } from 'react';
import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { AttendanceSummaryRow } from '@academy/shared/domain/types';
import { useCohorts } from '@academy/shared/hooks/use-cohorts';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import QueryState from '@academy/shared/ui/states/QueryState';
import CohortSelect from '../../components/CohortSelect';
import { DeskExports, StudentProgressTable } from './StudentProgress';
import '@academy/shared/styles/forms.css';
import './desk.css';

const LOAD_FAILED = 'Failed to load the students of this cohort.';

/**
 * /portal/students for an administrator (oversight, read only): any cohort's students with the
 * figures of the facilitator's desk, and its attendance summary.
 */
export default function StudentsScreen() {
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useState('');
  const cohort = { query: { cla_cohort_id: Number(cohortId) } };
  const options = { enabled: cohortId !== '', failureToast: LOAD_FAILED };
  const students = useEndpoint('getStudentList', cohort, options);
  const attendance = useEndpoint('getAttendanceSummary', cohort, options);

  return (
    <section className="fd-desk" aria-labelledby="fd-students-title">
      <h1 id="fd-students-title">Students</h1>
      <form className="fd-desk__filter" aria-label="Cohort" onSubmit={(event) => event.preventDefault()}>
        <CohortSelect cohorts={cohorts} value={cohortId} onChange={setCohortId} />
      </form>
      {cohortId ? (
        <QueryState
          query={joinQueries([students, attendance], (studentRows, attendanceRows) => ({ studentRows, attendanceRows }))}
          loading={{ label: 'Loading the cohort...', shape: 'table' }}
          failed={LOAD_FAILED}
        >
          {({ studentRows, attendanceRows }) => (
            <>
              <StudentProgressTable students={studentRows} />
              <AttendanceSummaryTable rows={attendanceRows} />
              <DeskExports cohortId={Number(cohortId)} />
            </>
          )}
        </QueryState>
      ) : (
        <EmptyState title="Choose a cohort." hint="Its students, their figures and its attendance summary show here." />
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
