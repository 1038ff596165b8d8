import { joinQueries, useEndpoint } from '@academy/shared/api/queries';
import type { AttendanceHistoryItem, CourseGrades, ScoreTotals } from '@academy/shared/domain/types';
import { describeMoment, formatDue } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import QueryState from '@academy/shared/ui/states/QueryState';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import WeightedTotal from '@academy/shared/ui/stats/WeightedTotal';
import { SubmissionFeedback } from '@academy/shared/ui/submissions/SubmissionCard';
import { useLocale } from '@academy/shared/i18n/messages';
import { nothingWeighted } from '@academy/contract/rules/grade-weighting';
import { useWaitingHandIns } from '@academy/shared/ui/offline/Outbox';
import WaitingHandIn from '@academy/shared/ui/offline/WaitingHandIn';
import { waitingHandInOf } from '@academy/shared/offline/outbox';
import { useT } from '../../i18n';
import ReplaceLinkForm from './ReplaceLinkForm';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/submissions.css';
import './grades.css';

type T = ReturnType<typeof useT>;

/** /portal/grades: the student's own marks and feedback by course, and their attendance history. */
export default function GradesScreen() {
  const t = useT();
  const failed = t('grades.failed');
  const options = { failureToast: failed };
  const record = joinQueries([useEndpoint('getMyGrades', {}, options), useEndpoint('listMyAttendance', {}, options)], (grades, attendance) => ({
    grades,
    attendance,
  }));
  return (
    <section className="sp-grades" aria-labelledby="sp-grades-title">
      <h1 id="sp-grades-title">{t('portal.screen.grades')}</h1>
      <QueryState query={record} loading={{ label: t('grades.loading'), shape: 'list' }} failed={failed}>
        {({ grades, attendance }) => (
          <>
            <p className="sp-grades__overall">{t('grades.overall', { summary: scoreSummary(grades, t) })}</p>
            <WeightedTotal
              className="sp-grades__overall"
              percentage={grades.weighted_percentage}
              weighting={grades.weighting}
              none={nothingWeighted(grades.total_possible_score, countedClasses(attendance), grades.weighting)}
            />
            {grades.courses.length === 0 && <p className="empty-state">{t('grades.noCourses')}</p>}
            {grades.courses.map((course) => (
              <CourseGradesCard key={course.course_id} course={course} classes={countedClasses(attendance, course.course_name)} />
            ))}
            <AttendanceHistory items={attendance} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** A percentage of nothing marked reads as a failing 0%: until a mark counts, it says so instead. */
function scoreSummary({ score_percentage, total_user_score, total_possible_score }: ScoreTotals, t: T) {
  return total_possible_score === 0
    ? t('grades.noMarkedWork')
    : t('grades.summary', { share: score_percentage / 100, score: total_user_score, total: total_possible_score });
}

/** The student's attendance records that count (excused left out), of one course when named. */
function countedClasses(items: AttendanceHistoryItem[], courseName?: string): number {
  return items.filter((item) => item.status !== 'excused' && (courseName === undefined || item.course_name === courseName)).length;
}

/** What an assignment without work says: missing (it counts as 0), due before the student joined, or not yet submitted. */
function unsubmittedText({ missing, past_due }: CourseGrades['assignments'][number], t: T) {
  if (missing) return t('grades.missing');
  return past_due ? t('grades.pastDue') : t('grades.notSubmitted');
}

function dueText(due: string | null, t: T) {
  return due ? t('assignments.due', { due }) : t('grades.dueNotSet');
}

function CourseGradesCard({ course, classes }: { course: CourseGrades; classes: number }) {
  const titleId = `sp-grades-course-${course.course_id}`;
  const zone = useReaderTimeZone();
  const t = useT();
  const locale = useLocale();
  const waiting = useWaitingHandIns();
  return (
    <article className="card sp-grades__course" aria-labelledby={titleId}>
      <h2 id={titleId}>{course.course_name}</h2>
      <p>{t('grades.courseTotal', { summary: scoreSummary(course, t) })}</p>
      <WeightedTotal
        percentage={course.weighted_percentage}
        weighting={course.weighting}
        none={nothingWeighted(course.total_possible_score, classes, course.weighting)}
      />
      {course.pass_mark !== null && <p>{t('grades.passMark', { share: course.pass_mark / 100 })}</p>}
      {course.assignments.length === 0 ? (
        <p className="empty-state">{t('grades.noAssignments')}</p>
      ) : (
        <ul className="sp-grades__assignments">
          {course.assignments.map((assignment) => {
            const work = assignment.submission;
            const kept = work ? undefined : waitingHandInOf(waiting, assignment.id);
            return (
              <li key={assignment.id}>
                <h3>{assignment.name}</h3>
                <p className="sp-grades__due">{dueText(formatDue(assignment.due_at, zone, locale), t)}</p>
                {kept && <WaitingHandIn item={kept} />}
                {!work && !kept && <p>{unsubmittedText(assignment, t)}</p>}
                {work && (
                  <>
                    <p>
                      {t('grades.submittedAt', { when: describeMoment(new Date(work.submitted_at), zone, locale) })}
                      {work.late && <span className="badge badge--warning sp-grades__late">{t('submissions.late')}</span>}
                    </p>
                    <p className="sp-grades__link">
                      {t('grades.link', {
                        link: (
                          <a href={work.download_link} target="_blank" rel="noopener noreferrer" dir="ltr">
                            {work.download_link}
                          </a>
                        ),
                      })}
                    </p>
                  </>
                )}
                {work?.status === 'marked' && work.score !== null && (
                  <p className="academy-submission__score">{t('submissions.score', { score: work.score / 100 })}</p>
                )}
                {work?.status === 'marked' && work.feedback && <SubmissionFeedback feedback={work.feedback} />}
                {work?.status === 'unmarked' && (
                  <>
                    <p>{t('grades.waiting')}</p>
                    <ReplaceLinkForm submissionId={work.id} assignment={assignment} />
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
  const t = useT();
  const courses = [...new Set(items.map((item) => item.course_name))];
  return (
    <section aria-labelledby="sp-attendance-title">
      <h2 id="sp-attendance-title">{t('grades.attendance')}</h2>
      {items.length === 0 && <p className="empty-state">{t('grades.attendance.none')}</p>}
      {courses.map((course) => (
        <table className="table sp-grades__attendance" key={course}>
          <caption>{course}</caption>
          <thead>
            <tr>
              <th scope="col">{t('liveClass.date')}</th>
              <th scope="col">{t('grades.attendance.class')}</th>
              <th scope="col">{t('grades.attendance.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items
              .filter((item) => item.course_name === course)
              .map((item) => (
                <tr key={item.live_class_id}>
                  <td>
                    <ReaderTime at={item.starts_at} />
                  </td>
                  <td>{item.class_name}</td>
                  <td>{t('grades.attendance.state', { status: item.status })}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
