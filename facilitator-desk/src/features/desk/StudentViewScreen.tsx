import { useParams } from 'react-router-dom';
import { formatDue } from '@academy/contract/rules/time-zones';
import type { Assignment, Course, Topic } from '@academy/shared/domain/types';
import { useLocale } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { useEndpoint } from '@academy/shared/api/queries';
import { parseId } from '@academy/shared/domain/courses';
import CourseLockNotice from '@academy/shared/ui/courses/CourseLockNotice';
import LockIcon from '@academy/shared/ui/courses/LockIcon';
import QueryState from '@academy/shared/ui/states/QueryState';
import StatCard from '@academy/shared/ui/stats/StatCard';
import WeightedTotal from '@academy/shared/ui/stats/WeightedTotal';
import { useT } from '../../i18n';
import '@academy/shared/styles/stats.css';
import './desk.css';

/**
 * /portal/students/:id/view: a facilitator (their cohorts' students) or an administrator sees one
 * student's course list, locks, topics, assignments and progress exactly as that student does, read only. The API
 * answers with the student's own queries and records each look in the audit log.
 */
export default function StudentViewScreen() {
  const t = useT();
  const id = parseId(useParams().id);
  const failed = t('studentView.failed');
  const view = useEndpoint('getStudentView', { query: { cla_user_id: id ?? 0 } }, { failureToast: failed, enabled: id !== null });
  return (
    <section className="fd-student-view" aria-labelledby="fd-student-view-title">
      <QueryState query={view} loading={{ label: t('studentView.loading'), shape: 'list' }} failed={failed}>
        {(data) => (
          <>
            <h1 id="fd-student-view-title">{t('studentView.title', { name: data.student.name })}</h1>
            <p className="fd-student-view__note" role="note">
              {t('studentView.readOnly', { name: data.student.name, cohort: data.student.cohort_name })}
            </p>
            <ul className="academy-stats">
              <StatCard label={t('studentView.courses')} value={t('desk.percent', { share: data.course_stats.completion_percentage / 100 })}>
                <p>{t('studentView.coursesDone', { done: data.course_stats.completed_courses, total: data.course_stats.total_courses })}</p>
              </StatCard>
              <StatCard label={t('desk.column.score')} value={t('desk.percent', { share: data.score_stats.score_percentage / 100 })}>
                <WeightedTotal percentage={data.score_stats.weighted_percentage} weighting={data.score_stats.weighting} />
              </StatCard>
              <StatCard label={t('portal.screen.submissions')} value={t('desk.percent', { share: data.assignment_stats.submission_percentage / 100 })} />
              <StatCard label={t('desk.column.attendance')} value={t('desk.percent', { share: data.attendance_stats.attendance_percentage / 100 })} />
            </ul>
            <h2>{t('studentView.courseList')}</h2>
            {data.courses.length === 0 ? (
              <p className="empty-state">{t('studentView.noCourses')}</p>
            ) : (
              <ul className="fd-student-view__courses">
                {data.courses.map((course) => (
                  <li key={course.id}>
                    <p className="fd-student-view__course">
                      {course.locked && <LockIcon />}
                      {course.name} <span>{course.locked ? t('studentView.locked') : t('studentView.open')}</span>
                    </p>
                    {course.locked && <CourseLockNotice course={course} />}
                    <CourseTopics course={course} topics={data.topics.filter((topic) => topic.cla_course_id === course.id)} />
                    <CourseAssignments course={course} assignments={data.assignments.filter((assignment) => assignment.cla_course_id === course.id)} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The topics of a course open to the student, as their course page lists them (a locked course has none here). */
function CourseTopics({ course, topics }: { course: Course; topics: Topic[] }) {
  const t = useT();
  if (topics.length === 0) return null;
  return (
    <ul className="fd-student-view__topics" aria-label={t('studentView.topicsOf', { course: course.name })}>
      {topics.map((topic) => (
        <li key={topic.id}>{topic.name}</li>
      ))}
    </ul>
  );
}

/** Where one of the student's assignments stands for them. */
function assignmentState(assignment: Assignment): 'locked' | 'submitted' | 'missing' | 'notCounted' | 'open' {
  if (assignment.locked) return 'locked';
  if (assignment.submitted) return 'submitted';
  if (assignment.missing) return 'missing';
  // past due without counting: it was due before the student joined, as their My Grades says
  return assignment.past_due ? 'notCounted' : 'open';
}

/** A course's assignments as the student's own list has them, each with its state and due moment in the reader's zone. */
function CourseAssignments({ course, assignments }: { course: Course; assignments: Assignment[] }) {
  const t = useT();
  const zone = useReaderTimeZone();
  const locale = useLocale();
  if (assignments.length === 0) return null;
  return (
    <ul className="fd-student-view__assignments" aria-label={t('studentView.assignmentsOf', { course: course.name })}>
      {assignments.map((assignment) => {
        const due = formatDue(assignment.due_at, zone, locale);
        return (
          <li key={assignment.id}>
            {assignment.locked && <LockIcon />}
            <span>{assignment.name}</span>
            <span>
              {t('studentView.assignmentState', { state: assignmentState(assignment) })}
              {due && ` · ${t('studentView.due', { moment: due })}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
