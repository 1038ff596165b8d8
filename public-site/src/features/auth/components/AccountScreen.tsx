import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { fieldRefusals } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { DataLayer } from '@academy/shared/api/data-layer';
import type { Cohort } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS, editedUserFrom, type LoginRouteState } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
import NewPasswordField from '@academy/shared/ui/forms/NewPasswordField';
import SelectField, { type SelectOption } from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_FIELDS,
  EMPTY_ACCOUNT_FORM,
  emailChanges,
  toProfilePayload,
  toSignUpPayload,
  validateAccountForm,
  valuesFromUser,
  type AccountField,
  type AccountFormValues,
} from '../account-form';
import '../auth.css';
import { ACADEMY_NAME } from '../../../config/academy';
import PageMeta from '../../../app/PageMeta';
import { useFormEcho, echoMessage } from '../../../app/page-data';
import NoScriptsMark from '../../../app/NoScriptsMark';
import { useT } from '../../../i18n';
import { useLanguageToSend } from '../../../app/use-page-language';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useFailureText } from '../../../app/failure-text';
import { signUpStartFrom } from '../provider-sign-in';

/** docs/requirements.md §7: the sign-up answer that means success. */
const SIGN_UP_SUCCESS = 'User created successfully';

/** docs/requirements.md §2.5: the drop-downs show id and name (`name` of an item: a role's in the reader's language). */
function toOptions(items: Cohort[], name: (item: Cohort) => string = (item) => item.name): SelectOption[] {
  return items.map((item) => ({ value: String(item.id), label: `${item.id} - ${name(item)}` }));
}

/** /JJRSFCLA: sign-up, or (entered from the profile with the user's data) edit profile. */
export default function AccountScreen() {
  // the screen loads through the data layer, which the public pages around it go without
  return (
    <DataLayer>
      <AccountScreenContent />
    </DataLayer>
  );
}

function AccountScreenContent() {
  const navigate = useNavigate();
  const location = useLocation();
  const editedUser = editedUserFrom(location.state);
  const mode = editedUser ? 'edit' : 'sign-up';
  // after a sign-in through the academy's identity provider found no account for its address
  const providerStart = editedUser ? null : signUpStartFrom(location.state);
  const echo = useFormEcho();
  const t = useT();
  const language = useLanguageToSend();
  const localPath = useLocalPath();
  const failureText = useFailureText();
  const labels = Object.fromEntries(Object.entries(ACCOUNT_FIELD_LABELS).map(([field, key]) => [field, t(key)])) as Record<AccountField, string>;
  const { formRef, values, checkFields, showErrors, fieldProps } = useFormFields<AccountFormValues>(
    () => (editedUser ? valuesFromUser(editedUser) : { ...EMPTY_ACCOUNT_FORM, ...providerStart, ...echo }),
    (current) => validateAccountForm(current, mode, editedUser?.email, labels),
    ACCOUNT_FIELDS[mode],
  );
  const [formError, setFormError] = useState<string | null>(echo ? t(echoMessage(echo)) : null);
  const signingUp = mode === 'sign-up';
  const roleList = useEndpoint('listRoles', {}, { enabled: signingUp });
  const cohortList = useEndpoint('listCohorts', {}, { enabled: signingUp });
  const openRoles = (roleList.data ?? []).filter((role) => role.sign_up);
  const someRolesClosed = openRoles.length < (roleList.data ?? []).length;
  const listsFailed = roleList.error ?? cohortList.error;
  const shownError = formError ?? (listsFailed ? failureText(listsFailed, 'site.account.failed') : null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      if (editedUser) {
        const userId = useSessionStore.getState().user?.id ?? editedUser.id;
        const answer = await call('editProfile', { query: { id: userId }, body: { user: toProfilePayload(values, editedUser.email) } });
        const session = useSessionStore.getState();
        const base = session.user ?? editedUser;
        session.updateUser(answer?.user ?? { ...base, ...toProfilePayload(values) });
        toast.success(t('site.account.updated'));
        if (answer?.pending_email) toast.info(t('site.account.emailPending', { email: answer.pending_email }));
        navigate(ACCOUNT_PATHS.profile, { replace: true });
        return;
      }
      const answer = await call('signUp', { body: { user: { ...toSignUpPayload(values), locale: language } } });
      if (answer?.message !== SIGN_UP_SUCCESS) {
        setFormError(t('site.account.failed'));
        return;
      }
      toast.success(t('site.account.created'));
      const welcome = providerStart ? 'site.login.welcomeProvider' : 'site.login.welcome';
      const state: LoginRouteState = { message: t(welcome, { name: values.name.trim() }) };
      navigate(localPath(ACCOUNT_PATHS.login), { state });
    } catch (error) {
      const refusals = fieldRefusals(error, ACCOUNT_FIELDS[mode]);
      if (refusals) showErrors(refusals);
      else setFormError(failureText(error, 'site.account.failed'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  const labelledField = (field: AccountField) => fieldProps(field, labels[field]);
  const editing = mode === 'edit';
  const title = editing ? t('site.account.editTitle') : t('site.account.title');
  return (
    <section className="form-card" aria-labelledby="account-title">
      <PageMeta title={`${title} | ${ACADEMY_NAME}`} description={t('site.account.description')} />
      <h1 id="account-title">{title}</h1>
      <FormAlert message={shownError} />
      {providerStart && !shownError && <FormAlert message={t('site.account.providerStart')} tone="info" />}
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <NoScriptsMark />
        <TextField {...labelledField('name')} autoComplete="name" />
        {/* the address the provider vouched for is the account's */}
        <TextField
          {...labelledField('email')}
          type="email"
          autoComplete="email"
          readOnly={Boolean(providerStart)}
          hint={providerStart ? t('site.account.emailFromProvider') : undefined}
        />
        <TextField {...labelledField('phone_number')} type="tel" autoComplete="tel" />
        <TextField {...labelledField('birthday')} type="date" autoComplete="bday" />
        {editing && emailChanges(values, editedUser?.email) && (
          <PasswordField {...labelledField('current_password')} autoComplete="current-password" hint={t('site.account.currentPasswordHint')} />
        )}
        {!editing && (
          <>
            <NewPasswordField {...labelledField('password')} />
            <PasswordField {...labelledField('password_confirmation')} autoComplete="new-password" />
            <SelectField
              {...labelledField('cla_role_id')}
              options={toOptions(openRoles, (role) => t('site.account.roleName', { role: role.name }))}
              placeholder={t('site.account.selectRole')}
              hint={someRolesClosed ? t('site.account.closedRoles') : undefined}
            />
            <SelectField {...labelledField('cla_cohort_id')} options={toOptions(cohortList.data ?? [])} placeholder={t('site.account.selectCohort')} />
          </>
        )}
        <SubmitButton busy={busy} busyText={editing ? t('site.account.saving') : t('site.account.creating')}>
          {editing ? t('site.account.save') : t('site.account.signUp')}
        </SubmitButton>
      </form>
      <p className="auth-links">
        {editing ? (
          <Link to={ACCOUNT_PATHS.profile}>{t('site.account.backToProfile')}</Link>
        ) : (
          <Link to={localPath(ACCOUNT_PATHS.login)}>{t('site.account.haveAccount')}</Link>
        )}
      </p>
    </section>
  );
}
