import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import RemoteArea from '../remotes/RemoteArea';
import Loading from '../remotes/Loading';
import DeferredToasts from './DeferredToasts';
import NewReleaseAtNextNavigation from '../releases/NewReleaseAtNextNavigation';
import { loadOrReloadOnce } from '../releases/reload-once';
import { isPortalPath } from '../portal/portal-path';

// the portal frame (guard, navigation, its styles) is not part of the public site's first page
const PortalFrame = lazy(() => loadOrReloadOnce(() => import(/* webpackChunkName: "portal-frame" */ '../portal/PortalFrame')));
// nor the certificate page, which brings the data layer with it
const CertificatePage = lazy(() => loadOrReloadOnce(() => import(/* webpackChunkName: "certificate" */ './CertificatePage')));

/** The shell owns the URL and gives each route to one remote (docs/architecture.md). */
export default function App() {
  const { pathname } = useLocation();
  const inPortal = isPortalPath(pathname) || pathname.startsWith('/certificate');
  return (
    <>
      <Routes>
        <Route
          path="/portal/*"
          element={
            <Suspense fallback={<Loading />}>
              <PortalFrame />
            </Suspense>
          }
        />
        <Route
          path="/certificate/*"
          element={
            <Suspense fallback={<Loading />}>
              <CertificatePage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteArea key="public_site" remote="public_site" module="routes" />} />
      </Routes>
      <DeferredToasts immediately={inPortal} />
      <NewReleaseAtNextNavigation />
    </>
  );
}
