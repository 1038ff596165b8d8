import { nothingWeighted } from '@academy/contract/rules/grade-weighting';
import type { StudentListItem } from '@academy/shared/domain/types';
import { Link } from 'react-router-dom';
import { portalPath } from '@academy/shared/routing/portal-screens';
import CsvDownloadButton from '@academy/shared/ui/CsvDownloadButton';
import ProgressMeter, { noAttendanceCounted } from '@academy/shared/ui/stats/ProgressMeter';
import WeightedTotal from '@academy/shared/ui/stats/WeightedTotal';
import { useT } from '../../i18n';
import './desk.css';

/** CSV downloads of the student list and, for one cohort, its attendance summary. */
export function DeskExports({ cohortId }: { cohortId: number | undefined }) {
  const t = useT();
  return (
    <div className="fd-desk__exports">
      <CsvDownloadButton endpoint="exportStudentList" query={{ cla_cohort_id: cohortId }} filename="student-list.csv">
        {t('desk.export.students')}
      </CsvDownloadButton>
      {cohortId !== undefined && (
        <CsvDownloadButton endpoint="exportAttendanceSummary" query={{ cla_cohort_id: cohortId }} filename={`attendance-cohort-${cohortId}.csv`}>
          {t('desk.export.attendance')}
        </CsvDownloadButton>
      )}
    </div>
  );
}

export function StudentProgressTable({ students }: { students: StudentListItem[] }) {
  const t = useT();
  if (students.length === 0) {
    return (
      <>
        <h2>{t('portal.screen.students')}</h2>
        <p className="fd-desk__note">{t('desk.students.none')}</p>
      </>
    );
  }
  return (
    // on a phone the table scrolls sideways: a focusable, named region lets the keyboard scroll it
    <div className="fd-desk__table-wrap" role="region" aria-labelledby="fd-desk-students" tabIndex={0}>
      <table className="fd-desk__table">
        <caption>
          <h2 id="fd-desk-students">{t('portal.screen.students')}</h2>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.column.student')}</th>
            <th scope="col">{t('desk.column.completion')}</th>
            <th scope="col">{t('portal.screen.submissions')}</th>
            <th scope="col">{t('desk.column.score')}</th>
            <th scope="col">{t('desk.column.attendance')}</th>
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
                  {student.deactivated && <span className="fd-desk__student-email">{t('desk.student.deactivated')}</span>}
                  <Link className="fd-desk__student-email" to={portalPath('studentView', { id: student.user_id })}>
                    {t('studentView.link', { name: student.name })}
                  </Link>
                </th>
                <td>
                  <ProgressMeter
                    label={t('desk.progress.completionOf', { name: student.name })}
                    percentage={courses.completion_percentage}
                    detail={t('desk.progress.courses', {
                      done: courses.completed_courses,
                      count: courses.total_courses,
                      share: courses.completion_percentage / 100,
                    })}
                  />
                </td>
                <td>
                  <ProgressMeter
                    label={t('desk.progress.submissionsOf', { name: student.name })}
                    percentage={work.submission_percentage}
                    detail={t('desk.progress.assignments', {
                      done: work.total_submissions,
                      count: work.total_assignments,
                      share: work.submission_percentage / 100,
                    })}
                  />
                </td>
                <td>
                  <ProgressMeter
                    whole={score.total_possible_score}
                    none={t('desk.progress.noMarkedWork')}
                    label={t('desk.progress.scoreOf', { name: student.name })}
                    percentage={score.score_percentage}
                    detail={t('desk.progress.points', { done: score.total_user_score, count: score.total_possible_score, share: score.score_percentage / 100 })}
                  />
                  <WeightedTotal
                    percentage={score.weighted_percentage}
                    weighting={score.weighting}
                    none={nothingWeighted(score.total_possible_score, attendance.total_classes, score.weighting)}
                  />
                </td>
                <td>
                  <ProgressMeter
                    whole={attendance.total_classes}
                    none={noAttendanceCounted(t, attendance.excused_classes, t('desk.progress.noAttendance'))}
                    label={t('desk.progress.attendanceOf', { name: student.name })}
                    percentage={attendance.attendance_percentage}
                    detail={t('desk.progress.classes', {
                      done: attendance.total_present,
                      count: attendance.total_classes,
                      share: attendance.attendance_percentage / 100,
                    })}
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
