import { generatePath, matchPath } from 'react-router-dom';
import { ROLES, type RoleName } from '@academy/contract/rules/roles';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';

export interface PortalScreen {
  /** Path under /portal as the router matches it (`courses/:id`). */
  path: string;
  /** The screen's name (a message of shared UI's catalog): the top bar, the tab title ('My Grades | academy') and, when it has one, its navigation entry. */
  title: SharedMessageKey;
  /** The roles whose portal has this screen; everyone else gets the not-found page there. */
  roles: readonly RoleName[];
  /** The screen has its own entry in the navigation, in the order of this table. */
  nav?: true;
  /** The key of the navigation entry the screen belongs to (its list, for details and forms). */
  section?: string;
}

const ALL: readonly RoleName[] = ROLES;
const TEACHING: readonly RoleName[] = ['student', 'facilitator'];
/** Administrators read the teaching screens of every cohort (oversight); only facilitators write there. */
const STAFF: readonly RoleName[] = ['facilitator', 'admin'];

/**
 * Every portal screen, once: the remotes' routers, the navigation (in this order), the top bar's
 * title and document.title read it. To add a screen: a row here, then its element in the remote's
 * routes module under the same key (docs/recipes.md, How to add a screen to a remote).
 */
export const PORTAL_SCREENS = {
  dashboard: { path: 'dashboard', title: 'portal.screen.dashboard', roles: ['student'], nav: true },
  instructorDesk: { path: 'instructorDesk', title: 'portal.screen.instructorDesk', roles: ['facilitator'], nav: true },
  adminAccounts: { path: 'admin', title: 'portal.screen.adminAccounts', roles: ['admin'], nav: true },
  adminCohorts: { path: 'admin/cohorts', title: 'portal.screen.adminCohorts', roles: ['admin'], nav: true },
  adminInvitations: { path: 'admin/invitations', title: 'portal.screen.adminInvitations', roles: ['admin'], nav: true },
  adminAnnouncements: { path: 'admin/announcements', title: 'portal.screen.announcements', roles: ['admin'], nav: true },
  adminFaq: { path: 'admin/faq', title: 'portal.screen.adminFaq', roles: ['admin'], nav: true },
  adminFaculty: { path: 'admin/faculty', title: 'portal.screen.adminFaculty', roles: ['admin'], nav: true },
  adminAudit: { path: 'admin/audit', title: 'portal.screen.adminAudit', roles: ['admin'], nav: true },
  announcements: { path: 'announcements', title: 'portal.screen.announcements', roles: ['facilitator'], nav: true },
  courses: { path: 'courses', title: 'portal.screen.courses', roles: ALL, nav: true },
  courseDetails: { path: 'courses/:id', title: 'portal.screen.courseDetails', roles: ALL, section: 'courses' },
  courseForm: { path: 'course/new', title: 'portal.form.createCourse', roles: ['facilitator'], section: 'courses' },
  topicForm: { path: 'topic/new', title: 'portal.form.addTopic', roles: ['facilitator'], section: 'courses' },
  assignments: { path: 'assignments', title: 'portal.screen.assignments', roles: TEACHING, nav: true },
  assignmentDetails: { path: 'assignments/:id', title: 'portal.screen.assignmentDetails', roles: TEACHING, section: 'assignments' },
  assignmentForm: { path: 'assignment/new', title: 'portal.form.newAssignment', roles: ['facilitator'], section: 'assignments' },
  submissions: { path: 'submissions', title: 'portal.screen.submissions', roles: TEACHING, nav: true },
  submission: { path: 'submissions/:id', title: 'portal.screen.submission', roles: ['facilitator'], section: 'submissions' },
  grades: { path: 'grades', title: 'portal.screen.grades', roles: ['student'], nav: true },
  gradebook: { path: 'gradebook', title: 'portal.screen.gradebook', roles: STAFF, nav: true },
  students: { path: 'students', title: 'portal.screen.students', roles: ['admin'], nav: true },
  events: { path: 'events', title: 'portal.screen.events', roles: TEACHING, nav: true },
  liveClassForm: { path: 'event/new', title: 'portal.form.scheduleLiveClass', roles: ['facilitator'], section: 'events' },
  attendance: { path: 'attendance/new', title: 'portal.form.addAttendance', roles: ['facilitator'], section: 'events' },
  classAttendance: { path: 'attendance/class', title: 'portal.screen.classAttendance', roles: ['facilitator'], section: 'events' },
  profile: { path: 'profile', title: 'portal.screen.profile', roles: ALL, nav: true },
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

/** The screen's own title (its message), for the top bar and the tab. */
export function portalScreenTitle(id: PortalScreenId): SharedMessageKey {
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
