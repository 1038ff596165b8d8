import { useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { DeletionRequestView } from '@academy/contract/schemas/admin';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import { useT } from './i18n';
import ScrollTable, { ActionsCell } from './ScrollTable';

/**
 * docs/product-decisions.md, People's own data: the people who asked for their account to be
 * deleted, each confirmed after a second look. Nothing shows while nobody has asked.
 */
export default function DeletionRequestsSection() {
  const t = useT();
  const loadFailed = t('deletions.loadFailed');
  const requests = useEndpoint('listDeletionRequests', {}, { failureToast: loadFailed });
  const deletion = useEndpointMutation('confirmDeletionRequest', { invalidates: ['listDeletionRequests', 'listAccounts'] });
  const [confirming, setConfirming] = useState<DeletionRequestView | null>(null);
  const busy = deletion.isPending;

  async function confirm(request: DeletionRequestView) {
    try {
      await deletion.mutateAsync({ params: { id: request.id } });
      toast.success(t('deletions.done', { name: request.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('deletions.failed')));
    } finally {
      setConfirming(null);
    }
  }

  if (requests.isError) return <LoadFailed message={loadFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data?.length) return null;
  return (
    <section aria-labelledby="fd-admin-deletions-title">
      <h2 id="fd-admin-deletions-title">{t('deletions.title')}</h2>
      <p>{t('deletions.intro')}</p>
      <ScrollTable
        label={t('deletions.caption')}
        columns={[t('courseForm.name'), t('admin.column.email'), t('accounts.role'), t('deletions.asked'), t('admin.column.actions')]}
      >
        {requests.data.map((request) => (
          <tr key={request.id}>
            <th scope="row">{request.name}</th>
            <td>
              <bdi dir="ltr">{request.email}</bdi>
            </td>
            <td>{t('accounts.roleName', { role: request.cla_role_name })}</td>
            <td>{request.requested_at ? <ReaderTime at={request.requested_at} /> : '-'}</td>
            <ActionsCell>
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirming(request)}>
                {t('deletions.confirm')}
                <span className="visually-hidden"> {t('deletions.confirmHidden', { name: request.name })}</span>
              </button>
            </ActionsCell>
          </tr>
        ))}
      </ScrollTable>
      {confirming && (
        <ConfirmDialog
          title={t('deletions.question', { name: confirming.name })}
          message={t('deletions.message')}
          confirmLabel={t('deletions.confirmLabel')}
          busy={busy}
          busyText={t('action.deleting')}
          onConfirm={() => void confirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
