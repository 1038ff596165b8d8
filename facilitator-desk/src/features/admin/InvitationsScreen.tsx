import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { isApiError } from '@academy/shared/api/client';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { Invitation, InvitationUpload } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, emailError, firstError, maxLengthError, requiredError } from '@academy/shared/forms/validation';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SelectField from '@academy/shared/ui/forms/SelectField';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import QueryState from '@academy/shared/ui/states/QueryState';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import '@academy/shared/styles/forms.css';
import './admin.css';
import ScrollTable, { ActionsCell } from './ScrollTable';
import { fieldName } from '../../i18n';
import { useT, type AdminKey } from './i18n';
import { inviteeProblemsFrom, type InviteeProblem } from '@academy/contract/rules/invitee-problems';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@academy/contract/rules/locales';
import { useReaderLocale } from '@academy/shared/i18n/local-path';
import { isRoleName } from '@academy/contract/rules/roles';
/** An invitation sent or changed: the list shows it as it is now. */
const CHANGED = { invalidates: ['listInvitations' as const] };
const STATE_BADGE: Record<Invitation['state'], string> = { pending: 'info', accepted: 'success', revoked: 'danger', expired: 'warning' };

/** Why a person cannot be invited, in the reader's language: in English the API's own sentence. */
const INVITEE_PROBLEM_KEYS: Record<InviteeProblem, AdminKey> = {
  name_missing: 'invitations.problem.name_missing',
  name_too_long: 'invitations.problem.name_too_long',
  name_control_character: 'invitations.problem.name_control_character',
  email_invalid: 'invitations.problem.email_invalid',
  email_repeated: 'invitations.problem.email_repeated',
  email_taken: 'invitations.problem.email_taken',
  already_invited: 'invitations.problem.already_invited',
  role_invalid: 'invitations.problem.role_invalid',
  cohort_unknown: 'invitations.problem.cohort_unknown',
  cohort_closed: 'invitations.problem.cohort_closed',
  cohort_required: 'invitations.problem.cohort_required',
};

/** Says invitee problems in the reader's language, one sentence after the other as the API does. */
function useInviteeProblems() {
  const t = useT();
  return (codes: readonly InviteeProblem[]) => codes.map((code) => t(INVITEE_PROBLEM_KEYS[code])).join(' ');
}

/** The problems a refused single invitation names by code; null for another failure, or an answer without codes. */
function refusedProblems(error: unknown): InviteeProblem[] | null {
  if (!isApiError(error)) return null;
  const body = error.response?.data as { code?: unknown; params?: { problems?: unknown } } | undefined;
  return body?.code === 'invitation_refused' ? inviteeProblemsFrom(body.params?.problems) : null;
}

const invitationRowId = (id: number) => `fd-invitation-${id}`;

/** /portal/admin/invitations: invite one person, or many from a CSV after a row-by-row preview; resend or revoke. */
export default function InvitationsScreen() {
  const t = useT();
  const loadFailed = t('invitations.loadFailed');
  const invitations = useEndpoint('listInvitations', {}, { failureToast: loadFailed });
  const resending = useEndpointMutation('resendInvitation', CHANGED);
  const revocation = useEndpointMutation('revokeInvitation', CHANGED);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [revoked, setRevoked] = useState<number | null>(null);

  useEffect(() => {
    if (revoked === null) return;
    // its buttons are gone (after the dialog gave the focus back to one): the keyboard goes on from its row
    document.getElementById(invitationRowId(revoked))?.focus();
    setRevoked(null);
  }, [revoked]);

  async function change(invitation: Invitation, action: 'resend' | 'revoke') {
    try {
      const changed = await (action === 'resend' ? resending : revocation).mutateAsync({ params: { id: invitation.id } });
      toast.success(action === 'resend' ? t('invitations.resent', { email: changed.email }) : t('invitations.revoked', { email: changed.email }));
      if (action === 'revoke') setRevoked(invitation.id);
    } catch (error) {
      toast.error(errorMessage(error, t('invitations.changeFailed')));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-invitations-title">
      <h1 id="fd-admin-invitations-title">{t('portal.screen.adminInvitations')}</h1>
      <InviteOneForm />
      <CsvUpload />
      <h2>{t('invitations.sent')}</h2>
      <QueryState
        query={invitations}
        loading={{ label: t('invitations.loading'), shape: 'table' }}
        failed={loadFailed}
        empty={{ when: (list) => list.length === 0, title: t('invitations.none'), hint: t('invitations.noneHint') }}
      >
        {(list) => (
          <ScrollTable
            label={t('invitations.sent')}
            columns={[
              t('courseForm.name'),
              t('admin.column.email'),
              t('invitations.roleAndCohort'),
              t('invitations.state'),
              t('invitations.sentAt'),
              t('admin.column.actions'),
            ]}
          >
            {list.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row" id={invitationRowId(invitation.id)} tabIndex={-1}>
                  {invitation.name}
                </th>
                <td>
                  <bdi dir="ltr">{invitation.email}</bdi>
                </td>
                <td>
                  {invitation.cla_cohort_name
                    ? t('invitations.roleInCohort', { role: t('accounts.roleName', { role: invitation.role }), cohort: invitation.cla_cohort_name })
                    : t('accounts.roleName', { role: invitation.role })}
                </td>
                <td>
                  <span className={`badge badge--${STATE_BADGE[invitation.state]}`}>{t('invitations.stateName', { state: invitation.state })}</span>
                </td>
                <td>
                  <ReaderTime at={invitation.sent_at} />
                </td>
                <ActionsCell>
                  {/* a revoked invitation stays revoked: the person is invited again as a new invitation */}
                  {(invitation.state === 'pending' || invitation.state === 'expired') && (
                    <button type="button" className="btn btn--secondary" onClick={() => void change(invitation, 'resend')}>
                      {t('invitations.resend')}
                      <span className="visually-hidden"> {t('accounts.toName', { name: invitation.email })}</span>
                    </button>
                  )}
                  {(invitation.state === 'pending' || invitation.state === 'expired') && (
                    <button type="button" className="btn btn--secondary" onClick={() => setRevoking(invitation)}>
                      {t('invitations.revoke')}
                      <span className="visually-hidden"> {t('invitations.ofEmail', { email: invitation.email })}</span>
                    </button>
                  )}
                </ActionsCell>
              </tr>
            ))}
          </ScrollTable>
        )}
      </QueryState>
      {revoking && (
        <ConfirmDialog
          title={t('invitations.revokeQuestion', { email: revoking.email })}
          message={t('invitations.revokeMessage')}
          confirmLabel={t('invitations.revoke')}
          onConfirm={() => void change(revoking, 'revoke')}
          onCancel={() => setRevoking(null)}
        />
      )}
    </section>
  );
}

