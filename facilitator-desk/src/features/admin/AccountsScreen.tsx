import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { UserListQuery } from '@academy/contract/schemas/admin';
import type { AdminUser, RoleName } from '@academy/shared/domain/types';
import { useCohorts } from '../../hooks/use-cohorts';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import SelectField from '@academy/shared/ui/forms/SelectField';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useSessionStore } from '@academy/shared/session/store';
import { applyFilter } from './apply-filter';
import ApprovalsSection from './ApprovalsSection';
import DeletionRequestsSection from './DeletionRequestsSection';
import UndeliveredMailSection from './UndeliveredMailSection';
import MoveStudentDialog from './MoveStudentDialog';
import ScrollTable from './ScrollTable';
import '@academy/shared/styles/forms.css';
import './admin.css';

const LOAD_FAILED = 'Failed to load the accounts.';
const ROLE_OPTIONS = [
  { value: 'student', label: 'Students' },
  { value: 'facilitator', label: 'Facilitators' },
  { value: 'admin', label: 'Administrators' },
];

/** A change to an account: the list shows the account as the API answers it now. */
const ACCOUNT_CHANGE = { invalidates: ['listAccounts' as const] };

/** The status badge of an account: deactivated, awaiting approval (self sign-up) or active. */
function accountStatus(user: AdminUser): [variant: string, label: string] {
  if (user.deactivated_at) return ['danger', 'Deactivated'];
  return user.awaiting_approval_since ? ['warning', 'Awaiting approval'] : ['success', 'Active'];
}

/**
 * /portal/admin: approve self-signed-up students; find an account by name, role and cohort, switch
 * it off or on, send its owner the password-reset mail, move a student to another cohort.
 */
export default function AccountsScreen() {
  const [query, setQuery] = useState<UserListQuery>({});
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [cohortId, setCohortId] = useState('');
  const cohorts = useCohorts();
  // the API refuses to deactivate the caller's own account, so it is not offered
  const ownId = useSessionStore((state) => state.user?.id);
  const [moving, setMoving] = useState<AdminUser | null>(null);
  const accounts = useEndpoint('listAccounts', { query }, { failureToast: LOAD_FAILED });
  const passwordReset = useEndpointMutation('sendAccountPasswordReset');
  const reactivation = useEndpointMutation('reactivateAccount', ACCOUNT_CHANGE);
  const deactivation = useEndpointMutation('deactivateAccount', ACCOUNT_CHANGE);
  const move = useEndpointMutation('moveStudent', ACCOUNT_CHANGE);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const busyId = [passwordReset, reactivation, deactivation].find((change) => change.isPending)?.variables?.params.id;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { q: search.trim() || undefined, role: (role || undefined) as RoleName | undefined, cla_cohort_id: cohortId ? Number(cohortId) : undefined };
    applyFilter(next, query, setQuery, accounts.refetch);
  }

  async function act(action: () => Promise<unknown>, failure: string) {
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setConfirming(null);
    }
  }

  async function sendPasswordReset(user: AdminUser) {
    const { message } = await passwordReset.mutateAsync({ params: { id: user.id } });
    toast.success(message);
  }

  function moved(user: AdminUser) {
    toast.success(`${user.name} now belongs to ${user.cla_cohort_name ?? 'no cohort'}.`);
    setMoving(null);
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-accounts-title">
      <h1 id="fd-admin-accounts-title">Accounts</h1>
      <ApprovalsSection />
      <UndeliveredMailSection />
      <DeletionRequestsSection />
      <form className="fd-admin__filter" role="search" aria-label="Find accounts" onSubmit={onSearch}>
        <TextField label="Name or e-mail" name="q" value={search} onChange={(event) => setSearch(event.target.value)} />
        <SelectField label="Role" name="role" placeholder="All roles" options={ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value)} />
        <SelectField
          label="Cohort"
          name="cohort"
          placeholder="All cohorts"
          options={(cohorts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={cohortId}
          onChange={(event) => setCohortId(event.target.value)}
        />
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      <QueryState
        query={accounts}
        loading={{ label: 'Loading the accounts...', shape: 'table' }}
        failed={LOAD_FAILED}
        empty={{
          when: (list) => list.length === 0,
          title: 'No account matches.',
          hint: 'Try another part of the name or e-mail address, all roles or all cohorts.',
        }}
      >
        {(list) => (
          <ScrollTable label="Accounts">
            <table className="table fd-admin__table">
              <caption className="visually-hidden">Accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Cohort</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{user.name}</th>
                    <td>
                      <bdi dir="ltr">{user.email}</bdi>
                    </td>
                    <td>{user.cla_role_name}</td>
                    <td>{user.cla_cohort_name ?? 'Not assigned'}</td>
                    <td>
                      <StatusBadge user={user} />
                    </td>
                    <td className="fd-admin__actions">
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={busyId === user.id}
                        onClick={() => void act(() => sendPasswordReset(user), 'Could not send the reset mail.')}
                      >
                        Send password reset<span className="visually-hidden"> to {user.name}</span>
                      </button>
                      {user.cla_role_name === 'student' && (
                        <button type="button" className="btn btn--secondary" disabled={busyId === user.id} onClick={() => setMoving(user)}>
                          Move to another cohort<span className="visually-hidden"> for {user.name}</span>
                        </button>
                      )}
                      {user.deactivated_at ? (
                        <button
                          type="button"
                          className="btn btn--secondary"
                          disabled={busyId === user.id}
                          onClick={() => void act(() => reactivation.mutateAsync({ params: { id: user.id } }), 'Could not reactivate the account.')}
                        >
                          Reactivate<span className="visually-hidden"> {user.name}</span>
                        </button>
                      ) : (
                        user.id !== ownId && (
                          <button type="button" className="btn btn--secondary" disabled={busyId === user.id} onClick={() => setConfirming(user)}>
                            Deactivate<span className="visually-hidden"> {user.name}</span>
                          </button>
                        )
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </QueryState>
      {moving && (
        <MoveStudentDialog
          student={moving}
          cohorts={cohorts}
          move={(id) => move.mutateAsync({ params: { id: moving.id }, body: { cla_cohort_id: id } })}
          onMoved={moved}
          onCancel={() => setMoving(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Deactivate ${confirming.name}?`}
          message="Their sessions end at once and they cannot sign in until the account is reactivated. Nothing of theirs is deleted."
          confirmLabel="Deactivate"
          busy={busyId === confirming.id}
          busyText="Deactivating..."
          onConfirm={() => void act(() => deactivation.mutateAsync({ params: { id: confirming.id } }), 'Could not deactivate the account.')}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const [variant, label] = accountStatus(user);
  return <span className={`badge badge--${variant}`}>{label}</span>;
}
