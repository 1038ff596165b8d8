import { useNavigate } from 'react-router-dom';
import { COURSE_PATHS, type CourseRouteState } from '@academy/shared/domain/courses';
import type { Course } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import LockIcon from '@academy/shared/ui/courses/LockIcon';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/courses.css';
import EmptyState, { type EmptyStateProps } from '@academy/shared/ui/states/EmptyState';

interface CourseButtonsProps {
  courses: readonly Course[];
  /** Shown instead of the list when there is no course. */
  empty: EmptyStateProps;
}

/**
 * Courses as buttons (docs/requirements.md §2.7): a locked one alerts and stays closed, an unlocked one opens its
 * details with the course in router state.
 */
export default function CourseButtons({ courses, empty }: CourseButtonsProps) {
  const t = useT();
  const navigate = useNavigate();

  if (courses.length === 0) return <EmptyState {...empty} />;

  function open(course: Course) {
    if (course.locked) {
      window.alert(t('courses.lockedAlert', { name: course.name }));
      return;
    }
    const state: CourseRouteState = { course };
    navigate(COURSE_PATHS.details(course.id), { state });
  }

  return (
    <ul className="academy-courses__list">
      {courses.map((course) => (
        <li key={course.id}>
          <button type="button" className={`academy-course-button${course.locked ? ' academy-course-button--locked' : ''}`} onClick={() => open(course)}>
            {/* a name keeps its own direction: an English name's punctuation stays at its end on an Arabic page */}
            <span className="academy-course-button__name" dir="auto">
              {course.name}
            </span>
            {course.locked && (
              <span className="academy-course-button__lock">
                <LockIcon />
                <span className="visually-hidden"> {t('courses.locked')}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
