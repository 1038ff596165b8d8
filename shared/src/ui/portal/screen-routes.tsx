import { Suspense, type ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { openedScreenTitle } from '@academy/shared/routing/portal-nav';
import { PORTAL_SCREENS, portalScreenIds, type PortalScreenId } from '@academy/shared/routing/portal-screens';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';

/** A remote's elements for the screens of the route table it serves. */
export type ScreenElements = Partial<Record<PortalScreenId, ReactNode>>;

/** A screen's placeholder while its code loads, named as the top bar names the screen ("Loading Edit Course..."). */
function ScreenLoading({ id }: { id: PortalScreenId }) {
  const t = useT();
  const { state } = useLocation();
  return <LoadingPlaceholder label={t('portal.loadingScreen', { screen: t(openedScreenTitle(id, state)) })} shape="detail" />;
}

/**
 * The `<Route>`s of a role's screens that `elements` renders, at the table's paths (relative to
 * /portal). Put them inside the remote's `<Routes>`; a screen of the role without an element falls
 * to the remote's not-found route. A screen may be `React.lazy` (every one but the area's first
 * screen is, so a first visit loads only the code of the screen it shows): it shows a placeholder
 * inside the portal's frame while its code loads.
 */
export function screenRoutes(role: RoleName, elements: ScreenElements): ReactNode[] {
  return portalScreenIds(role)
    .filter((id) => elements[id] !== undefined)
    .map((id) => <Route key={id} path={PORTAL_SCREENS[id].path} element={<Suspense fallback={<ScreenLoading id={id} />}>{elements[id]}</Suspense>} />);
}
