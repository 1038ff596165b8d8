import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { COURSE_PATHS } from '@academy/shared/domain/courses';
import type { CourseListQuery } from '@academy/shared/domain/types';
import { useCourses } from '@academy/shared/hooks/use-courses';
import { useSessionStore } from '@academy/shared/session/store';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import { useT } from '../../i18n';
import './course-screens.css';

/**
 * /portal/courses for a facilitator: the courses they own (docs/requirements.md §7: cla_user_id);
 * for an administrator every cohort's courses, to read (oversight).
 */
export default function FacilitatorCoursesScreen() {
  const t = useT();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const reading = useSessionStore((state) => state.user?.cla_role_name === 'admin');
  const scope = useMemo((): CourseListQuery | null => (reading ? {} : userId ? { cla_user_id: userId } : null), [userId, reading]);
  const courses = useCourses(scope);

  return (
    <section className="fd-courses" aria-labelledby="fd-courses-title">
      <h1 id="fd-courses-title">{reading ? t('courses.everyCohort') : t('courses.mine')}</h1>
      {!reading && (
        <div className="fd-courses__toolbar">
          <Link className="btn" to={COURSE_PATHS.form}>
            {t('portal.form.createCourse')}
          </Link>
        </div>
      )}
      <QueryState query={courses} loading={{ label: t('courses.loading'), shape: 'list' }} failed={t('courses.fetchFailed')}>
        {(loaded) =>
          reading ? (
            <CourseButtons courses={loaded} empty={{ title: t('courses.noneAnywhere'), hint: t('courses.noneAnywhereHint') }} />
          ) : (
            <CourseButtons
              courses={loaded}
              empty={{
                title: t('courses.none'),
                hint: t('courses.noneHint'),
                action: (
                  <Link className="btn" to={COURSE_PATHS.form}>
                    {t('portal.form.createCourse')}
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
