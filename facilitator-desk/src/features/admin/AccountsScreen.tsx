import { useState, type FormEvent } from 'react';
import { ADMIN_PAGE } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
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
import Pager, { useOffsetPages } from '../../components/Pager';
import { applyFilter } from './apply-filter';
import FilterOutcome from './FilterOutcome';
import AcademySettingsSection from './AcademySettingsSection';
import ApprovalsSection from './ApprovalsSection';
import DeletionRequestsSection from './DeletionRequestsSection';
import UndeliveredMailSection from './UndeliveredMailSection';
import MoveStudentDialog from './MoveStudentDialog';
import ScrollTable, { ActionsCell } from './ScrollTable';
import '@academy/shared/styles/forms.css';
import { useT } from './i18n';
import './admin.css';
import { busyPress } from '@academy/shared/forms/busy-press';

/** The roles to filter by, each with its label's key. */
const ROLE_OPTIONS = [
  { value: 'student', label: 'accounts.role.students' },
  { value: 'facilitator', label: 'accounts.role.facilitators' },
  { value: 'admin', label: 'accounts.role.admins' },
] as const;

/** A change to an account: the list shows the account as the API answers it now. */
const ACCOUNT_CHANGE = { invalidates: ['listAccounts' as const] };

/** The status badge of an account: erased (at its owner's request), deactivated, awaiting approval (self sign-up) or active. */
function accountStatus(user: AdminUser) {
  if (user.anonymised_at) return ['danger', 'accounts.status.erased'] as const;
  if (user.deactivated_at) return ['danger', 'accounts.status.deactivated'] as const;
  return user.awaiting_approval_since ? (['warning', 'accounts.status.awaiting'] as const) : (['success', 'accounts.status.active'] as const);
}

/**
 * /portal/admin: approve self-signed-up students; find an account by name, role and cohort, switch
 * it off or on, send its owner the password-reset mail, move a student to another cohort.
 */