interface InviteeValues {
  name: string;
  email: string;
  role: string;
  cohort: string;
  locale: string;
}
const INVITEE_FIELDS = ['name', 'email', 'role', 'cohort'] as const;
type InviteeField = (typeof INVITEE_FIELDS)[number];

/** The form's field each problem of a refused invitation is said beside. */
const PROBLEM_FIELD: Record<InviteeProblem, InviteeField> = {
  name_missing: 'name',
  name_too_long: 'name',
  name_control_character: 'name',
  email_invalid: 'email',
  email_repeated: 'email',
  email_taken: 'email',
  already_invited: 'email',
  role_invalid: 'role',
  cohort_unknown: 'cohort',
  cohort_closed: 'cohort',
  cohort_required: 'cohort',
};

/** A refused invitation's problems, those of each field said together beside it. */
function problemsByField(problems: readonly InviteeProblem[], say: (codes: readonly InviteeProblem[]) => string) {
  const beside = (field: InviteeField) => say(problems.filter((code) => PROBLEM_FIELD[code] === field)) || null;
  return compactErrors({ name: beside('name'), email: beside('email'), role: beside('role'), cohort: beside('cohort') });
}

function useInviteeErrors() {
  const t = useT();
  return ({ name, email, role, cohort }: InviteeValues) =>
    compactErrors({
      name: firstError(requiredError(name, fieldName('name')), maxLengthError(name, fieldName('name'), TEXT_LIMITS.personName)),
      email: firstError(requiredError(email, fieldName('email')), emailError(email)),
      role: requiredError(role, fieldName('role')),
      cohort: role === 'student' && !cohort ? t(INVITEE_PROBLEM_KEYS.cohort_required) : null,
    });
}

/** Each language of the academy by its name in itself: the invitation's mail is written in the one chosen. */
const INVITATION_LANGUAGES = Object.entries(LOCALES).map(([code, { name }]) => ({ value: code, label: name }));

/** The form as it opens: the invitation written in the administrator's own language until another is chosen. */
const noOne = (locale: Locale): InviteeValues => ({ name: '', email: '', role: 'student', cohort: '', locale });

function InviteOneForm() {
  const t = useT();
  const sayProblems = useInviteeProblems();
  const cohorts = useEndpoint('listAdminCohorts', {}, { failureToast: t('cohorts.loadFailed') });
  const invitation = useEndpointMutation('createInvitation', CHANGED);
  const reader = useReaderLocale();
  const { formRef, values, setValues, checkFields, showErrors, fieldProps } = useFormFields(() => noOne(reader), useInviteeErrors(), INVITEE_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    if (!checkFields()) return;
    try {
      const invited = await invitation.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          role: values.role as 'student' | 'facilitator',
          cla_cohort_id: values.cohort ? Number(values.cohort) : null,
          locale: values.locale as Locale,
        },
      });
      toast.success(t('invitations.sentTo', { email: invited.email }));
      setValues((current) => ({ ...current, name: '', email: '' }));
    } catch (error) {
      const problems = refusedProblems(error);
      if (problems) showErrors(problemsByField(problems, sayProblems));
      else setFormError(errorMessage(error, t('invitations.sendFailed')));
    }
  });
  const openCohorts = cohorts.data?.filter((c) => !c.closed) ?? [];

  return (
    <form
      ref={formRef}
      className="fd-admin__form"
      aria-label={t('invitations.inviteOne')}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run();
      }}
    >
      <FormAlert message={formError} />
      <TextField {...fieldProps('name', t('courseForm.name'))} maxLength={TEXT_LIMITS.personName} />
      <TextField {...fieldProps('email', t('admin.column.email'))} type="email" />
      <SelectField
        {...fieldProps('role', t('accounts.role'))}
        placeholder={t('invitations.chooseRole')}
        options={[
          { value: 'student', label: t('portal.role', { role: 'student' }) },
          { value: 'facilitator', label: t('portal.role', { role: 'facilitator' }) },
        ]}
      />
      <SelectField
        {...fieldProps('cohort', t('profile.cohort'))}
        required={values.role === 'student'}
        // a student needs a cohort: "no cohort" is a facilitator's choice only
        placeholder={values.role === 'student' ? t('cohort.select') : t('invitations.noCohort')}
        options={openCohorts.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        {...fieldProps('locale', t('invitations.language'))}
        placeholder={t('invitations.languagePlaceholder')}
        hint={t('invitations.languageHint')}
        options={INVITATION_LANGUAGES}
      />
      <SubmitButton busy={busy} busyText={t('invitations.sending')}>
        {t('invitations.send')}
      </SubmitButton>
    </form>
  );
}

