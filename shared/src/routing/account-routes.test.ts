import { afterLoginPathFor } from './account-routes';

const student = { id: 7, cla_role_name: 'student' } as const;
const facilitator = { id: 2, cla_role_name: 'facilitator' } as const;

test('after login a user returns to the portal screen they were sent away from, with its query', () => {
  expect(afterLoginPathFor(student, { message: 'Session expired. Please login again.', returnTo: '/portal/assignments/7?tab=feedback' })).toBe(
    '/portal/assignments/7?tab=feedback',
  );
  expect(afterLoginPathFor(facilitator, { message: '', returnTo: '/portal/submissions/12' })).toBe('/portal/submissions/12');
});

test("without a screen to return to, or with one that is not of the user's role, the role's landing page", () => {
  expect(afterLoginPathFor(student, null)).toBe('/portal');
  expect(afterLoginPathFor(student, { message: 'x', returnTo: '/portal/instructorDesk' })).toBe('/portal');
  expect(afterLoginPathFor(facilitator, { message: 'x', returnTo: '/portal/nowhere' })).toBe('/portal/instructorDesk');
});

test('only a portal address of this site is returned to', () => {
  for (const returnTo of ['https://example.com/portal/courses', '//example.com/portal/courses', '/faq', 42]) {
    expect(afterLoginPathFor(student, { message: 'x', returnTo })).toBe('/portal');
  }
});

test('a session ended on a shared device: the next person signing in lands on their own page, not on the screen of the one before', () => {
  const ended = { message: 'Session expired. Please login again.', returnTo: '/portal/assignments/2', returnFor: 9 };
  expect(afterLoginPathFor(student, ended)).toBe('/portal');
  expect(afterLoginPathFor({ ...student, id: 9 }, ended)).toBe('/portal/assignments/2');
});
