import { Link, Outlet } from 'react-router-dom';
import { useSessionStore } from '@academy/shared/session/store';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { useT } from '../../i18n';

/**
 * The student's screens, until the API answers that their place awaits approval: then this notice
 * instead (the server refuses the cohort's data whatever the screen shows). The profile stays outside.
 */
export default function AwaitingApprovalGate() {
  const t = useT();
  const awaiting = useSessionStore((state) => state.awaitingApproval);
  if (!awaiting) return <Outlet />;
  return (
    <section className="card" aria-labelledby="sp-awaiting-title">
      <h1 id="sp-awaiting-title">{t('approval.title')}</h1>
      {/* docs/requirements.md §11, approval of self sign-up: what a student awaiting approval reads instead of a screen */}
      <p role="status">{t('approval.notice')}</p>
      <p>
        <Link to={portalPath('profile')}>{t('approval.profile')}</Link>
      </p>
    </section>
  );
}
