import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { listAccounts, moveStudent, sendPasswordReset, setAccountActive, type UserQuery } from '@academy/shared/api/admin';
import { errorMessage } from '@academy/shared/api/error-message';
import type { AdminUser, RoleName } from '@academy/shared/domain/types';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { useCohorts } from '@academy/shared/hooks/use-cohorts';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import SelectField from '@academy/shared/ui/forms/SelectField';
import TextField from '@academy/shared/ui/forms/TextField';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
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
  const [query, setQuery] = useState<UserQuery>({});
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [cohortId, setCohortId] = useState('');
  const cohorts = useCohorts();
  const [moving, setMoving] = useState<AdminUser | null>(null);
  // a new query object per Search, so searching again loads again
  const accounts = useAsyncData(() => listAccounts(query), LOAD_FAILED, [query]);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery({ q: search.trim() || undefined, role: (role || undefined) as RoleName | undefined, cla_cohort_id: cohortId ? Number(cohortId) : undefined });
  }

  async function act(user: AdminUser, action: () => Promise<string | AdminUser>, failure: string) {
    setBusyId(user.id);
    try {
      const answer = await action();
      if (typeof answer === 'string') toast.success(answer);
      else accounts.update((list) => list.map((u) => (u.id === answer.id ? answer : u)));
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  }

  function moved(user: AdminUser) {
    accounts.update((list) => list.map((u) => (u.id === user.id ? user : u)));
    toast.success(`${user.name} now belongs to ${user.cla_cohort_name ?? 'no cohort'}.`);
    setMoving(null);
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-accounts-title">
      <h1 id="fd-admin-accounts-title">Accounts</h1>
      <ApprovalsSection onDecided={accounts.reload} />
      <UndeliveredMailSection />
      <DeletionRequestsSection onConfirmed={accounts.reload} />
      <form className="fd-admin__filter" role="search" aria-label="Find accounts" onSubmit={onSearch}>
        <TextField label="Name or e-mail" name="q" value={search} onChange={(event) => setSearch(event.target.value)} />
        <SelectField label="Role" name="role" placeholder="All roles" options={ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value)} />
        <SelectField
          label="Cohort"
          name="cohort"
          placeholder="All cohorts"
          options={cohorts.status === 'ready' ? cohorts.data.map((c) => ({ value: String(c.id), label: c.name })) : []}
          value={cohortId}
          onChange={(event) => setCohortId(event.target.value)}
        />
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      {accounts.state.status === 'loading' && <LoadingPlaceholder label="Loading the accounts..." shape="table" />}
      {accounts.state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={accounts.reload} />}
      {accounts.state.status === 'ready' && accounts.state.data.length === 0 && (
        <EmptyState title="No account matches." hint="Try another part of the name or e-mail address, all roles or all cohorts." />
      )}
      {accounts.state.status === 'ready' && accounts.state.data.length > 0 && (
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
              {accounts.state.data.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.name}</th>
                  <td>{user.email}</td>
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
                      onClick={() => void act(user, () => sendPasswordReset(user.id), 'Could not send the reset mail.')}
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
                        onClick={() => void act(user, () => setAccountActive(user.id, true), 'Could not reactivate the account.')}
                      >
                        Reactivate<span className="visually-hidden"> {user.name}</span>
                      </button>
                    ) : (
                      <button type="button" className="btn btn--secondary" disabled={busyId === user.id} onClick={() => setConfirming(user)}>
                        Deactivate<span className="visually-hidden"> {user.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {moving && (
        <MoveStudentDialog student={moving} cohorts={cohorts} move={(id) => moveStudent(moving.id, id)} onMoved={moved} onCancel={() => setMoving(null)} />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Deactivate ${confirming.name}?`}
          message="Their sessions end at once and they cannot sign in until the account is reactivated. Nothing of theirs is deleted."
          confirmLabel="Deactivate"
          busy={busyId === confirming.id}
          busyText="Deactivating..."
          onConfirm={() => void act(confirming, () => setAccountActive(confirming.id, false), 'Could not deactivate the account.')}
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
