import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import RemoteArea from '../remotes/RemoteArea';
import Loading from '../remotes/Loading';
import DeferredToasts from './DeferredToasts';
import NewReleaseAtNextNavigation from '../releases/NewReleaseAtNextNavigation';
import { loadOrReloadOnce } from '../releases/reload-once';
import { isPortalPath } from '../portal/portal-path';

/** A part of the shell that is not on the public site's first page: its code loads when it is first opened. */
function loadedWhenOpened(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Part = lazy(() => loadOrReloadOnce(load));
  return (
    <Suspense fallback={<Loading />}>
      <Part />
    </Suspense>
  );
}

// the portal frame (guard, navigation, its styles)
const PORTAL_FRAME = loadedWhenOpened(() => import(/* webpackChunkName: "portal-frame" */ '../portal/PortalFrame'));
// the certificate page, which brings the data layer with it
const CERTIFICATE_PAGE = loadedWhenOpened(() => import(/* webpackChunkName: "certificate" */ './CertificatePage'));

/** The shell owns the URL and gives each route to one remote (docs/architecture.md). */
export default function App() {
  const { pathname } = useLocation();
  const inPortal = isPortalPath(pathname) || pathname.startsWith('/certificate');
  return (
    <>
      <Routes>
        <Route path="/portal/*" element={PORTAL_FRAME} />
        <Route path="/certificate/*" element={CERTIFICATE_PAGE} />
        <Route path="*" element={<RemoteArea key="public_site" remote="public_site" module="routes" />} />
      </Routes>
      <DeferredToasts immediately={inPortal} />
      <NewReleaseAtNextNavigation />
    </>
  );
}
