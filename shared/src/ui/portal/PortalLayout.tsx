import { useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import NotificationBell from '@academy/shared/ui/notifications/NotificationBell';
import { useAccountLocale } from '@academy/shared/i18n/account-locale';
import { useDocumentTitle } from '@academy/shared/hooks/use-document-title';
import { useFocusOnNewScreen, useFocusRescue } from '@academy/shared/hooks/use-focus-rescue';
import { useT } from '@academy/shared/i18n/messages';
import { portalPageTitle } from '@academy/shared/routing/portal-nav';
import { useSessionStore } from '@academy/shared/session/store';
import PortalDrawer from '@academy/shared/ui/portal/PortalDrawer';
import PortalNav from '@academy/shared/ui/portal/PortalNav';
import PortalTopBar from '@academy/shared/ui/portal/PortalTopBar';
import SkipLink from '@academy/shared/ui/SkipLink';
import OfflineNotice from '@academy/shared/ui/offline/OfflineNotice';
import { useReportBrowserZone } from '@academy/shared/notifications/reader-zone';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import '@academy/shared/styles/portal.css';

const MAIN_ID = 'main';

export interface PortalLayoutProps {
  role: RoleName;
  children: ReactNode;
}

/**
 * The portal's page: the top bar, the navigation by role (a side column on wide screens, a drawer
 * behind the Menu button on phones) and the main content, in the account's language. The shell's
 * portal frame and a portal remote running alone (ui/standalone) both use it.
 */
export default function PortalLayout({ role, children }: PortalLayoutProps) {
  const t = useT();
  const user = useSessionStore((state) => state.user);
  const { pathname, state } = useLocation();
  // the menu belongs to the screen it was opened on: another screen (a link, Back) closes it
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawerOpen = drawerOn === pathname;
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  useFocusOnNewScreen(main, pathname);
  const inAccountLocale = useAccountLocale(user?.locale);
  const title = user && inAccountLocale ? t(portalPageTitle(role, pathname, state)) : null;
  useDocumentTitle(title === null ? null : `${title} | ${ACADEMY_NAME}`);
  useReportBrowserZone();
  if (!user || title === null) return null;

  return (
    <div className="portal">
      <SkipLink mainId={MAIN_ID}>{t('portal.skipToMain')}</SkipLink>
      <PortalTopBar user={user} title={title} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOn(pathname)} actions={<NotificationBell />} />
      <div className="portal-body">
        <div className="portal-sidebar">
          <PortalNav role={role} />
        </div>
        {drawerOpen && <PortalDrawer role={role} onClose={() => setDrawerOn(null)} />}
        <main id={MAIN_ID} ref={main} tabIndex={-1} className="portal-main">
          <OfflineNotice />
          {children}
        </main>
      </div>
    </div>
  );
}
