import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { DeletionRequestView } from '@academy/contract/schemas/admin';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';

const LOAD_FAILED = 'Failed to load the requests to delete accounts.';

/**
 * docs/product-decisions.md, People's own data: the people who asked for their account to be
 * deleted, each confirmed after a second look. Nothing shows while nobody has asked.
 */
export default function DeletionRequestsSection() {
  const requests = useEndpoint('listDeletionRequests', {}, { failureToast: LOAD_FAILED });
  const deletion = useEndpointMutation('confirmDeletionRequest', { invalidates: ['listDeletionRequests', 'listAccounts'] });
  const [confirming, setConfirming] = useState<DeletionRequestView | null>(null);
  const busy = deletion.isPending;

  async function confirm(request: DeletionRequestView) {
    try {
      await deletion.mutateAsync({ params: { id: request.id } });
      toast.success(`The account of ${request.name} was deleted; the academic records stay without a name.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the account.'));
    } finally {
      setConfirming(null);
    }
  }

  if (requests.isError) return <LoadFailed message={LOAD_FAILED} onRetry={() => void requests.refetch()} />;
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="fd-admin-deletions-title">
      <h2 id="fd-admin-deletions-title">Asked to delete their account</h2>
      <p>Confirming removes the person&apos;s name, e-mail address, phone number and birthday; their marks and attendance stay without a name.</p>
      <table className="table fd-admin__table">
        <caption className="visually-hidden">Requests to delete an account</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Asked</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {requests.data.map((request) => (
            <tr key={request.id}>
              <th scope="row">{request.name}</th>
              <td>
                <bdi dir="ltr">{request.email}</bdi>
              </td>
              <td>{request.cla_role_name}</td>
              <td>{request.requested_at ? <ReaderTime at={request.requested_at} /> : '-'}</td>
              <td className="fd-admin__actions">
                <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirming(request)}>
                  Confirm<span className="visually-hidden"> deleting {request.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirming && (
        <ConfirmDialog
          title={`Delete the account of ${confirming.name}?`}
          message="Their personal details are removed for good and they can no longer sign in. Their marks and attendance stay without a name."
          confirmLabel="Delete the account"
          busy={busy}
          busyText="Deleting..."
          onConfirm={() => void confirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
