import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { ERROR_MESSAGE_KEYS } from '@academy/shared/api/error-keys';
import { appConfig } from '@academy/shared/config/app-config';
import { useErrorT } from '@academy/shared/i18n/messages';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import type { SignInProvider } from '@academy/contract/schemas/single-sign-on';
import { SIGN_IN_CODE_FRAGMENT, SIGN_IN_ERROR_FRAGMENT } from '@academy/contract/rules/sign-in-codes';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';
import type { ErrorCode } from '@academy/contract/rules/error-codes';
import { useT } from '../../../i18n';
import { useLanguageToSend } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { signUpStartState } from '../provider-sign-in';

// a code is exchanged once, even when React runs the effect twice (development) or the screen mounts again
const redeemed = new Set<string>();

/** The fragment the API's callback sent the browser back with: a one-time code, or the code of why not. */
function providerOutcome(hash: string): { code: string } | { error: string } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get(SIGN_IN_CODE_FRAGMENT);
  if (code) return { code };
  const error = fragment.get(SIGN_IN_ERROR_FRAGMENT);
  return error ? { error } : null;
}

/**
 * /login's "Sign in with {label}" links, one per identity provider the academy configured (none:
 * nothing shows), and the end of such a sign-in: the one-time code the API put in the page's
 * fragment is exchanged for the session, or for a sign-up that starts with the provider's name
 * and address; a refusal is said in the page's language.
 */
export default function ProviderSignIn({
  onSignedIn,
  rememberMe = false,
}: {
  /** With whether "Remember me" was ticked when the sign-in started (the page came back without it). */
  onSignedIn: (answer: SignedIn, remembered: boolean) => void;
  /** The login page's "Remember me": the provider's sign-in keeps the session as a password sign-in would. */
  rememberMe?: boolean;
}) {
  const t = useT();
  const errorT = useErrorT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const language = useLanguageToSend();
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [message, setMessage] = useState<{ text: string; tone?: 'info' } | null>(null);
  const [busy, setBusy] = useState(false);
  // the screen's latest handler, so that the fragment is read once, at the first render
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  useEffect(() => {
    let live = true;
    call('listSignInProviders', {}).then(
      (list) => live && setProviders(list ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const outcome = providerOutcome(window.location.hash);
    if (!outcome) return;
    // the code leaves the address bar (and the history) at once
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if ('error' in outcome) {
      const key = ERROR_MESSAGE_KEYS[outcome.error as ErrorCode] ?? ERROR_MESSAGE_KEYS.sign_in_provider_failed;
      // the person's own choice at the provider is no failure
      setMessage({ text: errorT(key), tone: outcome.error === 'sign_in_provider_cancelled' ? 'info' : undefined });
      return;
    }
    if (redeemed.has(outcome.code)) return;
    redeemed.add(outcome.code);
    setBusy(true);
    call('redeemSignInCode', { body: { code: outcome.code } }).then(
      (answer) => {
        setBusy(false);
        if (answer && 'sign_up' in answer) navigate(localPath(ACCOUNT_PATHS.account), { state: signUpStartState(answer.sign_up) });
        else if (answer) signedIn.current({ token: answer.token, user: answer.user }, answer.remember_me);
      },
      (error: unknown) => {
        setBusy(false);
        setMessage({ text: errorMessage(error, errorT(ERROR_MESSAGE_KEYS.sign_in_provider_failed)) });
      },
    );
  }, [localPath, navigate, errorT]);

  // the browser comes back to the login page in its language (the API's default is English)
  const start = (id: string) =>
    `${appConfig().apiBaseUrl}${ENDPOINT_ROUTES.startProviderSignIn.path}?provider=${encodeURIComponent(id)}${rememberMe ? '&remember_me=true' : ''}` +
    (language ? `&locale=${language}` : '');
  return (
    <>
      <FormAlert message={busy ? t('site.login.providerBusy') : (message?.text ?? null)} tone={busy ? 'info' : message?.tone} />
      {providers.length > 0 && (
        <div className="provider-sign-in">
          {providers.map((provider) => (
            <a key={provider.id} className="btn btn--secondary" href={start(provider.id)}>
              {t('site.login.withProvider', { label: provider.label })}
            </a>
          ))}
          <p className="provider-sign-in__or">{t('site.login.orPassword')}</p>
        </div>
      )}
    </>
  );
}
