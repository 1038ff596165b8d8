import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TEXT } from '@academy/shared/domain/courses';
import type { Gradebook, GradebookQuery } from '@academy/shared/domain/types';
import { gradebookCellText } from '@academy/contract/rules/gradebook-cells';
import { describeMoment, formatDue } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useCohorts } from '../../hooks/use-cohorts';
import { useSessionStore } from '@academy/shared/session/store';
import SelectField from '@academy/shared/ui/forms/SelectField';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import CohortSelect from '../../components/CohortSelect';
import './gradebook.css';
import { portalPath } from '@academy/shared/routing/portal-screens';

const LOAD_FAILED = 'Failed to load the gradebook.';

/** The words of a cell, as the CSV export writes them: the score, unmarked, missing once past due (never for a deactivated account), then late; before the due moment, when it is due. */
/**
 * /portal/gradebook: a cohort's students by the facilitator's assignments, each cell opening the
 * submission for marking; each student's total and percentage, each assignment's average.
 */
export default function GradebookScreen() {
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useState('');
  const [courseId, setCourseId] = useState('');
  const courses = useEndpoint('listCourses', { query: { cla_user_id: userId } }, { failureToast: COURSE_FETCH_FAILED_TEXT });
  const query: GradebookQuery | null = cohortId ? { cla_cohort_id: Number(cohortId), ...(courseId ? { cla_course_id: Number(courseId) } : {}) } : null;
  const book = useEndpoint('getGradebook', { query: query ?? { cla_cohort_id: 0 } }, { enabled: query !== null, failureToast: LOAD_FAILED });
  const cohortCourses = courses.data?.filter((c) => String(c.cla_cohort_id) === cohortId) ?? [];

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
        <CsvDownloadButton endpoint="getGradebookCsv" query={{ ...query }} filename={`gradebook-cohort-${cohortId}.csv`} disabled={!query}>
          Download CSV
        </CsvDownloadButton>
      </form>
      {!query && <p className="empty-state">Choose a cohort to see its gradebook.</p>}
      {query && (
        <QueryState query={book} loading={{ label: 'Loading the gradebook...', shape: 'table' }} failed={LOAD_FAILED}>
          {(loaded) => <GradebookTable book={loaded} />}
        </QueryState>
      )}
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
          Scores by student and assignment. Missing: not submitted by the due time, counted as 0 in the total. Not counted: due before the student joined the
          cohort. Work not yet due is left out of the total.
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
                          {gradebookCellText(cell, a, student, zone)}
                        </Link>
                      ) : (
                        gradebookCellText(cell, a, student, zone)
                      )}
                    </td>
                  );
                })}
                <td className="fd-gradebook__total">
                  <bdi dir="ltr">
                    {student.total_user_score} / {student.total_possible_score}
                  </bdi>
                </td>
                <td className="fd-gradebook__percent">{student.total_possible_score === 0 ? 'none yet' : `${student.score_percentage}%`}</td>
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
