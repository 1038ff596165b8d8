import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import logoUrl from '@academy/shared/assets/logo.svg';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import type { User } from '@academy/shared/domain/types';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useT } from '@academy/shared/i18n/messages';
import PortalUserMenu from '@academy/shared/ui/portal/PortalUserMenu';

export interface PortalTopBarProps {
  user: User;
  title: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** Controls placed before the user menu (e.g. notifications). */
  actions?: ReactNode;
}

/** The portal's top bar: the phone menu button, the academy mark (to the public home, in the reader's language), the page title, the user. */
export default function PortalTopBar({ user, title, drawerOpen, onOpenDrawer, actions }: PortalTopBarProps) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <header className="portal-topbar">
      <button type="button" className="portal-topbar__menu" aria-expanded={drawerOpen} onClick={onOpenDrawer}>
        <span className="portal-topbar__menu-icon" aria-hidden="true" />
        {t('portal.menu')}
      </button>
      <Link to={localPath('/')} className="portal-topbar__mark">
        <img src={logoUrl} alt="" width={36} height={36} />
        <span className="portal-topbar__name">{ACADEMY_NAME}</span>
      </Link>
      <p className="portal-topbar__title">{title}</p>
      {actions && <div className="portal-topbar__actions">{actions}</div>}
      <PortalUserMenu user={user} />
    </header>
  );
}
