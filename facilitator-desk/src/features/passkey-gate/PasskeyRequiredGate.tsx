import type { ReactNode } from 'react';
import { useSessionStore } from '@academy/shared/session/store';
import { useT as useSharedT } from '@academy/shared/i18n/messages';
import { useLogoutConfirmation } from '@academy/shared/ui/portal/LogoutConfirmation';
import PasskeysSection from '@academy/shared/ui/profile/PasskeysSection';
import { useT } from '../../i18n';

/**
 * The desk and the administration, until the API answers that the academy requires a passkey of
 * staff and this session signed in with a password alone: then this screen instead, which adds one
 * (the server refuses the desk's calls meanwhile, whatever the screen shows). Once a passkey is
 * added the desk comes back as it was.
 */
export default function PasskeyRequiredGate({ children }: { children: ReactNode }) {
  const t = useT();
  const sharedT = useSharedT();
  const required = useSessionStore((state) => state.passkeyRequired);
  const { askToLogout, dialog } = useLogoutConfirmation();
  if (!required) return children;
  return (
    <section className="card" aria-labelledby="fd-passkey-gate-title">
      <h1 id="fd-passkey-gate-title">{t('passkeyGate.title')}</h1>
      <p role="status">{t('passkeyGate.notice')}</p>
      <PasskeysSection />
      <p>
        <button type="button" className="btn btn--secondary" onClick={askToLogout}>
          {sharedT('portal.logout')}
        </button>
      </p>
      {dialog}
    </section>
  );
}
