import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { COURSE_PATHS } from '@academy/shared/domain/courses';
import type { Cohort, Course, CourseListQuery } from '@academy/shared/domain/types';
import { useCourses } from '@academy/shared/hooks/use-courses';
import { useSessionStore } from '@academy/shared/session/store';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import QueryState from '@academy/shared/ui/states/QueryState';
import type { EmptyStateProps } from '@academy/shared/ui/states/EmptyState';
import { useCohorts } from '../../hooks/use-cohorts';
import '@academy/shared/styles/forms.css';
import { useT } from '../../i18n';
import './course-screens.css';

/** The courses of each cohort, in the order of `cohorts`; a cohort not among them comes last. */
function byCohort(courses: readonly Course[], cohorts: readonly Cohort[]): { id: number; cohort?: Cohort; courses: Course[] }[] {
  const groups = new Map<number, Course[]>();
  for (const course of courses) groups.set(course.cla_cohort_id, [...(groups.get(course.cla_cohort_id) ?? []), course]);
  const rank = (id: number) => {
    const index = cohorts.findIndex((cohort) => cohort.id === id);
    return index === -1 ? cohorts.length : index;
  };
  return [...groups].sort(([a], [b]) => rank(a) - rank(b)).map(([id, list]) => ({ id, cohort: cohorts.find((cohort) => cohort.id === id), courses: list }));
}

/**
 * Courses of more than one cohort under their cohort's name: a course taught in two cohorts would
 * otherwise be two buttons of one name.
 */
function CoursesByCohort({ courses, empty }: { courses: readonly Course[]; empty: EmptyStateProps }) {
  const t = useT();
  const cohorts = useCohorts();
  const cohortIds = new Set(courses.map((course) => course.cla_cohort_id));
  if (cohortIds.size < 2 || cohorts.status === 'error') return <CourseButtons courses={courses} empty={empty} />;
  if (cohorts.status === 'pending') return <LoadingPlaceholder label={t('courses.loading')} shape="list" />;
  return byCohort(courses, cohorts.data).map(({ id, cohort, courses: ofCohort }) => (
    <section key={id} aria-labelledby={`fd-courses-cohort-${id}`}>
      <h2 id={`fd-courses-cohort-${id}`}>{cohort?.name ?? t('courses.otherCohort')}</h2>
      <CourseButtons courses={ofCohort} empty={empty} />
    </section>
  ));
}

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
            <CoursesByCohort courses={loaded} empty={{ title: t('courses.noneAnywhere'), hint: t('courses.noneAnywhereHint') }} />
          ) : (
            <CoursesByCohort
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
