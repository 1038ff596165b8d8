import { useEffect, useRef, useState } from 'react';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import { isApiError } from '@academy/shared/api/client';
import { revokeSession } from '@academy/shared/session/logout';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import { useT } from '../../../i18n';
import { useFailureText } from '../../../app/failure-text';

/** SimpleWebAuthn's browser code comes when the page is alive, not with the prerendered page. */
const ceremonies = () => import('@academy/shared/passkeys/ceremonies');

interface PasskeySignInProps {
  onSignedIn: (answer: SignedIn) => void;
  rememberMe: boolean;
}

/**
 * /login's "Sign in with a passkey": a passkey the browser holds for this site (discoverable, so no
 * e-mail address first). Where the browser supports it, its passkeys are also offered in the
 * e-mail field's autofill (conditional UI, the field's `autocomplete="username webauthn"`), from the
 * moment the page is alive; the button opens the browser's own dialog.
 */
export default function PasskeySignIn({ onSignedIn, rememberMe }: PasskeySignInProps) {
  const t = useT();
  const failureText = useFailureText();
  // shown from the prerendered page on (every current browser has passkeys), so the form does not move when the page comes alive
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);
  // the autofill's request and the button's can both be answered; the first answer signs in, and the
  // screen, still shown while the portal's code arrives, starts no second sign-in
  const answered = useRef(false);

  function accept(answer: SignedIn | null) {
    if (!answer) return;
    // a later answer's session, which no page will hold, is ended rather than left open
    if (answered.current || !mounted.current) {
      void revokeSession(answer.token);
      return;
    }
    answered.current = true;
    setSignedIn(true);
    onSignedIn(answer);
  }

  useEffect(() => {
    mounted.current = true;
    let live = true;
    void ceremonies().then(async ({ canUsePasskeys, signInWithPasskey }) => {
      if (!live) return;
      if (!canUsePasskeys()) {
        setSupported(false);
        return;
      }
      try {
        accept(await signInWithPasskey({ autofill: true, rememberMe }));
      } catch (error) {
        // only the API's refusal of a passkey the person chose is said: a browser without an
        // authenticator, the button's own request replacing this one, or the screen going away are not failures
        if (live && isApiError(error) && error.response) setFailure(failureText(error, 'site.login.passkeyFailed'));
      }
    });
    return () => {
      live = false;
      mounted.current = false;
      void ceremonies().then(({ cancelPasskeyRequest }) => cancelPasskeyRequest());
    };
    // once per visit: a new autofill request would replace the pending one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function signIn() {
    if (busy || answered.current) return;
    setBusy(true);
    setFailure(null);
    const { signInWithPasskey, wasCancelled } = await ceremonies();
    try {
      accept(await signInWithPasskey({ rememberMe }));
    } catch (error) {
      if (mounted.current && !wasCancelled(error)) setFailure(failureText(error, 'site.login.passkeyFailed'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="auth-passkey">
      <FormAlert message={failure} />
      <button type="button" className="btn btn--secondary" aria-busy={busy || signedIn} disabled={busy || signedIn} onClick={() => void signIn()}>
        {signedIn ? t('site.login.busy') : busy ? t('site.login.passkeyBusy') : t('site.login.passkey')}
      </button>
    </div>
  );
}
