import type { User } from '@academy/shared/domain/types';
import {
  COHORT_NOT_FOUND_MESSAGE,
  LIMITED_FEATURES_WARNING,
  ROLE_NOT_FOUND_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  decidePortalAccess,
  noteIntentionalLogout,
  takeIntentionalLogout,
} from '@academy/shared/session/portal-access';
import { studentUser } from '@academy/shared/testing/users';

const NOW = 1_700_000_000_000;
const student = studentUser();
const facilitator: User = { ...student, id: 2, cla_role_id: 2, cla_role_name: 'facilitator' };
const live = { token: 'tok', expiresAt: NOW + 1000 };

test('a live session with role and cohort is let in without a warning', () => {
  expect(decidePortalAccess({ ...live, user: student }, NOW)).toEqual({ allowed: true, warning: null });
});

test.each([
  ['no token', { token: null, user: student, expiresAt: NOW + 1000 }],
  ['no user', { token: 'tok', user: null, expiresAt: NOW + 1000 }],
  ['no user id', { token: 'tok', user: { ...student, id: 0 }, expiresAt: NOW + 1000 }],
  ['an expired stored copy', { token: 'tok', user: student, expiresAt: NOW }],
  ['no expiry at all', { token: 'tok', user: student, expiresAt: null }],
])('%s sends the user to login with the session message', (_case, session) => {
  expect(decidePortalAccess(session, NOW)).toEqual({ allowed: false, message: { key: SESSION_EXPIRED_MESSAGE } });
});

test('a user without a known role is refused with the role message', () => {
  const user = { ...student, cla_role_name: '' } as unknown as User;
  expect(decidePortalAccess({ ...live, user }, NOW)).toEqual({ allowed: false, message: { key: ROLE_NOT_FOUND_MESSAGE } });
});

test('a student without a cohort is refused; a facilitator without one is let in with a warning', () => {
  expect(decidePortalAccess({ ...live, user: { ...student, cla_cohort_id: null } }, NOW)).toEqual({
    allowed: false,
    message: { key: COHORT_NOT_FOUND_MESSAGE },
  });
  expect(decidePortalAccess({ ...live, user: { ...facilitator, cla_cohort_id: null } }, NOW)).toEqual({
    allowed: true,
    warning: LIMITED_FEATURES_WARNING,
  });
});

test('a noted logout is taken once, and only shortly after it was noted', () => {
  noteIntentionalLogout(NOW);
  expect(takeIntentionalLogout(NOW + 500)).toBe(true);
  expect(takeIntentionalLogout(NOW + 600)).toBe(false);
  noteIntentionalLogout(NOW);
  expect(takeIntentionalLogout(NOW + 60_000)).toBe(false);
});

test('an administrator, who has no cohort, is let in without a warning', () => {
  const admin: User = { ...student, id: 9, cla_role_id: 3, cla_role_name: 'admin', cla_cohort_id: null, cla_cohort_name: null };
  expect(decidePortalAccess({ ...live, user: admin }, NOW)).toEqual({ allowed: true, warning: null });
});

test('a session the server ended with a reason sends the user to login with that reason', () => {
  const reason = 'This account has been deactivated by the academy.';
  expect(decidePortalAccess({ token: null, user: null, expiresAt: null, endedBecause: reason }, NOW)).toEqual({ allowed: false, message: { said: reason } });
});
