import { PORTAL_NOT_FOUND_TITLE, portalHome, portalPageTitle } from '@academy/shared/routing/portal-nav';

test.each([
  ['student', '/portal', 'Dashboard'],
  ['student', '/portal/dashboard', 'Dashboard'],
  ['student', '/portal/courses/4', 'Courses'],
  ['student', '/portal/events', 'Live Classes'],
  ['facilitator', '/portal', 'My Desk'],
  ['facilitator', '/portal/course/new', 'Courses'],
  ['facilitator', '/portal/topic/new', 'Courses'],
  ['facilitator', '/portal/attendance/new', 'Live Classes'],
  ['facilitator', '/portal/assignment/new', 'Assignments'],
  ['facilitator', '/portal/announcements', 'Announcements'],
  ['admin', '/portal/admin/announcements', 'Announcements'],
  ['admin', '/portal', 'Accounts'],
  ['admin', '/portal/admin', 'Accounts'],
  ['admin', '/portal/admin/cohorts', 'Cohorts'],
  ['admin', '/portal/admin/faq', 'FAQ'],
  ['admin', '/portal/admin/faculty', 'Faculty'],
  ['admin', '/portal/admin/audit/', 'Audit log'],
  ['admin', '/portal/profile', 'Profile'],
] as const)('a %s at %s sees the title %s', (role, pathname, title) => {
  expect(portalPageTitle(role, pathname)).toBe(title);
});

test.each([
  ['student', '/portal/no-such-screen'],
  ['student', '/portal/instructorDesk'],
  // the "new" forms are the facilitator's: a student there sees the not-found page
  ['student', '/portal/course/new'],
  ['facilitator', '/portal/dashboard'],
  ['facilitator', '/portal/admin'],
  ['student', '/portal/announcements'],
  ['admin', '/portal/courses'],
  ['admin', '/portal/admin/nothing'],
] as const)('a %s at %s is told the page is not found', (role, pathname) => {
  expect(portalPageTitle(role, pathname)).toBe(PORTAL_NOT_FOUND_TITLE);
});

test("the way back leads to the role's portal home", () => {
  expect(portalHome('student').to).toBe('/portal/dashboard');
  expect(portalHome('facilitator').to).toBe('/portal/instructorDesk');
  expect(portalHome('admin').to).toBe('/portal/admin');
});
