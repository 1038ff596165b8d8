import { useSessionStore } from '@academy/shared/session/store';
import { startLoadingRemoteComponent } from '../remotes/load-remote-component';
import { portalAreaOf } from './portal-path';

/** The exposed module of a portal area that the frame mounts. */
export const PORTAL_MODULE = 'portal-routes';

/**
 * Starts loading the signed-in user's portal area (its remoteEntry.js and first screen) at once,
 * beside the frame's own code, rather than once the frame has rendered. The frame's RemoteArea
 * then takes that load, and shows its failure if it fails.
 */
export function startLoadingPortalArea(): void {
  const role = useSessionStore.getState().user?.cla_role_name;
  if (role) startLoadingRemoteComponent(portalAreaOf(role), PORTAL_MODULE);
}
