/** `Assignment` fixtures for the front ends' unit tests: `import { essayAssignment } from '@academy/shared/testing/assignments'`. */
import type { Assignment } from '@academy/shared/domain/types';

/** The "Leadership essay" (assignment 9) of Servant Leadership, due 5 March 2026 at 23:59 UTC, not handed in; `overrides` replace any field. */
export function essayAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 9,
    name: 'Leadership essay',
    description: 'Write two pages.',
    due_date: '2026-03-05',
    due_at: '2026-03-05T23:59:00.000Z',
    past_due: false,
    cla_course_id: 4,
    cla_user_id: 2,
    course_name: 'Servant Leadership',
    weight: 1,
    submitted: false,
    missing: false,
    locked: false,
    ...overrides,
  };
}
