import { useState } from 'react';
import { toast } from 'react-toastify';
import { decideApproval, listAwaitingApproval } from '@academy/shared/api/admin';
import { errorMessage } from '@academy/shared/api/error-message';
import type { AdminUser } from '@academy/shared/domain/types';
import { formatDateTime } from '@academy/shared/format/dates';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ScrollTable from './ScrollTable';

const LOAD_FAILED = 'Failed to load the students awaiting approval.';

export interface ApprovalsSectionProps {
  /** A decision changed an account (the accounts list shows it again). */
  onDecided: () => void;
}

/**
 * docs/requirements.md §11, approval of self sign-up: the students who signed up themselves and await
 * approval, each approved or (after a confirmation) declined. Nothing shows while nobody waits.
 */
export default function ApprovalsSection({ onDecided }: ApprovalsSectionProps) {
  const waiting = useAsyncData(listAwaitingApproval, LOAD_FAILED, []);
  const [declining, setDeclining] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function decide(user: AdminUser, decision: 'approve' | 'decline') {
    setBusyId(user.id);
    try {
      await decideApproval(user.id, decision);
      waiting.update((list) => list.filter((u) => u.id !== user.id));
      toast.success(decision === 'approve' ? `${user.name} is approved.` : `${user.name} is declined; the account is deactivated.`);
      onDecided();
    } catch (error) {
      toast.error(errorMessage(error, decision === 'approve' ? 'Could not approve the student.' : 'Could not decline the student.'));
    } finally {
      setBusyId(null);
      setDeclining(null);
    }
  }

  if (waiting.state.status === 'failed') return <LoadFailed message={LOAD_FAILED} onRetry={waiting.reload} />;
  if (waiting.state.status !== 'ready' || waiting.state.data.length === 0) return null;
  return (
    <section aria-labelledby="fd-admin-approvals-title">
      <h2 id="fd-admin-approvals-title">Awaiting approval</h2>
      <p>They signed up themselves and see nothing of their cohort until approved. Declining deactivates the account.</p>
      <ScrollTable label="Students awaiting approval">
        <table className="table fd-admin__table">
          <caption className="visually-hidden">Students awaiting approval</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Cohort</th>
              <th scope="col">Signed up</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {waiting.state.data.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.email}</td>
                <td>{user.cla_cohort_name ?? 'Not assigned'}</td>
                <td>{formatDateTime(user.awaiting_approval_since) ?? '-'}</td>
                <td className="fd-admin__actions">
                  <button type="button" className="btn" disabled={busyId === user.id} onClick={() => void decide(user, 'approve')}>
                    Approve<span className="visually-hidden"> {user.name}</span>
                  </button>
                  <button type="button" className="btn btn--secondary" disabled={busyId === user.id} onClick={() => setDeclining(user)}>
                    Decline<span className="visually-hidden"> {user.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {declining && (
        <ConfirmDialog
          title={`Decline ${declining.name}?`}
          message="Their account is deactivated: they cannot sign in until it is reactivated. Nothing of theirs is deleted."
          confirmLabel="Decline"
          busy={busyId === declining.id}
          busyText="Declining..."
          onConfirm={() => void decide(declining, 'decline')}
          onCancel={() => setDeclining(null)}
        />
      )}
    </section>
  );
}
