import { isPortalPath } from './portal/portal-path';

// The async boundary: shared singletons are negotiated before anything that uses them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// A portal page needs its frame at once: its code is asked for beside the bootstrap's, not after it.
if (isPortalPath(window.location.pathname)) void import(/* webpackChunkName: "portal-frame" */ './portal/PortalFrame');
