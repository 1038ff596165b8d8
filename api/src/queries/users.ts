// The administrator's reads and writes of accounts: the list, locking one for a change, its state
// (active, awaiting approval, cohort) and the open deletion requests.
import type { Kysely } from 'kysely';
import { ROLE_IDS, type RoleName } from '@academy/contract/rules/roles';
import type { AdminUserView } from '@academy/contract/schemas/admin';
import { usersWithRoleAndCohort } from '../accounts/users';
import type { DB } from '../db/schema';

export function adminUsersQuery(db: Kysely<DB>) {
  return usersWithRoleAndCohort(db).select(['u.deactivated_at', 'u.awaiting_approval_since', 'u.anonymised_at']);
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof adminUsersQuery>['executeTakeFirstOrThrow']>>;

/** A users row as the administration shows it: times as ISO strings. */
function toAdminUser(row: AdminUserRow): AdminUserView {
  return {
    ...row,
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
    awaiting_approval_since: row.awaiting_approval_since?.toISOString() ?? null,
    anonymised_at: row.anonymised_at?.toISOString() ?? null,
  };
}

export interface AccountFilter {
  id?: number;
  role?: RoleName | undefined;
  cohortId?: number | undefined;
  /** Part of the name or e-mail address, any case. */
  q?: string | undefined;
  limit?: number;
  offset?: number;
}

/** Accounts by name, filtered. */
export async function listAdminUsers(db: Kysely<DB>, { id, role, cohortId, q, limit, offset }: AccountFilter = {}): Promise<AdminUserView[]> {
  let query = adminUsersQuery(db);
  if (id !== undefined) query = query.where('u.id', '=', id);
  if (role) query = query.where('u.role_id', '=', ROLE_IDS[role]);
  if (cohortId) query = query.where('u.cohort_id', '=', cohortId);
  if (q?.trim()) {
    const pattern = `%${q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['u.name']), 'like', pattern), eb('u.email', 'like', pattern)]));
  }
  query = query.orderBy('u.name').orderBy('u.id');
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return (await query.execute()).map(toAdminUser);
}

/** The self-signed-up students awaiting approval (not declined), longest waiting first. */
export async function listAwaitingApproval(db: Kysely<DB>): Promise<AdminUserView[]> {
  const rows = await adminUsersQuery(db)
    .where('u.awaiting_approval_since', 'is not', null)
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.awaiting_approval_since')
    .orderBy('u.id')
    .execute();
  return rows.map(toAdminUser);
}

/** The account `id` as the administration shows it. */
export async function findAdminUser(db: Kysely<DB>, id: number): Promise<AdminUserView | undefined> {
  const user = await adminUsersQuery(db).where('u.id', '=', id).executeTakeFirst();
  return user && toAdminUser(user);
}

/** The account `id`, locked until the transaction ends. */
export async function lockUser(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'cohort_id', 'deactivated_at', 'awaiting_approval_since', 'deletion_requested_at', 'anonymised_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Who a password-reset mail goes to. */
export async function resetMailReader(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale', 'deactivated_at']).where('id', '=', id).executeTakeFirst();
}

export async function setDeactivated(db: Kysely<DB>, id: number, deactivated: boolean): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set({ deactivated_at: deactivated ? now : null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The student no longer awaits approval. */
export async function approveUser(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ awaiting_approval_since: null, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function setUserCohort(db: Kysely<DB>, id: number, cohortId: number): Promise<void> {
  await db.updateTable('users').set({ cohort_id: cohortId, updated_at: new Date() }).where('id', '=', id).execute();
}

/** The people who asked for their account to be deleted and are not anonymised yet, oldest request first. */
export async function listDeletionRequests(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('cohorts as c', 'c.id', 'u.cohort_id')
    .select(['u.id', 'u.name', 'u.email', 'r.name as cla_role_name', 'c.name as cla_cohort_name', 'u.deletion_requested_at'])
    .where('u.deletion_requested_at', 'is not', null)
    .where('u.anonymised_at', 'is', null)
    .orderBy('u.deletion_requested_at')
    .orderBy('u.id')
    .execute();
  return rows.map(({ deletion_requested_at: at, ...row }) => ({ ...row, requested_at: new Date(at!).toISOString() }));
}
