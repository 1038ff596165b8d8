import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { useEarlyInput } from '@academy/shared/forms/early-input';
import { focusField } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { emailError, firstError, requiredError } from '@academy/shared/forms/validation';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import { useDelayedRedirect } from '../use-delayed-redirect';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { useFormEcho, echoMessage } from '../../../app/page-data';
import NoScriptsMark from '../../../app/NoScriptsMark';
import { useT } from '../../../i18n';
import { useLanguageToSend } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';

/** /forgot-password (docs/requirements.md §2.3): asks the API to e-mail a reset link. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const echo = useFormEcho();
  const t = useT();
  const language = useLanguageToSend();
  const localPath = useLocalPath();
  const failureText = useFailureText();
  const [email, setEmail] = useState(echo?.email ?? '');
  useEarlyInput(formRef, (input) => typeof input.email === 'string' && setEmail(input.email));
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(echo ? t(echoMessage(echo)) : null);
  const [sent, setSent] = useState(false);
  const redirectToLogin = useDelayedRedirect(localPath(ACCOUNT_PATHS.login));

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const answer = await call('requestPasswordReset', { body: { email: email.trim(), locale: language } });
      if (!answer) throw new Error('empty answer');
      setSent(true);
      toast.success(t('site.forgot.sent'));
      redirectToLogin();
    } catch (error) {
      setFormError(failureText(error, 'site.forgot.failed'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    const problem = firstError(requiredError(email, t('site.account.email')), emailError(email));
    setEmailProblem(problem);
    if (problem) {
      focusField(formRef.current, 'email');
      return;
    }
    void run();
  }

  return (
    <section className="form-card" aria-labelledby="forgot-title">
      <PageMeta title={`${t('site.forgot.title')} | ${ACADEMY_NAME}`} description={t('site.forgot.description')} />
      <h1 id="forgot-title">{t('site.forgot.title')}</h1>
      <p className="auth-intro">{t('site.forgot.intro')}</p>
      <FormAlert message={formError} />
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <NoScriptsMark />
        <TextField
          label={t('site.account.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={emailProblem}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="auth-actions">
          <SubmitButton busy={busy} busyText={t('site.forgot.sending')} disabled={sent}>
            {t('site.forgot.submit')}
          </SubmitButton>
          <button type="button" className="btn btn--secondary" onClick={() => navigate(localPath(ACCOUNT_PATHS.login))}>
            {t('site.forgot.back')}
          </button>
        </div>
      </form>
    </section>
  );
}
