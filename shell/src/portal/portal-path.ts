import type { RoleName } from '@academy/shared/domain/types';
import type { RemoteName } from '../remotes/register-remotes';

/** The shell's portal prefix: /portal and the paths under it (docs/federation.md, "Route ownership"). */
export function isPortalPath(pathname: string): boolean {
  return pathname === '/portal' || pathname.startsWith('/portal/');
}

/** The area of a role's portal: a facilitator's and an administrator's is facilitator-desk (docs/federation.md, "Route ownership"). */
export function portalAreaOf(role: RoleName): RemoteName {
  return role === 'student' ? 'student_portal' : 'facilitator_desk';
}
