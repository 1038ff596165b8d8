// Invitations: the administrator's list with each one's state, the one a mailed link's token
// stands for, accepting and revoking one.
import type { Kysely } from 'kysely';
import type { InvitationView } from '@academy/contract/schemas/admin';
import type { Locale } from '@academy/contract/rules/locales';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import type { DB } from '../db/schema';
import { invitationState, type InvitationState } from '../invitations/invitations';

/** The invitation of a token's hash with its cohort's name, locked until the transaction ends when `forUpdate`. */
export async function invitationByTokenHash(db: Kysely<DB>, tokenHash: string, forUpdate = false) {
  let query = db
    .selectFrom('invitations as i')
    .leftJoin('cohorts as c', 'c.id', 'i.cohort_id')
    .select(['i.id', 'i.name', 'i.email', 'i.role_id', 'i.cohort_id', 'i.locale', 'c.name as cohort_name', 'i.accepted_at', 'i.revoked_at', 'i.expires_at'])
    .where('i.token_hash', '=', tokenHash);
  if (forUpdate) query = query.forUpdate('i');
  return query.executeTakeFirst();
}

/**
 * Makes the invitee's account, in the invitation's role, cohort and language, and uses the
 * invitation up; the account's id. A facilitator invited to a cohort becomes one of its
 * facilitators, as the Cohorts screen would make them: that is what lets them teach it.
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  invitation: { id: number; name: string; email: string; role_id: number; cohort_id: number | null; locale: Locale },
  passwordHash: string,
  now = new Date(),
): Promise<number> {
  const { name, email, role_id, cohort_id, locale } = invitation;
  const user = await db
    .insertInto('users')
    .values({ name, email, role_id, cohort_id, locale, password_hash: passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role_id === ROLE_IDS.facilitator && cohort_id !== null) await db.insertInto('cohort_facilitators').values({ cohort_id, user_id: user.id }).execute();
  await db.updateTable('invitations').set({ accepted_at: now, user_id: user.id }).where('id', '=', invitation.id).execute();
  return user.id;
}

function invitationsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .leftJoin('cohorts as c', 'c.id', 'i.cohort_id')
    .select([
      'i.id',
      'i.name',
      'i.email',
      'r.name as role',
      'i.cohort_id as cla_cohort_id',
      'c.name as cla_cohort_name',
      'i.sent_at',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      'i.locale',
    ]);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['execute']>>[number];

function view(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    cla_cohort_id: row.cla_cohort_id,
    cla_cohort_name: row.cla_cohort_name,
    state: invitationState(row),
    sent_at: row.sent_at.toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    locale: row.locale,
  };
}

export interface InvitationFilter {
  id?: number;
  /** The latest invitation of the address first. */
  email?: string;
  state?: InvitationState | undefined;
  limit?: number;
  offset?: number;
}

/** Invitations with their state, newest first. */
export async function listInvitations(db: Kysely<DB>, { id, email, state, limit, offset }: InvitationFilter = {}): Promise<InvitationView[]> {
  let query = invitationsQuery(db);
  if (id !== undefined) query = query.where('i.id', '=', id);
  if (email !== undefined) query = query.where('i.email', '=', email);
  if (state === 'accepted') query = query.where('i.accepted_at', 'is not', null);
  if (state === 'revoked') query = query.where('i.revoked_at', 'is not', null).where('i.accepted_at', 'is', null);
  if (state === 'pending' || state === 'expired') {
    query = query
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', state === 'pending' ? '>' : '<=', new Date());
  }
  query = query.orderBy('i.sent_at', 'desc').orderBy('i.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return (await query.execute()).map(view);
}

/** The invitation `id`, locked until the transaction ends. */
export async function lockInvitation(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'name', 'email', 'locale', 'accepted_at', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function revokeInvitation(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('invitations').set({ revoked_at: new Date() }).where('id', '=', id).execute();
}
