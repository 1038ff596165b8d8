import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import { useLocale, useT, type SharedMessageKey, type Translate } from '@academy/shared/i18n/messages';
import LockIcon from '@academy/shared/ui/courses/LockIcon';

type LockedCourse = Pick<Course, 'name' | 'lock' | 'prerequisite_name'>;

/**
 * Why a locked course is locked and roughly when it opens, for the student's pages (the course list
 * keeps the alert of docs/requirements.md §2.7). `formatDay` writes a calendar date.
 */
function lockExplanation(course: LockedCourse, formatDay: (date: string) => string, t: Translate<SharedMessageKey>): string | null {
  const { lock, name } = course;
  if (!lock) return null;
  if (lock.reason === 'not_started') return t('courses.lock.notStarted', { name, day: formatDay(lock.opens_on ?? '') });
  const prerequisite = course.prerequisite_name ?? t('courses.lock.courseBefore');
  return lock.opens_on
    ? t('courses.lock.afterPrerequisiteOn', { name, prerequisite, day: formatDay(lock.opens_on) })
    : t('courses.lock.afterPrerequisite', { name, prerequisite });
}

/** Says on the page why a course is locked for the student and roughly when it opens. */
export default function CourseLockNotice({ course }: { course: LockedCourse }) {
  const t = useT();
  const locale = useLocale();
  const explanation = lockExplanation(course, (date) => formatLongDate(date, locale) ?? date, t);
  if (!explanation) return null;
  return (
    <div className="academy-course-lock" role="status">
      <LockIcon />
      <p>
        <strong>{t('courses.lock.title')}</strong> {explanation}
      </p>
    </div>
  );
}

/** The lock notice of the course an item (an assignment) belongs to; nothing while it loads (a failure toasts). */
export function CourseLockNoticeFor({ courseId }: { courseId: number }) {
  const t = useT();
  const { data: course } = useEndpoint('getCourse', { params: { id: courseId } }, { failureToast: t(COURSE_FETCH_FAILED_TOAST) });
  return course ? <CourseLockNotice course={course} /> : null;
}
