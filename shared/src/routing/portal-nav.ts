import type { RoleName } from '@academy/shared/domain/types';
import {
  portalHomeId,
  portalNavIds,
  portalPath,
  portalScreenAt,
  portalScreenTitle,
  portalSectionOf,
  type PortalScreenId,
} from '@academy/shared/routing/portal-screens';

export interface PortalNavItem {
  id: PortalScreenId;
  label: string;
  to: string;
}

function navItem(id: PortalScreenId): PortalNavItem {
  return { id, label: portalScreenTitle(id), to: portalPath(id) };
}

/** docs/requirements.md §2.6, read from the route table (routing/portal-screens): each role's entries in the table's order. */
export function portalNavItems(role: RoleName): PortalNavItem[] {
  return portalNavIds(role).map(navItem);
}

/** The portal's home for a role: where /portal itself leads. */
export function portalHome(role: RoleName): PortalNavItem {
  return navItem(portalHomeId(role));
}

export const PORTAL_NOT_FOUND_TITLE = 'Page not found';

/** The navigation entry a portal path belongs to, or null for a path no screen of the role serves. */
export function portalSection(role: RoleName, pathname: string): PortalNavItem | null {
  const id = portalScreenAt(role, pathname);
  return id === null ? null : navItem(portalSectionOf(id));
}

/** The top bar's title for a portal path: its screen's title. */
export function portalPageTitle(role: RoleName, pathname: string): string {
  const id = portalScreenAt(role, pathname);
  return id === null ? PORTAL_NOT_FOUND_TITLE : portalScreenTitle(id);
}
