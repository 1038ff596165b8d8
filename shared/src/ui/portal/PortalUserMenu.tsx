import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { useLogoutConfirmation } from '@academy/shared/ui/portal/LogoutConfirmation';
import { initials } from '@academy/shared/format/initials';

/**
 * The signed-in user in the top bar (name and role; initials on a phone) and a menu with Profile
 * and Logout. Escape, a click elsewhere or the focus moving elsewhere closes the menu.
 */
export default function PortalUserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { askToLogout, dialog } = useLogoutConfirmation();
  const t = useT();
  const role = t('portal.role', { role: user.cla_role_name });

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  // a focus lost to nothing (another window) leaves it open
  function closeWhenFocusLeaves(event: FocusEvent) {
    if (event.relatedTarget && !container.current?.contains(event.relatedTarget as Node)) setOpen(false);
  }

  return (
    <div ref={container} className="portal-user" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button ref={button} type="button" className="portal-user__button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className="portal-user__avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="portal-user__who">
          <span className="portal-user__name">{user.name}</span> <span className="portal-user__role">{role}</span>
        </span>
      </button>
      {open && (
        <div id={menuId} className="portal-user__menu">
          <p className="portal-user__signed-in">{t('portal.signedInAs', { name: <strong>{user.name}</strong>, role })}</p>
          <ul>
            <li>
              <Link to={ACCOUNT_PATHS.profile} className="portal-user__item" onClick={() => setOpen(false)}>
                {t('portal.screen.profile')}
              </Link>
            </li>
            <li>
              <button type="button" className="portal-user__item" onClick={askToLogout}>
                {t('portal.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
      {dialog}
    </div>
  );
}
