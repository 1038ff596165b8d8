import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import { logout } from '@academy/shared/session/logout';
import { useT } from '@academy/shared/i18n/messages';
import { decidePortalAccess, refusalText } from '@academy/shared/session/portal-access';
import { useSessionStore } from '@academy/shared/session/store';
import Toasts from '@academy/shared/ui/Toasts';
import PortalLayout from '@academy/shared/ui/portal/PortalLayout';
import StandaloneSignIn from '@academy/shared/ui/standalone/StandaloneSignIn';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/standalone.css';
import { PORTAL_PREFIX } from '@academy/shared/routing/portal-screens';

/** A route the area owns when it runs alone, at the same path the shell mounts it. */
export interface StandaloneRoute {
  path: string;
  component: ComponentType;
}

/** A portal remote: its routes under /portal, for signed-in users of one role. */
export interface StandalonePortal {
  role: RoleName;
  routes: ComponentType;
}

export interface StandaloneAppProps {
  /** The area as the team note names it, e.g. 'student portal'. */
  areaName: string;
  portal?: StandalonePortal;
  /** Other routes; their screens deal with a missing session themselves. */
  routes?: StandaloneRoute[];
}

const ROLE_PLURAL: Record<RoleName, string> = { student: 'students', facilitator: 'facilitators', admin: 'administrators' };

function StandalonePortalArea({ areaName, role, routes: PortalRoutes }: StandalonePortal & { areaName: string }) {
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const expiresAt = useSessionStore((state) => state.expiresAt);
  const access = decidePortalAccess({ token, user, expiresAt });
  const t = useT();

  if (!access.allowed || !user) {
    return <StandaloneSignIn areaName={areaName} role={role} notice={token && !access.allowed ? refusalText(access.message, t) : null} />;
  }
  if (user.cla_role_name !== role) {
    const notice = `This area is for ${ROLE_PLURAL[role]}; you are signed in as a ${user.cla_role_name}.`;
    return <StandaloneSignIn areaName={areaName} role={role} notice={notice} />;
  }
  return (
    <>
      <header className="standalone-bar">
        <p>
          Team preview: the {areaName} running alone, signed in as {user.name}.
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
          Sign out
        </button>
      </header>
      <PortalLayout role={role}>
        <PortalRoutes />
      </PortalLayout>
    </>
  );
}

/**
 * A remote on its own port, for its team: the routes it gives the shell, at the same paths, and
 * for a portal remote the shell's part too (a sign-in when no session is held, the side navigation).
 */
export default function StandaloneApp({ areaName, portal, routes = [] }: StandaloneAppProps) {
  return (
    <>
      <Routes>
        {routes.map(({ path, component: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {portal && <Route path={`${PORTAL_PREFIX}/*`} element={<StandalonePortalArea areaName={areaName} {...portal} />} />}
        {portal && <Route path="*" element={<Navigate to={PORTAL_PREFIX} replace />} />}
      </Routes>
      <Toasts />
    </>
  );
}
