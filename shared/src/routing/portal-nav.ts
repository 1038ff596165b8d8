import { courseFormFromState, courseFormTitle, topicFormTitle, topicFromState } from '@academy/shared/domain/courses';
import type { RoleName } from '@academy/shared/domain/types';
import type { SharedMessageKey } from '@academy/shared/i18n/messages';
import { assignmentFormStateFrom, assignmentFormTitle } from '@academy/shared/routing/assignment-routes';
import { editedLiveClassFrom, liveClassFormTitle } from '@academy/shared/routing/live-class-routes';
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
  /** The entry's message. */
  label: SharedMessageKey;
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

export const PORTAL_NOT_FOUND_TITLE: SharedMessageKey = 'portal.screen.notFound';

/** The navigation entry a portal path belongs to, or null for a path no screen of the role serves. */
export function portalSection(role: RoleName, pathname: string): PortalNavItem | null {
  const id = portalScreenAt(role, pathname);
  return id === null ? null : navItem(portalSectionOf(id, role));
}

/** The forms say what they do, as their headings do ('Edit Course'), from the router state that opens them. */
const FORM_TITLES: Partial<Record<PortalScreenId, (state: unknown) => SharedMessageKey>> = {
  courseForm: (state) => courseFormTitle(courseFormFromState(state).mode),
  topicForm: (state) => topicFormTitle(topicFromState(state) !== null),
  assignmentForm: (state) => assignmentFormTitle(assignmentFormStateFrom(state).assignment !== null),
  liveClassForm: (state) => liveClassFormTitle(editedLiveClassFrom(state) !== null),
};

/** A screen's name (its message) opened with this router state: its title, or what its form does. */
export function openedScreenTitle(id: PortalScreenId, state?: unknown): SharedMessageKey {
  return FORM_TITLES[id]?.(state) ?? portalScreenTitle(id);
}

/** The top bar's and the tab's title (its message) for a portal path and its router state. */
export function portalPageTitle(role: RoleName, pathname: string, state?: unknown): SharedMessageKey {
  const id = portalScreenAt(role, pathname);
  return id === null ? PORTAL_NOT_FOUND_TITLE : openedScreenTitle(id, state);
}
