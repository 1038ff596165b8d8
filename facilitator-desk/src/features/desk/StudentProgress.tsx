import type { StudentListItem } from '@academy/shared/domain/types';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import ProgressMeter, { NO_ATTENDANCE_TAKEN, NO_MARKED_WORK } from '@academy/shared/ui/stats/ProgressMeter';
import './desk.css';

/** CSV downloads of the student list and, for one cohort, its attendance summary. */
export function DeskExports({ cohortId }: { cohortId: number | undefined }) {
  return (
    <div className="fd-desk__exports">
      <CsvDownloadButton endpoint="exportStudentList" query={{ cla_cohort_id: cohortId }} filename="student-list.csv">
        Download student list (CSV)
      </CsvDownloadButton>
      {cohortId !== undefined && (
        <CsvDownloadButton endpoint="exportAttendanceSummary" query={{ cla_cohort_id: cohortId }} filename={`attendance-cohort-${cohortId}.csv`}>
          Download attendance summary (CSV)
        </CsvDownloadButton>
      )}
    </div>
  );
}

export function StudentProgressTable({ students }: { students: StudentListItem[] }) {
  if (students.length === 0) {
    return (
      <>
        <h2>Students</h2>
        <p className="fd-desk__note">No students in this cohort yet.</p>
      </>
    );
  }
  return (
    // on a phone the table scrolls sideways: a focusable, named region lets the keyboard scroll it
    <div className="fd-desk__table-wrap" role="region" aria-labelledby="fd-desk-students" tabIndex={0}>
      <table className="fd-desk__table">
        <caption>
          <h2 id="fd-desk-students">Students</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Course completion</th>
            <th scope="col">Submissions</th>
            <th scope="col">Score</th>
            <th scope="col">Attendance</th>
          </tr>
        </thead>
        <tbody>
          {students.map((item) => {
            const { student, course_completion_rate: courses, user_submission_percentage: work } = item;
            const { user_score_percentage: score, user_attendance_percentage: attendance } = item;
            return (
              <tr key={student.user_id}>
                <th scope="row">
                  <span className="fd-desk__student-name">{student.name}</span>
                  <span className="fd-desk__student-email" dir="ltr">
                    {student.email}
                  </span>
                  {student.deactivated && <span className="fd-desk__student-email">Account deactivated</span>}
                </th>
                <td>
                  <ProgressMeter
                    label={`Course completion of ${student.name}`}
                    percentage={courses.completion_percentage}
                    detail={`${courses.completed_courses} of ${courses.total_courses} courses (${courses.completion_percentage}%)`}
                  />
                </td>
                <td>
                  <ProgressMeter
                    label={`Submissions of ${student.name}`}
                    percentage={work.submission_percentage}
                    detail={`${work.total_submissions} of ${work.total_assignments} assignments (${work.submission_percentage}%)`}
                  />
                </td>
                <td>
                  <ProgressMeter
                    whole={score.total_possible_score}
                    none={NO_MARKED_WORK}
                    label={`Score of ${student.name}`}
                    percentage={score.score_percentage}
                    detail={`${score.total_user_score} of ${score.total_possible_score} points (${score.score_percentage}%)`}
                  />
                </td>
                <td>
                  <ProgressMeter
                    whole={attendance.total_classes}
                    none={NO_ATTENDANCE_TAKEN}
                    label={`Attendance of ${student.name}`}
                    percentage={attendance.attendance_percentage}
                    detail={`${attendance.total_present} of ${attendance.total_classes} classes (${attendance.attendance_percentage}%)`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
