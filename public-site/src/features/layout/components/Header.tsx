import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { logout } from '@academy/shared/session/logout';
import logoUrl from '@academy/shared/assets/logo.svg';
import { ACADEMY_NAME } from '../../../config/academy';
import { useSignedIn } from '../use-signed-in';
import './Header.css';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/programs', label: 'Programs' },
  { to: '/faculty', label: 'Faculty' },
  { to: '/faq', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
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

  // a link followed from the open phone menu closes it
  useEffect(() => setMenuOpen(false), [pathname]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  }

  return (
    <header className="ps-header" onKeyDown={closeOnEscape}>
      <div className="ps-header__bar">
        <Link to="/" className="ps-header__brand">
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
          Menu
        </button>
        <nav id={NAV_ID} aria-label="Main" className={menuOpen ? 'ps-header__nav ps-header__nav--open' : 'ps-header__nav'}>
          <ul className="ps-header__links">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className={navLinkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              {signedIn ? (
                // following the link goes home; the session ends on the way (docs/requirements.md §2.2)
                <Link to="/" className="ps-header__link ps-header__link--account" onClick={() => void logout()}>
                  Logout
                </Link>
              ) : (
                <NavLink to="/login" className={({ isActive }) => `${navLinkClass({ isActive })} ps-header__link--account`}>
                  Login
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
