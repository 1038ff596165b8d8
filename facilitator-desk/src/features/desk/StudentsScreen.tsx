import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { AttendanceSummaryRow } from '@academy/shared/domain/types';
import { useChosenCohort, useCohorts } from '../../hooks/use-cohorts';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import QueryState from '@academy/shared/ui/states/QueryState';
import CohortSelect from '../../components/CohortSelect';
import StudentPager, { useStudentPages } from '../../components/StudentPager';
import { DeskExports, StudentProgressTable } from './StudentProgress';
import '@academy/shared/styles/forms.css';
import { useT } from '../../i18n';
import './desk.css';

/**
 * /portal/students for an administrator (oversight, read only): any cohort's students with the
 * figures of the facilitator's desk, and its attendance summary.
 */
export default function StudentsScreen() {
  const t = useT();
  const loadFailed = t('students.loadFailed');
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useChosenCohort(cohorts);
  const cohort = { query: { cla_cohort_id: Number(cohortId) } };
  const options = { enabled: cohortId !== '', failureToast: loadFailed };
  // a page of students at a time, as a cohort of thousands needs; the CSV exports have them all
  const pages = useStudentPages();
  const students = useEndpoint('getStudentList', { query: { ...cohort.query, ...pages.page } }, options);
  const attendance = useEndpoint('getAttendanceSummary', cohort, options);

  return (
    // not a landmark of its own: the table inside is the region named Students
    <section className="fd-desk">
      <h1>{t('portal.screen.students')}</h1>
      <form className="fd-desk__filter" aria-label={t('profile.cohort')} onSubmit={(event) => event.preventDefault()}>
        <CohortSelect
          cohorts={cohorts}
          value={cohortId}
          onChange={(chosen) => {
            setCohortId(chosen);
            pages.restart();
          }}
        />
      </form>
      {cohortId ? (
        <QueryState
          query={joinQueries([students, attendance], (studentRows, attendanceRows) => ({ studentRows, attendanceRows }))}
          loading={{ label: t('students.loading'), shape: 'table' }}
          failed={loadFailed}
        >
          {({ studentRows, attendanceRows }) => (
            <>
              <StudentProgressTable students={studentRows} />
              <StudentPager pages={pages} shown={studentRows.length} lastUserId={studentRows.at(-1)?.student.user_id} />
              <AttendanceSummaryTable rows={attendanceRows} />
              <DeskExports cohortId={Number(cohortId)} />
            </>
          )}
        </QueryState>
      ) : (
        <EmptyState title={t('students.choose')} hint={t('students.chooseHint')} />
      )}
    </section>
  );
}

function AttendanceSummaryTable({ rows }: { rows: AttendanceSummaryRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <div className="fd-desk__table-wrap" role="region" aria-labelledby="fd-students-attendance" tabIndex={0}>
      <table className="fd-desk__table">
        <caption>
          <h2 id="fd-students-attendance">{t('students.attendanceSummary')}</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.column.student')}</th>
            <th scope="col">{t('attendance.status.present')}</th>
            <th scope="col">{t('attendance.status.late')}</th>
            <th scope="col">{t('attendance.status.excused')}</th>
            <th scope="col">{t('attendance.status.absent')}</th>
            <th scope="col">{t('desk.column.attendance')}</th>
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
              <td>{t('desk.percent', { share: row.attendance_percentage / 100 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
