import type { RoleName } from '@academy/shared/domain/types';

export interface PortalNavItem {
  label: string;
  to: string;
  /** Other first path segments under /portal that belong to this entry: the facilitator's "new" forms. */
  related?: string[];
}

const DASHBOARD: PortalNavItem = { label: 'Dashboard', to: '/portal/dashboard' };
const MY_DESK: PortalNavItem = { label: 'My Desk', to: '/portal/instructorDesk' };
/** docs/requirements.md §11, Announcements: the facilitator's entries after My Desk. */
const FACILITATOR_ONLY: PortalNavItem[] = [{ label: 'Announcements', to: '/portal/announcements' }];
const PROFILE: PortalNavItem = { label: 'Profile', to: '/portal/profile' };
const COMMON: PortalNavItem[] = [
  { label: 'Courses', to: '/portal/courses', related: ['course', 'topic'] },
  { label: 'Assignments', to: '/portal/assignments', related: ['assignment'] },
  { label: 'Submissions', to: '/portal/submissions' },
  { label: 'Live Classes', to: '/portal/events', related: ['event', 'attendance'] },
  PROFILE,
];
/** The administration's screens, all under /portal/admin (docs/requirements.md, Administration). */
const ADMIN_ACCOUNTS: PortalNavItem = { label: 'Accounts', to: '/portal/admin' };
const ADMINISTRATION: PortalNavItem[] = [
  ADMIN_ACCOUNTS,
  { label: 'Cohorts', to: '/portal/admin/cohorts' },
  { label: 'Invitations', to: '/portal/admin/invitations' },
  { label: 'Announcements', to: '/portal/admin/announcements' },
  { label: 'FAQ', to: '/portal/admin/faq' },
  { label: 'Faculty', to: '/portal/admin/faculty' },
  { label: 'Audit log', to: '/portal/admin/audit' },
  PROFILE,
];

/** docs/requirements.md §2.6: Dashboard for students only, My Desk (and Announcements) for facilitators only, then the common entries; administrators their own. */
export function portalNavItems(role: RoleName): PortalNavItem[] {
  if (role === 'admin') return ADMINISTRATION;
  return role === 'facilitator' ? [MY_DESK, ...FACILITATOR_ONLY, ...COMMON] : [DASHBOARD, ...COMMON];
}

/** The portal's home for a role: where /portal itself leads. */
export function portalHome(role: RoleName): PortalNavItem {
  if (role === 'admin') return ADMIN_ACCOUNTS;
  return role === 'facilitator' ? MY_DESK : DASHBOARD;
}

export const PORTAL_NOT_FOUND_TITLE = 'Page not found';

/** The navigation entry a portal path belongs to, or null for a path no screen serves. /portal alone is the role's home. */
export function portalSection(role: RoleName, pathname: string): PortalNavItem | null {
  const segment = pathname.replace(/^\/portal\/?/, '').split('/')[0] ?? '';
  if (segment === '') return portalHome(role);
  if (role === 'admin') {
    const path = pathname.replace(/\/+$/, '');
    return ADMINISTRATION.find((item) => item.to === path) ?? null;
  }
  const formsAreTheirs = role === 'facilitator';
  return portalNavItems(role).find((item) => item.to.split('/')[2] === segment || (formsAreTheirs && item.related?.includes(segment))) ?? null;
}

/** The top bar's title for a portal path: its navigation entry's label. */
export function portalPageTitle(role: RoleName, pathname: string): string {
  return portalSection(role, pathname)?.label ?? PORTAL_NOT_FOUND_TITLE;
}
