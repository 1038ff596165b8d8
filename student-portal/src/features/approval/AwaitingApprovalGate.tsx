import { Link, Outlet } from 'react-router-dom';
import { useSessionStore } from '@academy/shared/session/store';
import { portalPath } from '@academy/shared/routing/portal-screens';

/** docs/requirements.md §11, approval of self sign-up: what a student awaiting approval reads instead of a screen. */
export const AWAITING_APPROVAL_NOTICE =
  'Your place is awaiting approval by the academy. Your courses, classes and figures open here as soon as an administrator approves you.';

/**
 * The student's screens, until the API answers that their place awaits approval: then this notice
 * instead (the server refuses the cohort's data whatever the screen shows). The profile stays outside.
 */
export default function AwaitingApprovalGate() {
  const awaiting = useSessionStore((state) => state.awaitingApproval);
  if (!awaiting) return <Outlet />;
  return (
    <section className="card" aria-labelledby="sp-awaiting-title">
      <h1 id="sp-awaiting-title">Awaiting approval</h1>
      <p role="status">{AWAITING_APPROVAL_NOTICE}</p>
      <p>
        <Link to={portalPath('profile')}>Your profile</Link>
      </p>
    </section>
  );
}
