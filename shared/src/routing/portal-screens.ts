import { generatePath, matchPath } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';

export interface PortalScreen {
  /** Path under /portal as the router matches it (`courses/:id`). */
  path: string;
  /** The screen's name: the top bar, the tab title ('My Grades | academy') and, when it has one, its navigation entry. */
  title: string;
  /** The roles whose portal has this screen; everyone else gets the not-found page there. */
  roles: readonly RoleName[];
  /** The screen has its own entry in the navigation, in the order of this table. */
  nav?: true;
  /** The key of the navigation entry the screen belongs to (its list, for details and forms). */
  section?: string;
}

const ALL: readonly RoleName[] = ['student', 'facilitator', 'admin'];
const TEACHING: readonly RoleName[] = ['student', 'facilitator'];
/** Administrators read the teaching screens of every cohort (oversight); only facilitators write there. */
const STAFF: readonly RoleName[] = ['facilitator', 'admin'];

/**
 * Every portal screen, once: the remotes' routers, the navigation (in this order), the top bar's
 * title and document.title read it. To add a screen: a row here, then its element in the remote's
 * routes module under the same key (docs/architecture.md, How to add a screen to a remote).
 */
export const PORTAL_SCREENS = {
  dashboard: { path: 'dashboard', title: 'Dashboard', roles: ['student'], nav: true },
  instructorDesk: { path: 'instructorDesk', title: 'My Desk', roles: ['facilitator'], nav: true },
  adminAccounts: { path: 'admin', title: 'Accounts', roles: ['admin'], nav: true },
  adminCohorts: { path: 'admin/cohorts', title: 'Cohorts', roles: ['admin'], nav: true },
  adminInvitations: { path: 'admin/invitations', title: 'Invitations', roles: ['admin'], nav: true },
  adminAnnouncements: { path: 'admin/announcements', title: 'Announcements', roles: ['admin'], nav: true },
  adminFaq: { path: 'admin/faq', title: 'FAQ', roles: ['admin'], nav: true },
  adminFaculty: { path: 'admin/faculty', title: 'Faculty', roles: ['admin'], nav: true },
  adminAudit: { path: 'admin/audit', title: 'Audit log', roles: ['admin'], nav: true },
  announcements: { path: 'announcements', title: 'Announcements', roles: ['facilitator'], nav: true },
  courses: { path: 'courses', title: 'Courses', roles: ALL, nav: true },
  courseDetails: { path: 'courses/:id', title: 'Course details', roles: ALL, section: 'courses' },
  courseForm: { path: 'course/new', title: 'Course form', roles: ['facilitator'], section: 'courses' },
  topicForm: { path: 'topic/new', title: 'Topic form', roles: ['facilitator'], section: 'courses' },
  assignments: { path: 'assignments', title: 'Assignments', roles: TEACHING, nav: true },
  assignmentDetails: { path: 'assignments/:id', title: 'Assignment details', roles: TEACHING, section: 'assignments' },
  assignmentForm: { path: 'assignment/new', title: 'Assignment form', roles: ['facilitator'], section: 'assignments' },
  submissions: { path: 'submissions', title: 'Submissions', roles: TEACHING, nav: true },
  submission: { path: 'submissions/:id', title: 'Submission', roles: ['facilitator'], section: 'submissions' },
  grades: { path: 'grades', title: 'My Grades', roles: ['student'], nav: true },
  gradebook: { path: 'gradebook', title: 'Gradebook', roles: STAFF, nav: true },
  students: { path: 'students', title: 'Students', roles: ['admin'], nav: true },
  events: { path: 'events', title: 'Live Classes', roles: TEACHING, nav: true },
  liveClassForm: { path: 'event/new', title: 'Live class form', roles: ['facilitator'], section: 'events' },
  attendance: { path: 'attendance/new', title: 'Add Attendance', roles: ['facilitator'], section: 'events' },
  classAttendance: { path: 'attendance/class', title: 'Whole-class attendance', roles: ['facilitator'], section: 'events' },
  profile: { path: 'profile', title: 'Profile', roles: ALL, nav: true },
} as const satisfies Record<string, PortalScreen>;

export type PortalScreenId = keyof typeof PORTAL_SCREENS;

const SCREEN_IDS = Object.keys(PORTAL_SCREENS) as PortalScreenId[];

function screen(id: PortalScreenId): PortalScreen {
  return PORTAL_SCREENS[id];
}

/** Where /portal itself leads for a role. */
const HOME: Record<RoleName, PortalScreenId> = { student: 'dashboard', facilitator: 'instructorDesk', admin: 'adminAccounts' };

export const PORTAL_PREFIX = '/portal';

/** The absolute path of a screen, its `:params` filled in: portalPath('courseDetails', { id: 4 }) is /portal/courses/4. */
export function portalPath(id: PortalScreenId, params: Record<string, string | number> = {}): string {
  const filled = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(`${PORTAL_PREFIX}/${screen(id).path}`, filled);
}

/** The screens a role's portal has, in the table's order. */
export function portalScreenIds(role: RoleName): PortalScreenId[] {
  return SCREEN_IDS.filter((id) => screen(id).roles.includes(role));
}

export function portalHomeId(role: RoleName): PortalScreenId {
  return HOME[role];
}

/** The screen a portal path shows a role, or null for a path with no screen of theirs (/portal alone is the role's home). */
export function portalScreenAt(role: RoleName, pathname: string): PortalScreenId | null {
  if (matchPath({ path: PORTAL_PREFIX, end: true }, pathname)) return HOME[role];
  return portalScreenIds(role).find((id) => matchPath({ path: `${PORTAL_PREFIX}/${screen(id).path}`, end: true }, pathname)) ?? null;
}

/** The screen's own title, for the top bar and the tab. */
export function portalScreenTitle(id: PortalScreenId): string {
  return screen(id).title;
}

/** The navigation entry a screen belongs to: itself, or its list. */
export function portalSectionOf(id: PortalScreenId): PortalScreenId {
  return (screen(id).section as PortalScreenId | undefined) ?? id;
}

/** The role's navigation entries, in order. */
export function portalNavIds(role: RoleName): PortalScreenId[] {
  return portalScreenIds(role).filter((id) => screen(id).nav === true);
}
