import { Link, useLocation } from 'react-router-dom';
import type { RoleName } from '@academy/shared/domain/types';
import { useT } from '@academy/shared/i18n/messages';
import { portalNavItems, portalSection } from '@academy/shared/routing/portal-nav';

export interface PortalNavProps {
  role: RoleName;
  /** A link was followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * The portal's navigation by role. The entry the current path belongs to carries
 * aria-current="page": its list and details, its forms, and the role's home at /portal itself.
 */
export default function PortalNav({ role, onNavigate }: PortalNavProps) {
  const t = useT();
  const current = portalSection(role, useLocation().pathname);
  return (
    <nav className="portal-nav" aria-label={t('portal.nav.label')}>
      <ul>
        {portalNavItems(role).map((item) => {
          const isCurrent = item.to === current?.to;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={isCurrent ? 'portal-nav-link active' : 'portal-nav-link'}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={onNavigate}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
