import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AdminUser } from '@academy/shared/domain/types';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import ScrollTable from './ScrollTable';

const LOAD_FAILED = 'Failed to load the students awaiting approval.';

/** A decision changes the account: the accounts list shows it again. */
const DECIDED = { invalidates: ['listAwaitingApproval' as const, 'listAccounts' as const] };

/**
 * docs/requirements.md §11, approval of self sign-up: the students who signed up themselves and await
 * approval, each approved or (after a confirmation) declined. Nothing shows while nobody waits.
 */
export default function ApprovalsSection() {
  const waiting = useEndpoint('listAwaitingApproval', {}, { failureToast: LOAD_FAILED });
  const approval = useEndpointMutation('approveSignUp', DECIDED);
  const declination = useEndpointMutation('declineSignUp', DECIDED);
  const [declining, setDeclining] = useState<AdminUser | null>(null);
  const busyId = [approval, declination].find((decision) => decision.isPending)?.variables?.params.id;

  async function decide(user: AdminUser, decision: 'approve' | 'decline') {
    try {
      await (decision === 'approve' ? approval : declination).mutateAsync({ params: { id: user.id } });
      toast.success(decision === 'approve' ? `${user.name} is approved.` : `${user.name} is declined; the account is deactivated.`);
    } catch (error) {
      toast.error(errorMessage(error, decision === 'approve' ? 'Could not approve the student.' : 'Could not decline the student.'));
    } finally {
      setDeclining(null);
    }
  }

  if (waiting.isError) return <LoadFailed message={LOAD_FAILED} onRetry={() => void waiting.refetch()} />;
  if (!waiting.data?.length) return null;
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
            {waiting.data.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>
                  <bdi dir="ltr">{user.email}</bdi>
                </td>
                <td>{user.cla_cohort_name ?? 'Not assigned'}</td>
                <td>{user.awaiting_approval_since ? <ReaderTime at={user.awaiting_approval_since} /> : '-'}</td>
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
