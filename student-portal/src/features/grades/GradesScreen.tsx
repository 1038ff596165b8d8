import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { AttendanceHistoryItem, CourseGrades, ScoreTotals } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import { describeMoment, formatDue } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { scoreLabel } from '@academy/shared/domain/submissions';
import QueryState from '@academy/shared/ui/states/QueryState';
import { SubmissionFeedback } from '@academy/shared/ui/submissions/SubmissionCard';
import ReplaceLinkForm from './ReplaceLinkForm';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/submissions.css';
import './grades.css';

const LOAD_FAILED = 'Failed to load your grades.';
const STATUS_LABELS = { present: 'Present', late: 'Late', excused: 'Excused', absent: 'Absent' } as const;

/** /portal/grades: the student's own marks and feedback by course, and their attendance history. */
export default function GradesScreen() {
  const options = { failureToast: LOAD_FAILED };
  const record = joinQueries([useEndpoint('getMyGrades', {}, options), useEndpoint('listMyAttendance', {}, options)], (grades, attendance) => ({
    grades,
    attendance,
  }));
  return (
    <section className="sp-grades" aria-labelledby="sp-grades-title">
      <h1 id="sp-grades-title">My Grades</h1>
      <QueryState query={record} loading={{ label: 'Loading your grades...', shape: 'list' }} failed={LOAD_FAILED}>
        {({ grades, attendance }) => (
          <>
            <p className="sp-grades__overall">Overall: {scoreSummary(grades)}</p>
            {grades.courses.length === 0 && <p className="empty-state">No courses yet.</p>}
            {grades.courses.map((course) => (
              <CourseGradesCard key={course.course_id} course={course} />
            ))}
            <AttendanceHistory items={attendance} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** A percentage of nothing marked reads as a failing 0%: until a mark counts, it says so instead. */
function scoreSummary({ score_percentage, total_user_score, total_possible_score }: ScoreTotals) {
  return total_possible_score === 0 ? 'no marked work yet' : `${score_percentage}% (${total_user_score} of ${total_possible_score})`;
}

/** What an assignment without work says: missing (it counts as 0), due before the student joined, or not yet submitted. */
function unsubmittedText({ missing, past_due }: CourseGrades['assignments'][number]) {
  if (missing) return 'Missing: not submitted by the due time, counts as 0.';
  return past_due ? 'Due before you joined this cohort: not counted.' : 'Not submitted yet.';
}

function CourseGradesCard({ course }: { course: CourseGrades }) {
  const titleId = `sp-grades-course-${course.course_id}`;
  const zone = useReaderTimeZone();
  return (
    <article className="card sp-grades__course" aria-labelledby={titleId}>
      <h2 id={titleId}>{course.course_name}</h2>
      <p>Course total: {scoreSummary(course)}</p>
      {course.assignments.length === 0 ? (
        <p className="empty-state">No assignments in this course.</p>
      ) : (
        <ul className="sp-grades__assignments">
          {course.assignments.map((assignment) => {
            const work = assignment.submission;
            return (
              <li key={assignment.id}>
                <h3>{assignment.name}</h3>
                <p className="sp-grades__due">Due {formatDue(assignment.due_at, zone) ?? 'Not set'}</p>
                {!work && <p>{unsubmittedText(assignment)}</p>}
                {work && (
                  <p>
                    Submitted {describeMoment(new Date(work.submitted_at), zone)}
                    {work.late && <span className="badge badge--warning sp-grades__late">Late</span>}
                  </p>
                )}
                {work?.status === 'marked' && work.score !== null && <p className="academy-submission__score">{scoreLabel(work.score)}</p>}
                {work?.status === 'marked' && work.feedback && <SubmissionFeedback feedback={work.feedback} />}
                {work?.status === 'unmarked' && (
                  <>
                    <p>Waiting to be marked.</p>
                    <ReplaceLinkForm submissionId={work.id} assignmentName={assignment.name} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function AttendanceHistory({ items }: { items: AttendanceHistoryItem[] }) {
  const courses = [...new Set(items.map((item) => item.course_name))];
  return (
    <section aria-labelledby="sp-attendance-title">
      <h2 id="sp-attendance-title">My Attendance</h2>
      {items.length === 0 && <p className="empty-state">No attendance recorded yet.</p>}
      {courses.map((course) => (
        <table className="table sp-grades__attendance" key={course}>
          <caption>{course}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Class</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items
              .filter((item) => item.course_name === course)
              .map((item) => (
                <tr key={item.live_class_id}>
                  <td>{formatLongDate(item.date)}</td>
                  <td>{item.class_name}</td>
                  <td>{STATUS_LABELS[item.status]}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
