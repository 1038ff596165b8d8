import { isApiError } from '@academy/shared/api/client';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { ACCOUNT_PATHS, afterLoginPathFor, loginMessageFrom } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { useEarlyInput } from '@academy/shared/forms/early-input';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import type { SignedIn } from '@academy/contract/schemas/accounts';
import SignInForm from '@academy/shared/ui/forms/SignInForm';
import PasskeySignIn from './PasskeySignIn';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { INTAKES_CONTENT } from '../../../app/intakes';
import { useFormEcho, usePageContent, echoMessage } from '../../../app/page-data';
import NoScriptsMark from '../../../app/NoScriptsMark';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';
import ProviderSignIn from './ProviderSignIn';

/** New here? The sign-up link, while the academy's sign-up is open (asked in the browser; its line is kept, so nothing moves when it comes). */
function SignUpLink() {
  const t = useT();
  const localPath = useLocalPath();
  const { state } = usePageContent(INTAKES_CONTENT);
  const open = state.status === 'ready' && state.data.sign_up_open;
  return (
    <p className="auth-links auth-links--sign-up">
      {open && <span>{t('site.login.newHere', { link: <Link to={localPath(ACCOUNT_PATHS.account)}>{t('site.login.signUp')}</Link> })}</span>}
    </p>
  );
}

/**
 * Hand-ins waiting on this device from a session that ended (a tab closed offline): only their
 * account's sign-in sends them, and another's forgets them, so the login page says so.
 */
function WorkWaitingOnDevice() {
  const t = useT();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    let live = true;
    // its own chunk: the login page's first bytes do not carry the device's store
    void import('@academy/shared/offline/device-store').then(({ isWorkWaiting }) => isWorkWaiting()).then((found) => live && setWaiting(found));
    return () => {
      live = false;
    };
  }, []);
  return <FormAlert message={waiting ? t('site.login.workWaiting') : null} tone="info" />;
}

/** The sign-in's toast, in the page's language as it changes: the portal opens in the account's, which may not be the login page's. */
function SignedInToast() {
  const t = useT();
  return t('site.login.success');
}

/**
 * Refused credentials get the docs/requirements.md §8 login text (in the page's language); anything
 * else (bad input, rate limit, no answer) follows the form error rule with that text as its default.
 */
function useLoginFailureText(): (error: unknown) => string {
  const t = useT();
  const failureText = useFailureText();
  return (error) => (isApiError(error) && error.response?.status === 401 ? t('site.login.failed') : failureText(error, 'site.login.failed'));
}

/**
 * /login (docs/requirements.md §2.4). 'Remember me' keeps the session for its 7 days across browser restarts (a copy
 * in local storage); unticked, the session ends when the tab is closed.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const loginFailureText = useLoginFailureText();
  const echo = useFormEcho();
  const arrivalMessage = echo ? t(echoMessage(echo)) : loginMessageFrom(location.state);
  const localPath = useLocalPath();
  const [remember, setRemember] = useState(false);
  // the e-mail and password are SignInForm's own; the box ticked before the page came alive is this screen's
  const card = useRef<HTMLElement>(null);
  useEarlyInput(card, (input) => typeof input.remember === 'boolean' && setRemember(input.remember));

  function onSignedIn({ token, user }: SignedIn, remembered = remember) {
    useSessionStore.getState().signIn(token, user, { remember: remembered });
    // a message of an earlier screen ("Account created") does not follow the user into the portal
    toast.dismiss();
    toast.success(<SignedInToast />);
    navigate(afterLoginPathFor(user, location.state), { replace: true });
  }

  return (
    <section ref={card} className="form-card" aria-labelledby="login-title">
      <PageMeta title={`${t('site.login.title')} | ${ACADEMY_NAME}`} description={t('site.login.description')} />
      <h1 id="login-title">{t('site.login.title')}</h1>
      <FormAlert message={arrivalMessage} tone="info" />
      <WorkWaitingOnDevice />
      <ProviderSignIn onSignedIn={onSignedIn} rememberMe={remember} />
      <SignInForm
        submitText={t('site.login.submit')}
        busyText={t('site.login.busy')}
        incompleteAnswerText={t('site.login.incomplete')}
        failureText={loginFailureText}
        onSignedIn={onSignedIn}
        rememberMe={remember}
        initialEmail={echo?.email}
        passkeyAutofill
      >
        <NoScriptsMark />
        <CheckboxField
          label={t('site.login.remember')}
          name="remember"
          hint={t('site.login.rememberHint')}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
      </SignInForm>
      <PasskeySignIn onSignedIn={onSignedIn} rememberMe={remember} />
      <p className="auth-links">
        <Link to={localPath(ACCOUNT_PATHS.forgotPassword)}>{t('site.login.forgot')}</Link>
      </p>
      <SignUpLink />
    </section>
  );
}
