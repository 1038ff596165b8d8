import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import { PORTAL_SCREENS, portalScreenIds, type PortalScreenId } from '@academy/shared/routing/portal-screens';

/** A remote's elements for the screens of the route table it serves. */
export type ScreenElements = Partial<Record<PortalScreenId, ReactNode>>;

/**
 * The `<Route>`s of a role's screens that `elements` renders, at the table's paths (relative to
 * /portal). Put them inside the remote's `<Routes>`; a screen of the role without an element falls
 * to the remote's not-found route.
 */
export function screenRoutes(role: RoleName, elements: ScreenElements): ReactNode[] {
  return portalScreenIds(role)
    .filter((id) => elements[id] !== undefined)
    .map((id) => <Route key={id} path={PORTAL_SCREENS[id].path} element={elements[id]} />);
}
