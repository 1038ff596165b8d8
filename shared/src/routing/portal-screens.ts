import { matchPath } from 'react-router-dom';
import { PORTAL_PATHS, PORTAL_PREFIX, portalLink, type PortalScreenId } from '@academy/contract/rules/portal-paths';
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
  /**
   * The navigation entry the screen belongs to (its list, for details and forms), or one per role
   * where each role reaches it from a different list.
   */
  section?: PortalScreenId | Readonly<Partial<Record<RoleName, PortalScreenId>>>;
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
  dashboard: { path: PORTAL_PATHS.dashboard, title: 'portal.screen.dashboard', roles: ['student'], nav: true },
  instructorDesk: { path: PORTAL_PATHS.instructorDesk, title: 'portal.screen.instructorDesk', roles: ['facilitator'], nav: true },
  adminAccounts: { path: PORTAL_PATHS.adminAccounts, title: 'portal.screen.adminAccounts', roles: ['admin'], nav: true },
  adminCohorts: { path: PORTAL_PATHS.adminCohorts, title: 'portal.screen.adminCohorts', roles: ['admin'], nav: true },
  adminInvitations: { path: PORTAL_PATHS.adminInvitations, title: 'portal.screen.adminInvitations', roles: ['admin'], nav: true },
  adminAnnouncements: { path: PORTAL_PATHS.adminAnnouncements, title: 'portal.screen.announcements', roles: ['admin'], nav: true },
  adminFaq: { path: PORTAL_PATHS.adminFaq, title: 'portal.screen.adminFaq', roles: ['admin'], nav: true },
  adminFaculty: { path: PORTAL_PATHS.adminFaculty, title: 'portal.screen.adminFaculty', roles: ['admin'], nav: true },
  adminAudit: { path: PORTAL_PATHS.adminAudit, title: 'portal.screen.adminAudit', roles: ['admin'], nav: true },
  announcements: { path: PORTAL_PATHS.announcements, title: 'portal.screen.announcements', roles: ['facilitator'], nav: true },
  courses: { path: PORTAL_PATHS.courses, title: 'portal.screen.courses', roles: ALL, nav: true },
  courseDetails: { path: PORTAL_PATHS.courseDetails, title: 'portal.screen.courseDetails', roles: ALL, section: 'courses' },
  courseForm: { path: PORTAL_PATHS.courseForm, title: 'portal.form.createCourse', roles: ['facilitator'], section: 'courses' },
  topicForm: { path: PORTAL_PATHS.topicForm, title: 'portal.form.addTopic', roles: ['facilitator'], section: 'courses' },
  assignments: { path: PORTAL_PATHS.assignments, title: 'portal.screen.assignments', roles: TEACHING, nav: true },
  assignmentDetails: { path: PORTAL_PATHS.assignmentDetails, title: 'portal.screen.assignmentDetails', roles: TEACHING, section: 'assignments' },
  assignmentForm: { path: PORTAL_PATHS.assignmentForm, title: 'portal.form.newAssignment', roles: ['facilitator'], section: 'assignments' },
  submissions: { path: PORTAL_PATHS.submissions, title: 'portal.screen.submissions', roles: TEACHING, nav: true },
  submission: { path: PORTAL_PATHS.submission, title: 'portal.screen.submission', roles: ['facilitator'], section: 'submissions' },
  grades: { path: PORTAL_PATHS.grades, title: 'portal.screen.grades', roles: ['student'], nav: true },
  gradebook: { path: PORTAL_PATHS.gradebook, title: 'portal.screen.gradebook', roles: STAFF, nav: true },
  students: { path: PORTAL_PATHS.students, title: 'portal.screen.students', roles: ['admin'], nav: true },
  studentView: {
    path: PORTAL_PATHS.studentView,
    title: 'portal.screen.studentView',
    roles: STAFF,
    section: { facilitator: 'instructorDesk', admin: 'students' },
  },
  events: { path: PORTAL_PATHS.events, title: 'portal.screen.events', roles: TEACHING, nav: true },
  liveClassForm: { path: PORTAL_PATHS.liveClassForm, title: 'portal.form.scheduleLiveClass', roles: ['facilitator'], section: 'events' },
  attendance: { path: PORTAL_PATHS.attendance, title: 'portal.form.addAttendance', roles: ['facilitator'], section: 'events' },
  classAttendance: { path: PORTAL_PATHS.classAttendance, title: 'portal.screen.classAttendance', roles: ['facilitator'], section: 'events' },
  profile: { path: PORTAL_PATHS.profile, title: 'portal.screen.profile', roles: ALL, nav: true },
} as const satisfies Record<PortalScreenId, PortalScreen>;

export { PORTAL_PREFIX, type PortalScreenId };

const SCREEN_IDS = Object.keys(PORTAL_SCREENS) as PortalScreenId[];

function screen(id: PortalScreenId): PortalScreen {
  return PORTAL_SCREENS[id];
}

/** Where /portal itself leads for a role. */
const HOME: Record<RoleName, PortalScreenId> = { student: 'dashboard', facilitator: 'instructorDesk', admin: 'adminAccounts' };

/** The absolute path of a screen, its `:params` filled in: portalPath('courseDetails', { id: 4 }) is /portal/courses/4. */
export const portalPath = portalLink;

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

/** The navigation entry a screen belongs to for a role: itself, or the list it is reached from. */
export function portalSectionOf(id: PortalScreenId, role: RoleName): PortalScreenId {
  const { section } = screen(id);
  const own = typeof section === 'object' ? section[role] : section;
  return own ?? id;
}

/** The role's navigation entries, in order. */
export function portalNavIds(role: RoleName): PortalScreenId[] {
  return portalScreenIds(role).filter((id) => screen(id).nav === true);
}