/** The list as the API takes it: the CSV's text, sent as text/csv. */
const csvFile = (text: string) => new Blob([text], { type: 'text/csv' });

function CsvUpload() {
  const t = useT();
  const sayProblems = useInviteeProblems();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitationUpload | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // every invitation of the file is written in it
  const reader = useReaderLocale();
  const [locale, setLocale] = useState<string>(reader);
  const invitations = useEndpointMutation('importInvitations', CHANGED);
  const heading = useRef<HTMLHeadingElement>(null);
  // a file sent leaves the field empty (a new field), ready for the next one, the same file included
  const [filesSent, setFilesSent] = useState(0);

  const { busy: checking, run: check } = useSingleSubmit(async (text: string) => {
    setFormError(null);
    setPreview(null);
    try {
      // a preview stores nothing: a plain call, no list to refresh
      setPreview(await call('previewInvitations', { body: csvFile(text) }));
      setCsv(text);
    } catch (error) {
      setFormError(errorMessage(error, t('csv.readFailed')));
    }
  });
  const { busy: sending, run: send } = useSingleSubmit(async () => {
    if (!csv) return;
    try {
      const done = await invitations.mutateAsync({ body: csvFile(csv), query: { locale: (isLocale(locale) ? locale : DEFAULT_LOCALE) as Locale } });
      toast.success(t('csv.sent', { count: done.invited }));
      setPreview(null);
      setCsv(null);
      setFilesSent((count) => count + 1);
      // Send went with the preview
      heading.current?.focus();
    } catch (error) {
      setFormError(errorMessage(error, t('csv.sendFailed')));
    }
  });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file && !sending) await check(await file.text());
  }

  return (
    <section className="card" aria-labelledby="fd-admin-csv-title">
      <h2 id="fd-admin-csv-title" ref={heading} tabIndex={-1}>
        {t('csv.title')}
      </h2>
      <p id="fd-admin-csv-hint">{t('csv.hint')}</p>
      <FormAlert message={formError} />
      <label className="field">
        <span>{t('csv.file')}</span>
        <input
          key={filesSent}
          type="file"
          accept=".csv,text/csv"
          aria-describedby="fd-admin-csv-hint"
          onChange={(event) => void onFile(event)}
          // busy, it keeps the keyboard's focus (a disabled field would lose it) and takes no file
          aria-disabled={checking || sending || undefined}
        />
      </label>
      <SelectField
        label={t('invitations.language')}
        name="csv-locale"
        placeholder={t('invitations.languagePlaceholder')}
        hint={t('invitations.languageHint')}
        options={INVITATION_LANGUAGES}
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        required
      />
      {checking && <p role="status">{t('csv.checking')}</p>}
      {preview && (
        <>
          <p role="status">{t('csv.preview', { good: preview.good, bad: preview.bad })}</p>
          <ScrollTable
            label={t('csv.rows')}
            captionShown
            columns={[t('csv.line'), t('courseForm.name'), t('admin.column.email'), t('accounts.role'), t('profile.cohort'), t('csv.check')]}
          >
            {preview.rows.map((row) => (
              <tr key={row.line}>
                {/* the row's header, which stays in view as the table scrolls sideways on a phone */}
                <th scope="row">{row.line}</th>
                <td>{row.name}</td>
                <td>
                  <bdi dir="ltr">{row.email}</bdi>
                </td>
                <td>{isRoleName(row.role) ? t('accounts.roleName', { role: row.role }) : <bdi dir="ltr">{row.role}</bdi>}</td>
                <td>{row.cohort}</td>
                <td>{row.problems.length === 0 ? <span className="badge badge--success">{t('csv.ok')}</span> : sayProblems(row.problem_codes)}</td>
              </tr>
            ))}
          </ScrollTable>
          <button type="button" className="btn" disabled={sending || preview.good === 0} onClick={() => void send()}>
            {sending ? t('invitations.sending') : t('csv.send', { count: preview.good })}
          </button>
        </>
      )}
    </section>
  );
}
