import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { logout } from '@academy/shared/session/logout';
import logoUrl from '@academy/shared/assets/logo.svg';
import { ACADEMY_NAME } from '../../../config/academy';
import { useSignedIn } from '../use-signed-in';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import LanguageMenu from './LanguageMenu';
import './Header.css';

const NAV_LINKS = [
  { to: '/', label: 'site.nav.home' },
  { to: '/about', label: 'site.nav.about' },
  { to: '/programs', label: 'site.nav.programs' },
  { to: '/faculty', label: 'site.nav.faculty' },
  { to: '/faq', label: 'site.nav.faq' },
  { to: '/contact', label: 'site.nav.contact' },
] as const;

const NAV_ID = 'ps-header-nav';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'ps-header__link ps-header__link--active' : 'ps-header__link';
}

/** The public header (docs/requirements.md §2.2); the shell shows it above the portal too. */
export default function Header() {
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useT();
  const localPath = useLocalPath();

  // a link followed from the open phone menu closes it
  useEffect(() => setMenuOpen(false), [pathname]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  }

  // the keyboard moved on to the page: the open menu would cover what now has focus
  function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  }

  return (
    <header className="ps-header" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      {/* a phone that runs no scripts cannot open the menu: its links are shown instead (the prerendered page only) */}
      <noscript>
        <style>{'.ps-header__menu-button{display:none}.ps-header__nav{display:block}'}</style>
      </noscript>
      <LanguageMenu />
      <div className="ps-header__bar">
        <Link to={localPath('/')} className="ps-header__brand">
          <img src={logoUrl} alt="" className="ps-header__logo" width={44} height={44} />
          <span className="ps-header__name">{ACADEMY_NAME}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="ps-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="ps-header__menu-icon" aria-hidden="true" />
          {t('portal.menu')}
        </button>
        <nav id={NAV_ID} aria-label={t('site.nav.label')} className={menuOpen ? 'ps-header__nav ps-header__nav--open' : 'ps-header__nav'}>
          <ul className="ps-header__links">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={localPath(to)} end={to === '/'} className={navLinkClass}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li>
              {signedIn ? (
                // following the link goes home; the session ends on the way (docs/requirements.md §2.2)
                <Link to={localPath('/')} className="ps-header__link ps-header__link--account" onClick={() => void logout()}>
                  {t('portal.logout')}
                </Link>
              ) : (
                <NavLink to={localPath('/login')} className={({ isActive }) => `${navLinkClass({ isActive })} ps-header__link--account`}>
                  {t('site.nav.login')}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
