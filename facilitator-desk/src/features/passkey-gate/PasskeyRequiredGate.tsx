import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionStore } from '@academy/shared/session/store';
import { useT } from '@academy/shared/i18n/messages';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';

// rarely shown: its passkey forms and dialogs stay off the desk's first visit
const PasskeyRequiredScreen = lazy(() => import('./PasskeyRequiredScreen'));

/**
 * The desk and the administration, until the API answers that the academy requires a passkey of
 * staff and this session signed in with a password alone: then the screen that adds one instead
 * (the server refuses the desk's calls meanwhile, whatever the screen shows). Once a passkey is
 * added the desk comes back as it was.
 */
export default function PasskeyRequiredGate({ children }: { children: ReactNode }) {
  const t = useT();
  const required = useSessionStore((state) => state.passkeyRequired);
  if (!required) return children;
  return (
    <Suspense fallback={<LoadingPlaceholder label={t('profile.passkeys.loading')} shape="list" />}>
      <PasskeyRequiredScreen />
    </Suspense>
  );
}
