// Accounts: loading the User shape sent to clients (the contract), and creating an account with the same rules for
// sign-up and the `user:create` command.
import type { User } from '@academy/contract/schemas/accounts';
import type { Locale } from '@academy/contract/rules/locales';
import type { Kysely } from 'kysely';
import { hashIsOutdated, hashPassword, mustHaveHashingRoom, passwordProblems } from '../auth/passwords';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { isUniqueViolation } from '../db/errors';
import type { DB } from '../db/schema';
import { conflict, fieldErrors, HttpError, notFound } from '../http/errors';
import { activeAccount } from '../queries/scope';
import type { FieldProblemInput } from '../http/field-problems';

/** Roles an account can be given by sign-up; an administrator is only made by `user:create`. */
export const SIGN_UP_ROLE_IDS: readonly number[] = [ROLE_IDS.student, ROLE_IDS.facilitator];

export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in, or reset your password.';

/** The language the account reads the API's words in (null until chosen: English). */
export async function accountLocale(db: Kysely<DB>, userId: number): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts with the names of their role and cohort, in the fields both the User and the administration's view carry. */
export function usersWithRoleAndCohort(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('cohorts as c', 'c.id', 'u.cohort_id')
    .select(['u.id', 'u.name', 'u.email', 'r.name as cla_role_name', 'u.cohort_id as cla_cohort_id', 'c.name as cla_cohort_name']);
}

async function findUserView(db: Kysely<DB>, userId: number): Promise<User | undefined> {
  return usersWithRoleAndCohort(db)
    .select(['u.birthday', 'u.phone_number', 'u.role_id as cla_role_id', 'u.locale'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function loadUserView(db: Kysely<DB>, userId: number): Promise<User> {
  const user = await findUserView(db, userId);
  if (!user) throw notFound('This account');
  return user;
}

/** The active account (activeAccount) with this e-mail address: the only one a mail about the account may reach. */
export async function activeAccountByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<{ id: number; name: string; email: string; locale: Locale | null } | undefined> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.locale'])
    .where('u.email', '=', normaliseEmail(email))
    .where(activeAccount('u'))
    .executeTakeFirst();
}

/**
 * After a sign-in with the right password: a hash of an earlier scheme or cost is replaced by a new
 * one of the same password (once per account), unless the password changed meanwhile.
 */
export async function replaceOutdatedHash(db: Kysely<DB>, userId: number, password: string, stored: string): Promise<void> {
  if (!hashIsOutdated(stored)) return;
  const passwordHash = await hashPassword(password);
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).where('password_hash', '=', stored).execute();
}

export async function cohortExists(db: Kysely<DB>, cohortId: number): Promise<boolean> {
  return !!(await db.selectFrom('cohorts').select('id').where('id', '=', cohortId).executeTakeFirst());
}

export async function emailTaken(db: Kysely<DB>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email));
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return !!(await query.executeTakeFirst());
}

export interface NewAccount {
  name: string;
  email: string;
  phoneNumber: string | null;
  birthday: string | null;
  password: string;
  roleId: number;
  cohortId: number | null;
  /** A self-signed-up student under APPROVE_SIGN_UPS: kept from their cohort until approved. */
  awaitingApproval?: boolean;
  /** The language of the page signed up from: its mails' until the account chooses one. */
  locale?: Locale | null;
}

/** Field problems of a new account (400 answer), checked against the database. */
async function newAccountProblems(
  db: Kysely<DB>,
  account: NewAccount,
  roleIds: readonly number[] = SIGN_UP_ROLE_IDS,
): Promise<Record<string, FieldProblemInput[]>> {
  const problems: Record<string, FieldProblemInput[]> = {};
  const add = (field: string, problem: FieldProblemInput) => (problems[field] ??= []).push(problem);
  if (!account.name.trim()) add('name', 'empty');
  for (const problem of passwordProblems(account.password, { email: account.email, name: account.name, birthday: account.birthday })) add('password', problem);
  if (!roleIds.includes(account.roleId)) add('cla_role_id', 'unknown_role');
  if (account.cohortId === null) {
    if (account.roleId === ROLE_IDS.student) add('cla_cohort_id', 'required_for_students');
  } else {
    const cohort = await db.selectFrom('cohorts').select('closed_at').where('id', '=', account.cohortId).executeTakeFirst();
    if (!cohort) add('cla_cohort_id', 'unknown_cohort');
    else if (cohort.closed_at) add('cla_cohort_id', 'cohort_closed');
  }
  return problems;
}

/**
 * Sign-up's form of `createAccount`: a taken e-mail address gives null instead of the 409, after
 * the same password hashing, so neither the answer nor its time tells whether the address has an account.
 */
export async function createAccountUnlessTaken(db: Kysely<DB>, account: NewAccount): Promise<number | null> {
  mustHaveHashingRoom('anonymous');
  try {
    return await createAccount(db, account);
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    await hashPassword(account.password, 'anonymous');
    return null;
  }
}

/**
 * Creates the account after checking it; 400 with field messages, or 409 if the e-mail is taken.
 * `roleIds`: the roles allowed here (sign-up's by default).
 */
export async function createAccount(db: Kysely<DB>, account: NewAccount, roleIds: readonly number[] = SIGN_UP_ROLE_IDS): Promise<number> {
  const problems = await newAccountProblems(db, account, roleIds);
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
  if (await emailTaken(db, account.email)) throw conflict(EMAIL_TAKEN, 'email_taken');
  const passwordHash = await hashPassword(account.password, 'anonymous');
  try {
    const row = await db
      .insertInto('users')
      .values({
        name: account.name.trim(),
        email: normaliseEmail(account.email),
        phone_number: account.phoneNumber?.trim() || null,
        birthday: account.birthday,
        role_id: account.roleId,
        cohort_id: account.cohortId,
        password_hash: passwordHash,
        awaiting_approval_since: account.awaitingApproval ? new Date() : null,
        locale: account.locale ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
}

/** The language an account signs in from becomes its own when it has none yet. */
export async function setAccountLocaleIfNone(db: Kysely<DB>, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).where('locale', 'is', null).execute();
}
