import { useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AdminUser } from '@academy/shared/domain/types';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import ScrollTable, { ActionsCell } from './ScrollTable';
import { useT } from './i18n';

/** A decision changes the account: the accounts list shows it again. */
const DECIDED = { invalidates: ['listAwaitingApproval' as const, 'listAccounts' as const] };

/**
 * docs/requirements.md §11, approval of self sign-up: the students who signed up themselves and await
 * approval, each approved or (after a confirmation) declined. Nothing shows while nobody waits.
 */
export default function ApprovalsSection() {
  const t = useT();
  const loadFailed = t('approvals.loadFailed');
  const waiting = useEndpoint('listAwaitingApproval', {}, { failureToast: loadFailed });
  const approval = useEndpointMutation('approveSignUp', DECIDED);
  const declination = useEndpointMutation('declineSignUp', DECIDED);
  const [declining, setDeclining] = useState<AdminUser | null>(null);
  const busyId = [approval, declination].find((decision) => decision.isPending)?.variables?.params.id;

  async function decide(user: AdminUser, decision: 'approve' | 'decline') {
    try {
      await (decision === 'approve' ? approval : declination).mutateAsync({ params: { id: user.id } });
      toast.success(decision === 'approve' ? t('approvals.approved', { name: user.name }) : t('approvals.declined', { name: user.name }));
    } catch (error) {
      toast.error(errorMessage(error, decision === 'approve' ? t('approvals.approveFailed') : t('approvals.declineFailed')));
    } finally {
      setDeclining(null);
    }
  }

  if (waiting.isError) return <LoadFailed message={loadFailed} onRetry={() => void waiting.refetch()} />;
  if (!waiting.data?.length) return null;
  return (
    <section aria-labelledby="fd-admin-approvals-title">
      <h2 id="fd-admin-approvals-title">{t('accounts.status.awaiting')}</h2>
      <p>{t('approvals.intro')}</p>
      <ScrollTable
        label={t('approvals.table')}
        columns={[t('courseForm.name'), t('admin.column.email'), t('profile.cohort'), t('approvals.signedUp'), t('admin.column.actions')]}
      >
        {waiting.data.map((user) => (
          <tr key={user.id}>
            <th scope="row">{user.name}</th>
            <td>
              <bdi dir="ltr">{user.email}</bdi>
            </td>
            <td>{user.cla_cohort_name ?? t('profile.notAssigned')}</td>
            <td>{user.awaiting_approval_since ? <ReaderTime at={user.awaiting_approval_since} /> : '-'}</td>
            <ActionsCell>
              <button type="button" className="btn" disabled={busyId === user.id} onClick={() => void decide(user, 'approve')}>
                {t('approvals.approve')}
                <span className="visually-hidden"> {user.name}</span>
              </button>
              <button type="button" className="btn btn--secondary" disabled={busyId === user.id} onClick={() => setDeclining(user)}>
                {t('approvals.decline')}
                <span className="visually-hidden"> {user.name}</span>
              </button>
            </ActionsCell>
          </tr>
        ))}
      </ScrollTable>
      {declining && (
        <ConfirmDialog
          title={t('approvals.declineQuestion', { name: declining.name })}
          message={t('approvals.declineMessage')}
          confirmLabel={t('approvals.decline')}
          busy={busyId === declining.id}
          busyText={t('approvals.declining')}
          onConfirm={() => void decide(declining, 'decline')}
          onCancel={() => setDeclining(null)}
        />
      )}
    </section>
  );
}
