import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import { DataLayer } from '@academy/shared/api/data-layer';
import type { Cohort } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { NEW_PASSWORD_HINT } from '@academy/shared/forms/validation';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { ACCOUNT_PATHS, editedUserFrom, type LoginRouteState } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import PasswordField from '@academy/shared/ui/forms/PasswordField';
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
import { NOT_SENT_YET, useFormEcho } from '../../../app/page-data';

/** docs/requirements.md §7: the sign-up answer that means success. */
const SIGN_UP_SUCCESS = 'User created successfully';
const SIGN_UP_FAILED = 'Something went wrong. Please try again.';
const CLOSED_ROLES_HINT = 'Facilitator accounts are created by the academy: ask the academy for one.';

/** docs/requirements.md §2.5: the drop-downs show id and name. */
function toOptions(items: Cohort[]): SelectOption[] {
  return items.map((item) => ({ value: String(item.id), label: `${item.id} - ${item.name}` }));
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
  const echo = useFormEcho();
  const { formRef, values, checkFields, fieldProps } = useFormFields<AccountFormValues>(
    () => (editedUser ? valuesFromUser(editedUser) : { ...EMPTY_ACCOUNT_FORM, ...echo }),
    (current) => validateAccountForm(current, mode, editedUser?.email),
    ACCOUNT_FIELDS[mode],
  );
  const [formError, setFormError] = useState<string | null>(echo ? NOT_SENT_YET : null);
  const signingUp = mode === 'sign-up';
  const roleList = useEndpoint('listRoles', {}, { enabled: signingUp });
  const cohortList = useEndpoint('listCohorts', {}, { enabled: signingUp });
  const openRoles = (roleList.data ?? []).filter((role) => role.sign_up);
  const someRolesClosed = openRoles.length < (roleList.data ?? []).length;
  const listsFailed = roleList.error ?? cohortList.error;
  const shownError = formError ?? (listsFailed ? errorMessage(listsFailed, SIGN_UP_FAILED) : null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      if (editedUser) {
        const userId = useSessionStore.getState().user?.id ?? editedUser.id;
        const answer = await call('editProfile', { query: { id: userId }, body: { user: toProfilePayload(values, editedUser.email) } });
        const session = useSessionStore.getState();
        const base = session.user ?? editedUser;
        session.updateUser(answer?.user ?? { ...base, ...toProfilePayload(values) });
        toast.success('Profile updated successfully!');
        navigate(ACCOUNT_PATHS.profile, { replace: true });
        return;
      }
      const answer = await call('signUp', { body: { user: toSignUpPayload(values) } });
      if (answer?.message !== SIGN_UP_SUCCESS) {
        setFormError(SIGN_UP_FAILED);
        return;
      }
      toast.success('Account created successfully!');
      const state: LoginRouteState = { message: `Welcome, ${values.name.trim()}! Your account is ready: log in with your email and password.` };
      navigate(ACCOUNT_PATHS.login, { state });
    } catch (error) {
      setFormError(errorMessage(error, SIGN_UP_FAILED));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkFields()) void run();
  }

  const labelledField = (field: AccountField) => fieldProps(field, ACCOUNT_FIELD_LABELS[field]);
  const editing = mode === 'edit';
  return (
    <section className="form-card" aria-labelledby="account-title">
      <PageMeta
        title={`${editing ? 'Edit Profile' : 'Create an account'} | ${ACADEMY_NAME}`}
        description="Create an account for the academy's learning portal."
      />
      <h1 id="account-title">{editing ? 'Edit Profile' : 'Create an account'}</h1>
      <FormAlert message={shownError} />
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate>
        <TextField {...labelledField('name')} autoComplete="name" />
        <TextField {...labelledField('email')} type="email" autoComplete="email" />
        <TextField {...labelledField('phone_number')} type="tel" autoComplete="tel" />
        <TextField {...labelledField('birthday')} type="date" autoComplete="bday" />
        {editing && emailChanges(values, editedUser?.email) && (
          <PasswordField
            {...labelledField('current_password')}
            autoComplete="current-password"
            hint="Changing your e-mail address needs your password; we will tell your old address."
          />
        )}
        {!editing && (
          <>
            <PasswordField {...labelledField('password')} autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
            <PasswordField {...labelledField('password_confirmation')} autoComplete="new-password" />
            <SelectField
              {...labelledField('cla_role_id')}
              options={toOptions(openRoles)}
              placeholder="Select a role"
              hint={someRolesClosed ? CLOSED_ROLES_HINT : undefined}
            />
            <SelectField {...labelledField('cla_cohort_id')} options={toOptions(cohortList.data ?? [])} placeholder="Select a cohort" />
          </>
        )}
        <SubmitButton busy={busy} busyText={editing ? 'Saving...' : 'Creating account...'}>
          {editing ? 'Save changes' : 'Sign up'}
        </SubmitButton>
      </form>
      <p className="auth-links">
        {editing ? <Link to={ACCOUNT_PATHS.profile}>Back to profile</Link> : <Link to={ACCOUNT_PATHS.login}>Already have an account? Login</Link>}
      </p>
    </section>
  );
}
