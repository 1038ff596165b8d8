import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listCourses } from '@academy/shared/api/courses';
import { getGradebook, type GradebookQuery } from '@academy/shared/api/gradebook';
import type { Gradebook, GradebookAssignment, GradebookCell } from '@academy/shared/domain/types';
import { describeMoment, formatDue } from '@academy/shared/format/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { useCohorts } from '@academy/shared/hooks/use-cohorts';
import { useSessionStore } from '@academy/shared/session/store';
import SelectField from '@academy/shared/ui/forms/SelectField';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import '@academy/shared/styles/forms.css';
import CohortSelect from '../../components/CohortSelect';
import './gradebook.css';
import { portalPath } from '@academy/shared/routing/portal-screens';

const LOAD_FAILED = 'Failed to load the gradebook.';

/** The words of a cell, as the CSV export writes them: the score, unmarked, missing once past due (never for a deactivated account), then late; before the due moment, when it is due. */
function cellWords(cell: GradebookCell | undefined, assignment: GradebookAssignment, zone: string, deactivated: boolean): string {
  if (!cell && deactivated) return '';
  if (!cell) return assignment.past_due ? 'missing' : `due ${formatDue(assignment.due_at, zone) ?? 'date not set'}`;
  const mark = cell.score === null ? 'unmarked' : String(cell.score);
  return cell.late ? `${mark} late` : mark;
}

/**
 * /portal/gradebook: a cohort's students by the facilitator's assignments, each cell opening the
 * submission for marking; each student's total and percentage, each assignment's average.
 */
export default function GradebookScreen() {
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useState('');
  const [courseId, setCourseId] = useState('');
  const courses = useAsyncData(() => listCourses({ cla_user_id: userId }), 'Failed to fetch courses. Please try again later.', [userId]).state;
  const query: GradebookQuery | null = cohortId ? { cla_cohort_id: Number(cohortId), cla_course_id: courseId ? Number(courseId) : undefined } : null;
  const book = useAsyncData(() => (query ? getGradebook(query) : Promise.resolve(null)), LOAD_FAILED, [cohortId, courseId]);
  const cohortCourses = courses.status === 'ready' ? courses.data.filter((c) => String(c.cla_cohort_id) === cohortId) : [];

  return (
    <section className="fd-gradebook" aria-labelledby="fd-gradebook-title">
      <h1 id="fd-gradebook-title">Gradebook</h1>
      <form className="fd-gradebook__filter" aria-label="Gradebook filter" onSubmit={(event) => event.preventDefault()}>
        <CohortSelect
          cohorts={cohorts}
          value={cohortId}
          onChange={(chosen) => {
            setCohortId(chosen);
            setCourseId('');
          }}
        />
        <SelectField
          label="Course"
          name="course"
          placeholder="All courses"
          options={cohortCourses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={courseId}
          onChange={(event) => setCourseId(event.target.value)}
          disabled={!cohortId}
        />
        <CsvDownloadButton path="/cla_gradebook/csv" params={{ ...query }} filename={`gradebook-cohort-${cohortId}.csv`} disabled={!query}>
          Download CSV
        </CsvDownloadButton>
      </form>
      {!query && <p className="empty-state">Choose a cohort to see its gradebook.</p>}
      {query && book.state.status === 'loading' && <p role="status">Loading the gradebook...</p>}
      {query && book.state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={book.reload} />}
      {book.state.status === 'ready' && book.state.data && <GradebookTable book={book.state.data} />}
    </section>
  );
}

function GradebookTable({ book }: { book: Gradebook }) {
  const zone = useReaderTimeZone();
  if (book.students.length === 0) return <p className="empty-state">This cohort has no students yet.</p>;
  return (
    <div className="fd-gradebook__scroll" tabIndex={0} role="region" aria-label="Gradebook table, scrolls both ways">
      <table className="table fd-gradebook__table">
        <caption className="visually-hidden">
          Scores by student and assignment. Missing: not submitted by the due time, counted as 0 in the total. Work not yet due is left out of the total.
        </caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            {book.assignments.map((a) => (
              <th scope="col" key={a.id}>
                <span className="fd-gradebook__course">{a.course_name}</span> {a.name}
                {a.due_at && <span className="fd-gradebook__due">Due {formatDue(a.due_at, zone)}</span>}
              </th>
            ))}
            <th scope="col" className="fd-gradebook__total">
              Total
            </th>
            <th scope="col" className="fd-gradebook__percent">
              Percentage
            </th>
          </tr>
        </thead>
        <tbody>
          {book.students.map((student) => {
            const cells = new Map(student.submissions.map((cell) => [cell.assignment_id, cell]));
            return (
              <tr key={student.user_id}>
                <th scope="row">
                  {student.name}
                  {student.deactivated && ' (account deactivated)'}
                </th>
                {book.assignments.map((a) => {
                  const cell = cells.get(a.id);
                  return (
                    <td key={a.id} className={cell || student.deactivated ? undefined : 'fd-gradebook__missing'}>
                      {cell ? (
                        <Link
                          to={portalPath('submission', { id: cell.submission_id })}
                          title={`Submitted ${describeMoment(new Date(cell.submitted_at), zone)}`}
                        >
                          {cellWords(cell, a, zone, student.deactivated)}
                        </Link>
                      ) : (
                        cellWords(cell, a, zone, student.deactivated)
                      )}
                    </td>
                  );
                })}
                <td className="fd-gradebook__total">
                  {student.total_user_score} / {student.total_possible_score}
                </td>
                <td className="fd-gradebook__percent">{student.score_percentage}%</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Average</th>
            {book.assignments.map((a) => (
              <td key={a.id}>{a.average ?? ''}</td>
            ))}
            <td className="fd-gradebook__total" />
            <td className="fd-gradebook__percent" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
