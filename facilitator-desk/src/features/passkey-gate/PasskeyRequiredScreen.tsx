import { useT as useSharedT } from '@academy/shared/i18n/messages';
import { useLogoutConfirmation } from '@academy/shared/ui/portal/LogoutConfirmation';
import PasskeysSection from '@academy/shared/ui/profile/PasskeysSection';
import { useT } from '../../i18n';

/** What staff see instead of the desk until they add a passkey (PasskeyRequiredGate): add one here, or sign out. */
export default function PasskeyRequiredScreen() {
  const t = useT();
  const sharedT = useSharedT();
  const { askToLogout, dialog } = useLogoutConfirmation();
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
