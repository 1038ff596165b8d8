import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { useT } from '@academy/shared/i18n/messages';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { logout } from '@academy/shared/session/logout';
import { noteIntentionalLogout } from '@academy/shared/session/portal-access';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import { useWaitingHandIns } from '@academy/shared/ui/offline/Outbox';

export interface LogoutConfirmation {
  /** Opens the confirmation; confirming signs out (token revoked) and goes to the login page. */
  askToLogout: () => void;
  /** The dialog while it is open, else nothing: render it where the Logout control is. */
  dialog: ReactNode;
}

/** The portal's Logout, as the Profile screen and the top bar's menu offer it. */
export function useLogoutConfirmation(): LogoutConfirmation {
  const t = useT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // signing out forgets what waits on the device: the question names what would be lost
  const unsent = useWaitingHandIns().length;

  async function confirmLogout() {
    if (leaving) return;
    setLeaving(true);
    // the portal's session guard must not take this sign-out for an expired session
    noteIntentionalLogout();
    await logout();
    toast.success(t('portal.logout.done'));
    navigate(localPath(ACCOUNT_PATHS.login), { replace: true });
  }

  const dialog = confirming ? (
    <ConfirmDialog
      title={t('portal.logout.title')}
      message={unsent > 0 ? `${t('portal.logout.message')} ${t('portal.logout.unsent', { count: unsent })}` : t('portal.logout.message')}
      confirmLabel={t('portal.logout')}
      busy={leaving}
      busyText={t('portal.logout.busy')}
      worksOffline
      onConfirm={() => void confirmLogout()}
      onCancel={() => setConfirming(false)}
    />
  ) : null;
  return { askToLogout: () => setConfirming(true), dialog };
}
