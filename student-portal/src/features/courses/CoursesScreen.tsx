import { useMemo, useState } from 'react';
import {
  COURSE_CATEGORY_TABS,
  COURSE_FETCH_FAILED_TEXT,
  COURSE_STATUS_TABS,
  DEFAULT_COURSE_STATUS,
  coursesIn,
  type CourseStatus,
} from '@academy/shared/domain/courses';
import type { CourseCategory } from '@academy/shared/domain/types';
import { todayIsoDate } from '@academy/shared/format/dates';
import { COURSES_LOADING, useCourses } from '@academy/shared/hooks/use-courses';
import { useSessionStore } from '@academy/shared/session/store';
import Tabs from '@academy/shared/ui/Tabs';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/tabs.css';
import './courses-screen.css';

const EMPTY_PHRASES: Record<CourseStatus, string> = {
  active: 'in progress',
  pending: 'starting later',
  done: 'finished',
};

/** /portal/courses for a student (docs/requirements.md §2.7): the cohort's courses by category, then by status. */
export default function CoursesScreen() {
  const cohortId = useSessionStore((state) => state.user?.cla_cohort_id ?? null);
  const scope = useMemo(() => (cohortId ? { cohort_id: cohortId } : null), [cohortId]);
  const courses = useCourses(scope);
  const [category, setCategory] = useState<CourseCategory>('program');
  const [status, setStatus] = useState<CourseStatus>(DEFAULT_COURSE_STATUS);
  const today = todayIsoDate();

  return (
    <section className="sp-courses" aria-labelledby="sp-courses-title">
      <h1 id="sp-courses-title">Courses</h1>
      <QueryState query={courses} loading={COURSES_LOADING} failed={COURSE_FETCH_FAILED_TEXT}>
        {(loaded) => (
          <Tabs label="Course category" tabs={COURSE_CATEGORY_TABS} selected={category} onSelect={setCategory}>
            <Tabs label="Course status" tabs={COURSE_STATUS_TABS} selected={status} onSelect={setStatus}>
              <CourseButtons
                courses={coursesIn(loaded, category, status, today)}
                empty={{
                  title: `No ${category} courses ${EMPTY_PHRASES[status]}.`,
                  hint: "Try another tab above: your cohort's courses are listed by category and status.",
                }}
              />
            </Tabs>
          </Tabs>
        )}
      </QueryState>
    </section>
  );
}
