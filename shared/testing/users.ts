/**
 * `User` fixtures for the front ends' unit tests: `import { studentUser } from '@academy/shared/testing/users'`.
 * Kept out of shared/src, whose every module webpack shares through Module Federation.
 */
import type { User } from '@academy/shared/domain/types';

/** Ada, a student of Cohort 3 with no birthday, phone number or language chosen; `overrides` replace any field. */
export function studentUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada',
    email: 'ada@example.org',
    birthday: null,
    phone_number: null,
    cla_role_id: 1,
    cla_role_name: 'student',
    cla_cohort_id: 3,
    cla_cohort_name: 'Cohort 3',
    locale: null,
    ...overrides,
  };
}

/** Grace, a facilitator assigned to Cohort 1 with no birthday or phone number either; `overrides` replace any field. */
export function facilitatorUser(overrides: Partial<User> = {}): User {
  return studentUser({
    id: 2,
    name: 'Grace Facilitator',
    email: 'facilitator@example.org',
    cla_role_id: 2,
    cla_role_name: 'facilitator',
    cla_cohort_id: 1,
    cla_cohort_name: 'Cohort 1',
    ...overrides,
  });
}

/** Ada Boateng, an administrator (no cohort); `overrides` replace any field. */
export function adminUser(overrides: Partial<User> = {}): User {
  return studentUser({
    id: 1,
    name: 'Ada Boateng',
    email: 'admin@example.org',
    cla_role_id: 3,
    cla_role_name: 'admin',
    cla_cohort_id: null,
    cla_cohort_name: null,
    ...overrides,
  });
}
