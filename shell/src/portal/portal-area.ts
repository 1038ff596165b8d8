import { inlinedConfig } from '@academy/shared/config/inlined-config';
import { readCopy } from '@academy/shared/session/stored-session';
import { startLoadingRemoteComponent } from '../remotes/load-remote-component';
import { registerRemotesFrom } from '../remotes/register-remotes';
import { portalAreaOf } from './portal-path';

/** The exposed module of a portal area that the frame mounts. */
export const PORTAL_MODULE = 'portal-routes';

/**
 * Starts loading the signed-in role's portal area (its remoteEntry.js, then its first screen's
 * chunks) from the page's first script, while the shell's own scripts are still arriving, rather
 * than once the bootstrap has run. The frame's RemoteArea then takes that load, and shows its
 * failure if it fails. The role is read from the stored session copy (the server cannot name the
 * area in the document: the role lives in the tab) and the remotes from the inlined configuration;
 * only a hint: the frame decides what is shown. Without either, the frame loads the area itself.
 */
export function startLoadingPortalArea(): void {
  const role = (readCopy(sessionStorage) ?? readCopy(localStorage))?.user?.cla_role_name;
  const remotes = inlinedConfig()?.remotes;
  if (!role || !remotes?.[portalAreaOf(role)]) return;
  registerRemotesFrom(remotes);
  startLoadingRemoteComponent(portalAreaOf(role), PORTAL_MODULE);
}
