import { Link } from 'react-router-dom';
import { PORTAL_NOT_FOUND_TITLE, portalHome } from '@academy/shared/routing/portal-nav';
import { useSessionStore } from '@academy/shared/session/store';
import { useT } from '@academy/shared/i18n/messages';

/**
 * What a portal path without a screen shows (docs/requirements.md §2.1): the portal's welcome line (the original wording) and
 * a way back to the user's portal home.
 */
export default function PortalFallback() {
  const t = useT();
  const role = useSessionStore((state) => state.user?.cla_role_name ?? 'student');
  const home = portalHome(role);
  return (
    <section className="portal-fallback empty-state" aria-labelledby="portal-fallback-title">
      <h1 id="portal-fallback-title" className="empty-state__title">
        {t(PORTAL_NOT_FOUND_TITLE)}
      </h1>
      <p>{t('portal.fallback.welcome')}</p>
      <Link to={home.to} className="btn">
        {t('portal.fallback.back', { home: t(home.label) })}
      </Link>
    </section>
  );
}
