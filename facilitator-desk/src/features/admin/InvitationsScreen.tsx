import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
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
import ScrollTable from './ScrollTable';

const LOAD_FAILED = 'Failed to load the invitations.';
/** An invitation sent or changed: the list shows it as it is now. */
const CHANGED = { invalidates: ['listInvitations' as const] };
const STATE_BADGE: Record<Invitation['state'], string> = { pending: 'info', accepted: 'success', revoked: 'danger', expired: 'warning' };

/** /portal/admin/invitations: invite one person, or many from a CSV after a row-by-row preview; resend or revoke. */
export default function InvitationsScreen() {
  const invitations = useEndpoint('listInvitations', {}, { failureToast: LOAD_FAILED });
  const resending = useEndpointMutation('resendInvitation', CHANGED);
  const revocation = useEndpointMutation('revokeInvitation', CHANGED);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  async function change(invitation: Invitation, action: 'resend' | 'revoke') {
    try {
      const changed = await (action === 'resend' ? resending : revocation).mutateAsync({ params: { id: invitation.id } });
      toast.success(action === 'resend' ? `Sent again to ${changed.email}.` : `Revoked the invitation of ${changed.email}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change the invitation.'));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-invitations-title">
      <h1 id="fd-admin-invitations-title">Invitations</h1>
      <InviteOneForm />
      <CsvUpload />
      <h2>Sent invitations</h2>
      <QueryState
        query={invitations}
        loading={{ label: 'Loading the invitations...', shape: 'table' }}
        failed={LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, title: 'No invitations yet.', hint: 'Invite someone above.' }}
      >
        {(list) => (
          <ScrollTable label="Sent invitations">
            <table className="table fd-admin__table">
              <caption className="visually-hidden">Sent invitations</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role and cohort</th>
                  <th scope="col">State</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((invitation) => (
                  <tr key={invitation.id}>
                    <th scope="row">{invitation.name}</th>
                    <td>
                      <bdi dir="ltr">{invitation.email}</bdi>
                    </td>
                    <td>
                      {invitation.role}
                      {invitation.cla_cohort_name ? `, ${invitation.cla_cohort_name}` : ''}
                    </td>
                    <td>
                      <span className={`badge badge--${STATE_BADGE[invitation.state]}`}>{invitation.state}</span>
                    </td>
                    <td>
                      <ReaderTime at={invitation.sent_at} />
                    </td>
                    <td className="fd-admin__actions">
                      {/* a revoked invitation stays revoked: the person is invited again as a new invitation */}
                      {(invitation.state === 'pending' || invitation.state === 'expired') && (
                        <button type="button" className="btn btn--secondary" onClick={() => void change(invitation, 'resend')}>
                          Resend<span className="visually-hidden"> to {invitation.email}</span>
                        </button>
                      )}
                      {(invitation.state === 'pending' || invitation.state === 'expired') && (
                        <button type="button" className="btn btn--secondary" onClick={() => setRevoking(invitation)}>
                          Revoke<span className="visually-hidden"> the invitation of {invitation.email}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </QueryState>
      {revoking && (
        <ConfirmDialog
          title={`Revoke the invitation of ${revoking.email}?`}
          message="Its link stops working at once. You can invite the person again later."
          confirmLabel="Revoke"
          onConfirm={() => void change(revoking, 'revoke')}
          onCancel={() => setRevoking(null)}
        />
      )}
    </section>
  );
}

type InviteeField = 'name' | 'email';
const INVITEE_FIELDS: readonly InviteeField[] = ['name', 'email'];

function inviteeErrors({ name, email }: Record<InviteeField, string>) {
  return compactErrors({
    name: firstError(requiredError(name, 'Name'), maxLengthError(name, 'Name', 100)),
    email: firstError(requiredError(email, 'E-mail'), emailError(email)),
  });
}

function InviteOneForm() {
  const cohorts = useEndpoint('listAdminCohorts', {}, { failureToast: 'Failed to load the cohorts.' });
  const invitation = useEndpointMutation('createInvitation', CHANGED);
  const { formRef, values, setValues, checkFields, fieldProps } = useFormFields({ name: '', email: '' }, inviteeErrors, INVITEE_FIELDS);
  const [placement, setPlacement] = useState({ role: 'student', cohort: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const place = (name: keyof typeof placement) => (event: ChangeEvent<HTMLSelectElement>) => setPlacement({ ...placement, [name]: event.target.value });
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    if (!checkFields()) return;
    try {
      const invited = await invitation.mutateAsync({
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          role: placement.role as 'student' | 'facilitator',
          cla_cohort_id: placement.cohort ? Number(placement.cohort) : null,
        },
      });
      toast.success(`Invitation sent to ${invited.email}.`);
      setValues({ name: '', email: '' });
    } catch (error) {
      setFormError(errorMessage(error, 'Could not send the invitation.'));
    }
  });
  const openCohorts = cohorts.data?.filter((c) => !c.closed) ?? [];

  return (
    <form
      ref={formRef}
      className="fd-admin__form"
      aria-label="Invite one person"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run();
      }}
    >
      <FormAlert message={formError} />
      <TextField {...fieldProps('name', 'Name')} maxLength={100} />
      <TextField {...fieldProps('email', 'E-mail')} type="email" />
      <SelectField
        label="Role"
        name="role"
        placeholder="Choose a role"
        options={[
          { value: 'student', label: 'Student' },
          { value: 'facilitator', label: 'Facilitator' },
        ]}
        value={placement.role}
        onChange={place('role')}
      />
      <SelectField
        label="Cohort"
        name="cohort"
        placeholder="No cohort"
        options={openCohorts.map((c) => ({ value: String(c.id), label: c.name }))}
        value={placement.cohort}
        onChange={place('cohort')}
      />
      <SubmitButton busy={busy} busyText="Sending...">
        Send invitation
      </SubmitButton>
    </form>
  );
}

/** The list as the API takes it: the CSV's text, sent as text/csv. */
const csvFile = (text: string) => new Blob([text], { type: 'text/csv' });

function CsvUpload() {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitationUpload | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const invitations = useEndpointMutation('importInvitations', CHANGED);

  const { busy: checking, run: check } = useSingleSubmit(async (text: string) => {
    setFormError(null);
    setPreview(null);
    try {
      // a preview stores nothing: a plain call, no list to refresh
      setPreview(await call('previewInvitations', { body: csvFile(text) }));
      setCsv(text);
    } catch (error) {
      setFormError(errorMessage(error, 'Could not read the file.'));
    }
  });
  const { busy: sending, run: send } = useSingleSubmit(async () => {
    if (!csv) return;
    try {
      const done = await invitations.mutateAsync({ body: csvFile(csv) });
      toast.success(`Sent ${done.invited} invitations.`);
      setPreview(null);
      setCsv(null);
    } catch (error) {
      setFormError(errorMessage(error, 'Could not send the invitations.'));
    }
  });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) await check(await file.text());
  }

  return (
    <section className="card" aria-labelledby="fd-admin-csv-title">
      <h2 id="fd-admin-csv-title">Invite many from a CSV file</h2>
      <p id="fd-admin-csv-hint">Columns: name, email, role (student or facilitator), cohort (its name). You see every row's check before anything is sent.</p>
      <FormAlert message={formError} />
      <label className="field">
        <span>CSV file</span>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-describedby="fd-admin-csv-hint"
          onChange={(event) => void onFile(event)}
          disabled={checking || sending}
        />
      </label>
      {checking && <p role="status">Checking the file...</p>}
      {preview && (
        <>
          <p role="status">
            {preview.good} rows can be invited; {preview.bad} have a problem and will not be.
          </p>
          <ScrollTable label="Rows of the file">
            <table className="table fd-admin__table">
              <caption>Rows of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Cohort</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{row.name}</td>
                    <td>
                      <bdi dir="ltr">{row.email}</bdi>
                    </td>
                    <td>{row.role}</td>
                    <td>{row.cohort}</td>
                    <td>{row.problems.length === 0 ? <span className="badge badge--success">OK</span> : row.problems.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <button type="button" className="btn" disabled={sending || preview.good === 0} onClick={() => void send()}>
            {sending ? 'Sending...' : `Send ${preview.good} invitations`}
          </button>
        </>
      )}
    </section>
  );
}
