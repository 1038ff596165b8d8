import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '@academy/shared/api/call';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { useHydrating } from '@academy/shared/hooks/use-hydrating';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { useT } from '../../../i18n';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';
import { echoMessage, useFormEcho } from '../../../app/page-data';
import NoScriptsMark from '../../../app/NoScriptsMark';
import { useEarlyInput } from '@academy/shared/forms/early-input';

/**
 * /confirm-email?token=...: the link mailed to a new e-mail address. Confirming is a button, not the
 * page's opening, so a mail scanner that fetches the link confirms nothing.
 */
export default function ConfirmEmailScreen() {
  const t = useT();
  const localPath = useLocalPath();
  const failureText = useFailureText();
  const token = useSearchParams()[0].get('token');
  // the server renders the path alone, without its query: a link's token is looked for once in the browser
  const incomplete = !useHydrating() && !token;
  // posted without scripts (or before they came), the server gives the page back saying nothing was sent
  const echo = useFormEcho();
  const [failure, setFormError] = useState<string | null>(echo ? t(echoMessage(echo)) : null);
  const formRef = useRef<HTMLFormElement>(null);
  // a press before the page came alive was held for it: sent now (the form has nothing typed to take over)
  useEarlyInput(formRef, () => undefined);
  const formError = failure ?? (incomplete ? t('site.confirmEmail.incomplete') : null);
  const [confirmedAs, setConfirmedAs] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    if (!token) return;
    setFormError(null);
    try {
      const answer = await call('confirmEmail', { body: { token } });
      const session = useSessionStore.getState();
      if (session.user?.id === answer.user_id) session.updateUser({ ...session.user, email: answer.email });
      setConfirmedAs(answer.email);
    } catch (error) {
      setFormError(failureText(error, 'site.confirmEmail.failed'));
    }
  });

  return (
    <section className="form-card" aria-labelledby="confirm-email-title">
      <PageMeta title={`${t('site.confirmEmail.title')} | ${ACADEMY_NAME}`} description={t('site.confirmEmail.description')} />
      <h1 id="confirm-email-title">{t('site.confirmEmail.title')}</h1>
      <FormAlert message={formError} />
      {confirmedAs ? (
        <p role="status">
          {t('site.confirmEmail.done', { email: confirmedAs })} <Link to={localPath(ACCOUNT_PATHS.login)}>{t('site.forgot.back')}</Link>
        </p>
      ) : (
        <form
          ref={formRef}
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <NoScriptsMark />
          <p>{t('site.confirmEmail.intro')}</p>
          <SubmitButton busy={busy} busyText={t('site.confirmEmail.busy')} disabled={incomplete}>
            {t('site.confirmEmail.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
