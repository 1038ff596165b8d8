import { translate } from '@academy/shared/i18n/locale';
import { PORTAL_NOT_FOUND_TITLE, portalHome, portalNavItems, portalPageTitle, portalSection } from '@academy/shared/routing/portal-nav';

// the titles are messages: read here in English

test.each([
  ['student', '/portal', 'Dashboard'],
  ['student', '/portal/dashboard', 'Dashboard'],
  ['student', '/portal/courses/4', 'Course details'],
  ['student', '/portal/events', 'Live Classes'],
  ['student', '/portal/grades', 'My Grades'],
  ['facilitator', '/portal', 'My Desk'],
  ['facilitator', '/portal/course/new', 'Create Course'],
  ['facilitator', '/portal/topic/new', 'Add Topic'],
  ['facilitator', '/portal/attendance/new', 'Add Attendance'],
  ['facilitator', '/portal/assignment/new', 'New assignment'],
  ['facilitator', '/portal/event/new', 'Schedule Live Class'],
  ['facilitator', '/portal/announcements', 'Announcements'],
  ['facilitator', '/portal/gradebook', 'Gradebook'],
  ['admin', '/portal/admin/announcements', 'Announcements'],
  ['admin', '/portal', 'Accounts'],
  ['admin', '/portal/admin', 'Accounts'],
  ['admin', '/portal/admin/cohorts', 'Cohorts'],
  ['admin', '/portal/admin/faq', 'FAQ'],
  ['admin', '/portal/admin/faculty', 'Faculty'],
  ['admin', '/portal/admin/audit/', 'Audit log'],
  ['admin', '/portal/profile', 'Profile'],
] as const)('a %s at %s sees the title %s', (role, pathname, title) => {
  expect(translate(portalPageTitle(role, pathname))).toBe(title);
});

const course = { id: 4, name: 'Servant Leadership' };
test.each([
  ['/portal/course/new', { mode: 'edit', course }, 'Edit Course'],
  ['/portal/course/new', { mode: 'duplicate', course }, 'Duplicate Course'],
  ['/portal/topic/new', { course, topic: { id: 2, cla_course_id: 4, name: 'Listening' } }, 'Edit Topic'],
  ['/portal/assignment/new', { assignment: { id: 7, cla_course_id: 4 } }, 'Edit assignment'],
  ['/portal/event/new', { liveClass: { id: 3, name: 'Evening prayer' } }, 'Edit Live Class'],
  ['/portal/event/new', { course }, 'Schedule Live Class'],
] as const)('a form at %s opened with %j is named as its heading names it: %s', (pathname, state, title) => {
  expect(translate(portalPageTitle('facilitator', pathname, state))).toBe(title);
});

test.each([
  ['student', '/portal/courses/4', 'Courses'],
  ['facilitator', '/portal/course/new', 'Courses'],
  ['facilitator', '/portal/attendance/new', 'Live Classes'],
  ['facilitator', '/portal/submissions/9', 'Submissions'],
  // a student's view opens from the desk's table for a facilitator, from the student list for an administrator
  ['facilitator', '/portal/students/4/view', 'My Desk'],
  ['admin', '/portal/students/4/view', 'Students'],
] as const)("a %s at %s is in the navigation's %s", (role, pathname, label) => {
  expect(translate(portalSection(role, pathname)!.label)).toBe(label);
});

test.each([
  ['student', '/portal/no-such-screen'],
  ['student', '/portal/instructorDesk'],
  // the "new" forms are the facilitator's: a student there sees the not-found page
  ['student', '/portal/course/new'],
  ['student', '/portal/gradebook'],
  ['facilitator', '/portal/dashboard'],
  ['facilitator', '/portal/grades'],
  ['facilitator', '/portal/admin'],
  ['student', '/portal/announcements'],
  ['admin', '/portal/admin/nothing'],
  ['admin', '/portal/course/new'],
  ['admin', '/portal/assignments'],
] as const)('a %s at %s is told the page is not found', (role, pathname) => {
  expect(portalPageTitle(role, pathname)).toBe(PORTAL_NOT_FOUND_TITLE);
});

test("the way back leads to the role's portal home", () => {
  expect(portalHome('student').to).toBe('/portal/dashboard');
  expect(portalHome('facilitator').to).toBe('/portal/instructorDesk');
  expect(portalHome('admin').to).toBe('/portal/admin');
});

test('each role has its grades screen in the navigation, in the order of docs/requirements.md §2.6', () => {
  expect(portalNavItems('student').map((item) => translate(item.label))).toEqual([
    'Dashboard',
    'Courses',
    'Assignments',
    'Submissions',
    'My Grades',
    'Live Classes',
    'Profile',
  ]);
  expect(portalNavItems('admin').map((item) => translate(item.label))).toEqual([
    'Accounts',
    'Cohorts',
    'Invitations',
    'Announcements',
    'FAQ',
    'Faculty',
    'Audit log',
    'Courses',
    'Gradebook',
    'Students',
    'Profile',
  ]);
  expect(portalNavItems('facilitator').map((item) => translate(item.label))).toEqual([
    'My Desk',
    'Announcements',
    'Courses',
    'Assignments',
    'Submissions',
    'Gradebook',
    'Live Classes',
    'Profile',
  ]);
});
