import { fillPath } from '@academy/contract/endpoint';

/**
 * Where each portal screen lives under /portal, as the portal's router matches it: the portal's
 * screen table (shared/src/routing/portal-screens.ts) and the API's links in mails, notices and
 * calendars both read it, so a screen moved here is moved for both.
 */
export const PORTAL_PREFIX = '/portal';

export const PORTAL_PATHS = {
  dashboard: 'dashboard',
  instructorDesk: 'instructorDesk',
  adminAccounts: 'admin',
  adminCohorts: 'admin/cohorts',
  adminInvitations: 'admin/invitations',
  adminAnnouncements: 'admin/announcements',
  adminFaq: 'admin/faq',
  adminFaculty: 'admin/faculty',
  adminAudit: 'admin/audit',
  announcements: 'announcements',
  courses: 'courses',
  courseDetails: 'courses/:id',
  courseForm: 'course/new',
  topicForm: 'topic/new',
  assignments: 'assignments',
  assignmentDetails: 'assignments/:id',
  assignmentForm: 'assignment/new',
  submissions: 'submissions',
  submission: 'submissions/:id',
  grades: 'grades',
  gradebook: 'gradebook',
  students: 'students',
  studentView: 'students/:id/view',
  events: 'events',
  liveClassForm: 'event/new',
  attendance: 'attendance/new',
  classAttendance: 'attendance/class',
  profile: 'profile',
} as const;

export type PortalScreenId = keyof typeof PORTAL_PATHS;

/** The absolute path of a screen, its `:params` filled in: portalLink('courseDetails', { id: 4 }) is /portal/courses/4. */
export function portalLink(id: PortalScreenId, params: Record<string, string | number> = {}): string {
  return fillPath(`${PORTAL_PREFIX}/${PORTAL_PATHS[id]}`, params);
}
