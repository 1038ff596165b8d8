import { startLoadingRemoteComponent } from '../remotes/load-remote-component';
import { registerRemotesFrom } from '../remotes/register-remotes';
import { PORTAL_MODULE, signedInArea } from './signed-in-area';

/**
 * Starts loading the signed-in role's portal area (its remoteEntry.js, then its first screen's
 * chunks) from the page's first script, while the shell's own scripts are still arriving, rather
 * than once the bootstrap has run. The frame's RemoteArea then takes that load, and shows its
 * failure if it fails. Without a signed-in area (`signedInArea`), the frame loads the area itself.
 */
export function startLoadingPortalArea(): void {
  const signedIn = signedInArea();
  if (!signedIn) return;
  registerRemotesFrom(signedIn.remotes);
  startLoadingRemoteComponent(signedIn.area, PORTAL_MODULE);
}