export default function AccountsScreen() {
  const t = useT();
  const loadFailed = t('accounts.loadFailed');
  const [query, setQuery] = useState<UserListQuery>({});
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [cohortId, setCohortId] = useState('');
  const cohorts = useCohorts();
  // the API refuses to deactivate the caller's own account, so it is not offered
  const ownId = useSessionStore((state) => state.user?.id);
  const [moving, setMoving] = useState<AdminUser | null>(null);
  const pages = useOffsetPages(ADMIN_PAGE);
  const accounts = useEndpoint('listAccounts', { query: { ...query, ...pages.page } }, { failureToast: loadFailed, keepPage: true });
  const [searches, setSearches] = useState(0);
  const found = accounts.data?.length ?? 0;
  const passwordReset = useEndpointMutation('sendAccountPasswordReset');
  const reactivation = useEndpointMutation('reactivateAccount', ACCOUNT_CHANGE);
  const deactivation = useEndpointMutation('deactivateAccount', ACCOUNT_CHANGE);
  const move = useEndpointMutation('moveStudent', ACCOUNT_CHANGE);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const busyId = [passwordReset, reactivation, deactivation].find((change) => change.isPending)?.variables?.params.id;
  // a row's buttons refuse presses while a change to that row is under way (Reactivate gives way to Deactivate in the same place)
  const rowButton = (user: AdminUser, press: () => void) => busyPress(busyId === user.id, press);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { q: search.trim() || undefined, role: (role || undefined) as RoleName | undefined, cla_cohort_id: cohortId ? Number(cohortId) : undefined };
    pages.restart();
    setSearches((count) => count + 1);
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
    await passwordReset.mutateAsync({ params: { id: user.id } });
    toast.success(t('accounts.resetSent', { email: user.email }));
  }

  async function reactivate(user: AdminUser) {
    await reactivation.mutateAsync({ params: { id: user.id } });
    toast.success(t('accounts.reactivated', { name: user.name }));
  }

  async function deactivate(user: AdminUser) {
    await deactivation.mutateAsync({ params: { id: user.id } });
    toast.success(t('accounts.deactivated', { name: user.name }));
  }

  function moved(user: AdminUser) {
    toast.success(
      user.cla_cohort_name ? t('accounts.moved', { name: user.name, cohort: user.cla_cohort_name }) : t('accounts.movedNowhere', { name: user.name }),
    );
    setMoving(null);
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-accounts-title">
      <h1 id="fd-admin-accounts-title">{t('portal.screen.adminAccounts')}</h1>
      <ApprovalsSection />
      <UndeliveredMailSection />
      <DeletionRequestsSection />
      <AcademySettingsSection />
      <form className="fd-admin__filter" role="search" aria-label={t('accounts.find')} onSubmit={onSearch}>
        <TextField label={t('accounts.nameOrEmail')} name="q" value={search} onChange={(event) => setSearch(event.target.value)} />
        <SelectField
          label={t('accounts.role')}
          name="role"
          placeholder={t('accounts.allRoles')}
          options={ROLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        />
        <SelectField
          label={t('profile.cohort')}
          name="cohort"
          placeholder={t('accounts.allCohorts')}
          options={(cohorts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={cohortId}
          onChange={(event) => setCohortId(event.target.value)}
        />
        <button type="submit" className="btn">
          {t('accounts.search')}
        </button>
      </form>
      <FilterOutcome
        searches={searches}
        loading={accounts.isFetching}
        found={t(found === pages.size ? 'accounts.foundFirst' : 'accounts.found', { count: found })}
      />
      <QueryState
        query={accounts}
        loading={{ label: t('accounts.loading'), shape: 'table' }}
        failed={loadFailed}
        empty={{
          when: (list) => list.length === 0 && pages.index === 0,
          title: t('accounts.none'),
          hint: t('accounts.noneHint'),
        }}
      >
        {(list) => (
          <>
            <ScrollTable
              label={t('portal.screen.adminAccounts')}
              columns={[
                t('courseForm.name'),
                t('admin.column.email'),
                t('accounts.role'),
                t('profile.cohort'),
                t('classSheet.status'),
                t('admin.column.actions'),
              ]}
            >
              {list.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.name}</th>
                  <td>
                    <bdi dir="ltr">{user.email}</bdi>
                  </td>
                  <td>{t('accounts.roleName', { role: user.cla_role_name })}</td>
                  <td>{user.cla_cohort_name ?? t('profile.notAssigned')}</td>
                  <td>
                    <StatusBadge user={user} />
                  </td>
                  <ActionsCell>
                    {/* an erased account stays as it is: nothing to send it, move or switch back on */}
                    {!user.anonymised_at && (
                      <>
                        <button
                          type="button"
                          className="btn btn--secondary"
                          {...rowButton(user, () => void act(() => sendPasswordReset(user), t('accounts.resetFailed')))}
                        >
                          {t('accounts.sendReset')}
                          <span className="visually-hidden"> {t('accounts.toName', { name: user.name })}</span>
                        </button>
                        {user.cla_role_name === 'student' && (
                          <button type="button" className="btn btn--secondary" {...rowButton(user, () => setMoving(user))}>
                            {t('accounts.move')}
                            <span className="visually-hidden"> {t('accounts.forName', { name: user.name })}</span>
                          </button>
                        )}
                        {user.deactivated_at ? (
                          <button
                            type="button"
                            className="btn btn--secondary"
                            {...rowButton(user, () => void act(() => reactivate(user), t('accounts.reactivateFailed')))}
                          >
                            {t('accounts.reactivate')}
                            <span className="visually-hidden"> {user.name}</span>
                          </button>
                        ) : (
                          user.id !== ownId && (
                            <button type="button" className="btn btn--secondary" {...rowButton(user, () => setConfirming(user))}>
                              {t('accounts.deactivate')}
                              <span className="visually-hidden"> {user.name}</span>
                            </button>
                          )
                        )}
                      </>
                    )}
                  </ActionsCell>
                </tr>
              ))}
            </ScrollTable>
            <Pager
              pages={pages}
              shown={list.length}
              busy={accounts.isPlaceholderData}
              words={{
                label: t('accounts.pages'),
                previous: t('accounts.previousPage'),
                next: t('accounts.nextPage'),
                shown: (from, to) => t('accounts.shown', { from, to }),
                none: t('accounts.noMore'),
              }}
            />
          </>
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
          title={t('accounts.deactivateQuestion', { name: confirming.name })}
          message={t('accounts.deactivateMessage')}
          confirmLabel={t('accounts.deactivate')}
          busy={busyId === confirming.id}
          busyText={t('accounts.deactivating')}
          onConfirm={() => void act(() => deactivate(confirming), t('accounts.deactivateFailed'))}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const t = useT();
  const [variant, label] = accountStatus(user);
  return <span className={`badge badge--${variant}`}>{t(label)}</span>;
}
