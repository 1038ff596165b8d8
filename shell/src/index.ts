import { isPortalPath } from './portal/portal-path';
import { startLoadingPortalArea } from './portal/portal-area';

// The async boundary: shared singletons are negotiated before anything that uses them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// A portal page needs its frame and its area at once: their code is asked for beside the
// bootstrap's, not after it (docs/first-visit.md, "First visit: the portal").
if (isPortalPath(window.location.pathname)) {
  void import(/* webpackChunkName: "portal-frame" */ './portal/PortalFrame');
  startLoadingPortalArea();
}
