import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { COURSE_FETCH_FAILED_TEXT, COURSE_PATHS } from '@academy/shared/domain/courses';
import type { CourseListQuery } from '@academy/shared/domain/types';
import { COURSES_LOADING, useCourses } from '@academy/shared/hooks/use-courses';
import { useSessionStore } from '@academy/shared/session/store';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import './course-screens.css';

/**
 * /portal/courses for a facilitator: the courses they own (docs/requirements.md §7: cla_user_id);
 * for an administrator every cohort's courses, to read (oversight).
 */
export default function FacilitatorCoursesScreen() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const reading = useSessionStore((state) => state.user?.cla_role_name === 'admin');
  const scope = useMemo((): CourseListQuery | null => (reading ? {} : userId ? { cla_user_id: userId } : null), [userId, reading]);
  const courses = useCourses(scope);

  return (
    <section className="fd-courses" aria-labelledby="fd-courses-title">
      <h1 id="fd-courses-title">{reading ? 'Courses of every cohort' : 'My Courses'}</h1>
      {!reading && (
        <div className="fd-courses__toolbar">
          <Link className="btn" to={COURSE_PATHS.form}>
            Create Course
          </Link>
        </div>
      )}
      <QueryState query={courses} loading={COURSES_LOADING} failed={COURSE_FETCH_FAILED_TEXT}>
        {(loaded) =>
          reading ? (
            <CourseButtons courses={loaded} empty={{ title: 'No cohort has courses yet.', hint: 'Facilitators create them.' }} />
          ) : (
            <CourseButtons
              courses={loaded}
              empty={{
                title: 'You have no courses yet.',
                hint: 'Create your first course, then add its topics.',
                action: (
                  <Link className="btn" to={COURSE_PATHS.form}>
                    Create Course
                  </Link>
                ),
              }}
            />
          )
        }
      </QueryState>
    </section>
  );
}
