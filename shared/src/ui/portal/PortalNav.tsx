import { NavLink } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import { portalNavItems } from '@academy/shared/routing/portal-nav';

/** The portal's side navigation; the current page's link carries aria-current="page". */
export default function PortalNav({ role }: { role: RoleName }) {
  return (
    <nav className="portal-nav" aria-label="Portal">
      <ul>
        {portalNavItems(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? 'portal-nav-link active' : 'portal-nav-link')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
