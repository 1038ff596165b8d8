import type { ReactNode } from 'react';
import type { RoleName } from '@academy/shared/domain/types';
import PortalNav from '@academy/shared/ui/portal/PortalNav';
import '@academy/shared/styles/portal.css';

/**
 * The portal's page: the side navigation by role beside the main content. The shell's portal
 * frame and a portal remote running alone (ui/standalone) both use it.
 */
export default function PortalLayout({ role, children }: { role: RoleName; children: ReactNode }) {
  return (
    <div className="portal">
      <PortalNav role={role} />
      <main id="main" className="portal-main">
        {children}
      </main>
    </div>
  );
}
