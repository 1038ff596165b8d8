import type { ComponentType, ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import RemoteArea from '../remotes/RemoteArea';
import AwaitedComponent from '../remotes/AwaitedComponent';
import DeferredToasts from './DeferredToasts';
import NewReleaseAtNextNavigation from '../releases/NewReleaseAtNextNavigation';
import { loadOrReloadOnce } from '../releases/reload-once';

interface LoadedWhenOpened {
  element: ReactElement;
  /** starts loading the part's code (once): the bootstrap waits for it before a first render that shows the part */
  load: () => Promise<unknown>;
}

/** A part of the shell that is not on the public site's first page: its code loads when it is first opened. */
function loadedWhenOpened(name: string, importPart: () => Promise<{ default: ComponentType }>): LoadedWhenOpened {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let arrived: ComponentType | null = null;
  const load = () =>
    (loading ??= loadOrReloadOnce(importPart).then((part) => {
      arrived = part.default;
      return part;
    }));
  // keyed: two parts in turn at the same place in the route tree are two components, not one kept
  return { element: <AwaitedComponent key={name} arrived={() => arrived} load={load} />, load };
}

// the portal frame (guard, navigation, its styles)
const PORTAL_FRAME = loadedWhenOpened('portal-frame', () => import(/* webpackChunkName: "portal-frame" */ '../portal/PortalFrame'));
// the certificate page, which brings the data layer with it
const CERTIFICATE_PAGE = loadedWhenOpened('certificate', () => import(/* webpackChunkName: "certificate" */ './CertificatePage'));

/** The portal frame's code, for the bootstrap to wait on before it renders a portal page. */
export const loadPortalFrame = PORTAL_FRAME.load;

/** The shell owns the URL and gives each route to one remote (docs/federation.md, "Route ownership"). */
export default function App() {
  return (
    <>
      <Routes>
        <Route path="/portal/*" element={PORTAL_FRAME.element} />
        <Route path="/certificate/*" element={CERTIFICATE_PAGE.element} />
        <Route path="*" element={<RemoteArea key="public_site" remote="public_site" module="routes" />} />
      </Routes>
      <DeferredToasts />
      <NewReleaseAtNextNavigation />
    </>
  );
}
