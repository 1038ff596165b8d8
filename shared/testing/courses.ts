/** `Course` fixtures for the front ends' unit tests: `import { courseFixture } from '@academy/shared/testing/courses'`. */
import type { Course } from '@academy/shared/domain/types';

/** Servant Leadership, Grace's unlocked November 2026 program course for Cohort 1, no description or content yet; `overrides` replace any field. */
export function courseFixture(overrides: Partial<Course> = {}): Course {
  return {
    id: 5,
    name: 'Servant Leadership',
    description: '',
    locked: false,
    lock: null,
    prerequisite_course_id: null,
    prerequisite_name: null,
    cohort_can_open: null,
    cohort_students: null,
    category: 'program',
    cla_cohort_id: 1,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    cla_user_id: 2,
    facilitator: 'Grace Facilitator',
    topics: 0,
    assignments: 0,
    liveClasses: 0,
    pendingLiveClasses: 0,
    grade_weights: { assignments: 100, attendance: 0 },
    own_grade_weights: false,
    pass_mark: null,
    ...overrides,
  };
}
