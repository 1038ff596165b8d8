import type { RoleName } from '@academy/shared/domain/types';

export interface PortalNavItem {
  label: string;
  to: string;
}

const DASHBOARD: PortalNavItem = { label: 'Dashboard', to: '/portal/dashboard' };
const MY_DESK: PortalNavItem = { label: 'My Desk', to: '/portal/instructorDesk' };
const COMMON: PortalNavItem[] = [
  { label: 'Courses', to: '/portal/courses' },
  { label: 'Assignments', to: '/portal/assignments' },
  { label: 'Submissions', to: '/portal/submissions' },
  { label: 'Live Classes', to: '/portal/events' },
  { label: 'Profile', to: '/portal/profile' },
];

/** SPEC 2.6: Dashboard for students only, My Desk for facilitators only, then the common entries. */
export function portalNavItems(role: RoleName): PortalNavItem[] {
  return [role === 'facilitator' ? MY_DESK : DASHBOARD, ...COMMON];
}
