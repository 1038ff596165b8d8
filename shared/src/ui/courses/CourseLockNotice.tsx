import { useEndpoint } from '@academy/shared/api/queries';
import { COURSE_FETCH_FAILED_TOAST, courseLockExplanation } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { formatLongDate } from '@academy/shared/format/dates';
import LockIcon from '@academy/shared/ui/courses/LockIcon';

const formatDay = (date: string) => formatLongDate(date) ?? date;

/** Says on the page why a course is locked for the student and roughly when it opens. */
export default function CourseLockNotice({ course }: { course: Pick<Course, 'name' | 'lock' | 'prerequisite_name'> }) {
  const explanation = courseLockExplanation(course, formatDay);
  if (!explanation) return null;
  return (
    <div className="academy-course-lock" role="status">
      <LockIcon />
      <p>
        <strong>This course is locked.</strong> {explanation}
      </p>
    </div>
  );
}

/** The lock notice of the course an item (an assignment) belongs to; nothing while it loads (a failure toasts). */
export function CourseLockNoticeFor({ courseId }: { courseId: number }) {
  const { data: course } = useEndpoint('getCourse', { params: { id: courseId } }, { failureToast: COURSE_FETCH_FAILED_TOAST });
  return course ? <CourseLockNotice course={course} /> : null;
}
