// Invitations: who may be invited (checked row by row, for one person or a whole CSV), writing
// them with their mails into the notice outbox in one transaction, and the states an
// administrator sees. Only the hash of each link's token is stored.
import type { Kysely } from 'kysely';
import { INVITEE_PROBLEMS, type InviteeProblem } from '@academy/contract/rules/invitee-problems';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import { normaliseEmail } from '../accounts/users';
import { recordAudit } from '../audit/audit-log';
import { hashToken, newToken } from '../auth/tokens';
import type { DB } from '../db/schema';
import { isEmailAddress } from '@academy/contract/rules/email-address';
import { hasControlCharacters } from '@academy/contract/schemas/common';
import { enqueueNotices, type NewNotice } from '../notices/outbox';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { DEFAULT_LOCALE, type Locale } from '@academy/contract/rules/locales';
import { publicPageFor, say } from '../i18n/messages';
import type { Config } from '../config';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const INVITABLE_ROLES = ['student', 'facilitator'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

/** One person to invite as given: by the form, or a CSV row (cohort by name or id). */
export interface InviteeInput {
  name: string;
  email: string;
  role: string;
  cohort: string;
  /** chosen by the administrator; English when not given (a CSV row) */
  locale?: Locale;
}

export interface CheckedInvitee {
  /** 1-based line of the CSV (the header is line 1); 1 for a single invitation */
  line: number;
  name: string;
  email: string;
  role: string;
  cohort: string;
  /** the English sentences of `problem_codes` */
  problems: string[];
  problem_codes: InviteeProblem[];
}

/** A row's problems by their codes, each with its English sentence. */
const inEnglish = (codes: InviteeProblem[]) => ({ problems: codes.map((code) => INVITEE_PROBLEMS[code]), problem_codes: codes });

interface GoodInvitee {
  name: string;
  email: string;
  roleId: number;
  cohortId: number | null;
  /** the language of the invitation's mail */
  locale: Locale;
}

/** What the checks need from the database, read once for a whole file. */
async function knownFacts(db: Kysely<DB>, emails: string[]) {
  const cohorts = await db.selectFrom('cohorts').select(['id', 'name', 'closed_at']).execute();
  const wanted = [...new Set(emails)].filter((email) => email.length > 0);
  const users = wanted.length ? await db.selectFrom('users').select('email').where('email', 'in', wanted).execute() : [];
  const open = wanted.length
    ? await db.selectFrom('invitations').select('email').where('email', 'in', wanted).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute()
    : [];
  return {
    cohortByKey: new Map(cohorts.flatMap((c) => [[c.name.trim().toLowerCase(), c] as const, [String(c.id), c] as const])),
    users: new Set(users.map((u) => u.email)),
    invited: new Set(open.map((i) => i.email)),
  };
}

/** Checks each invitee (docs/requirements.md §11); answers the rows with their problems and the good ones ready to write. */
export async function checkInvitees(db: Kysely<DB>, inputs: InviteeInput[], firstLine = 2): Promise<{ rows: CheckedInvitee[]; good: GoodInvitee[] }> {
  const facts = await knownFacts(
    db,
    inputs.map((input) => normaliseEmail(input.email)),
  );
  const seen = new Set<string>();
  const rows: CheckedInvitee[] = [];
  const good: GoodInvitee[] = [];
  inputs.forEach((input, index) => {
    const email = normaliseEmail(input.email);
    const name = input.name.trim();
    const role = input.role.trim().toLowerCase();
    const cohortKey = input.cohort.trim().toLowerCase();
    const codes: InviteeProblem[] = [];
    if (!name) codes.push('name_missing');
    else if (name.length > 100) codes.push('name_too_long');
    else if (hasControlCharacters(name)) codes.push('name_control_character');
    if (!isEmailAddress(email) || email.length > 254) codes.push('email_invalid');
    else if (seen.has(email)) codes.push('email_repeated');
    else if (facts.users.has(email)) codes.push('email_taken');
    else if (facts.invited.has(email)) codes.push('already_invited');
    if (!(INVITABLE_ROLES as readonly string[]).includes(role)) codes.push('role_invalid');
    const cohort = cohortKey ? facts.cohortByKey.get(cohortKey) : undefined;
    if (cohortKey && !cohort) codes.push('cohort_unknown');
    else if (cohort?.closed_at) codes.push('cohort_closed');
    else if (!cohort && role === 'student') codes.push('cohort_required');
    seen.add(email);
    rows.push({ line: firstLine + index, name, email, role, cohort: input.cohort.trim(), ...inEnglish(codes) });
    if (codes.length === 0)
      good.push({ name, email, roleId: ROLE_IDS[role as InvitableRole], cohortId: cohort?.id ?? null, locale: input.locale ?? DEFAULT_LOCALE });
  });
  return { rows, good };
}

/** Where an invitation's links lead: the public site, and the identity providers an invitee may sign in through instead. */
export type InvitationSite = Pick<Config, 'publicAppUrl' | 'oidcProviders'>;

function invitationText(site: InvitationSite, invitee: { name: string; locale: Locale }, link: string): { title: string; body: string } {
  const { name, locale } = invitee;
  const paragraphs = [say(locale, 'mail.greeting', { name }), say(locale, 'mail.invitation.body', { academy: ACADEMY_NAME, link })];
  // the invitation is accepted by a sign-in through a provider as well: no password to choose
  if (site.oidcProviders.length > 0) {
    const providers = new Intl.ListFormat(locale, { type: 'disjunction' }).format(site.oidcProviders.map((provider) => provider.label));
    paragraphs.push(say(locale, 'mail.invitation.provider', { providers, login: publicPageFor(invitee, site.publicAppUrl, '/login') }));
  }
  return { title: say(locale, 'mail.invitation.subject', { academy: ACADEMY_NAME }), body: paragraphs.join('\n\n') };
}

/** A fresh link for the invitee: its token's hash to store, and its mail for the outbox, in the invitation's language. */
function freshInvitation(site: InvitationSite, invitee: { name: string; email: string; locale: Locale }, now: Date): { tokenHash: string; mail: NewNotice } {
  const token = newToken();
  const mail: NewNotice = {
    kind: 'invitation',
    userId: null,
    toEmail: invitee.email,
    ref: `invitation:${invitee.email}`,
    ...invitationText(site, invitee, publicPageFor(invitee, site.publicAppUrl, `/invitation?token=${encodeURIComponent(token)}`)),
    locale: invitee.locale,
    dueAt: now,
  };
  return { tokenHash: hashToken(token), mail };
}

/** Writes the good invitees and their mails in one transaction (with its audit entries); answers how many. */
export async function inviteAll(db: Kysely<DB>, invitees: GoodInvitee[], actorId: number, site: InvitationSite, now = new Date()): Promise<number> {
  if (invitees.length === 0) return 0;
  const expires = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const fresh = invitees.map((invitee) => ({ invitee, ...freshInvitation(site, invitee, now) }));
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('invitations')
      .values(
        fresh.map(({ invitee, tokenHash }) => ({
          name: invitee.name,
          email: invitee.email,
          role_id: invitee.roleId,
          cohort_id: invitee.cohortId,
          token_hash: tokenHash,
          locale: invitee.locale,
          invited_by: actorId,
          sent_at: now,
          expires_at: expires,
        })),
      )
      .returning(['id', 'email', 'role_id', 'cohort_id'])
      .execute();
    await enqueueNotices(
      trx,
      fresh.map(({ mail }) => mail),
    );
    await trx
      .insertInto('audit_log')
      .values(
        created.map((c) => ({
          actor_id: actorId,
          action: 'invitation.create',
          subject_type: 'invitation',
          subject_id: c.id,
          new_values: JSON.stringify({ email: c.email, role_id: c.role_id, cohort_id: c.cohort_id }),
        })),
      )
      .execute();
    return created.length;
  });
}

/** A new link (the old one stops working) and a new mail, valid 7 days from now. */
export async function resendInvitation(
  trx: Kysely<DB>,
  invitation: { id: number; name: string; email: string; locale: Locale },
  actorId: number,
  site: InvitationSite,
  now = new Date(),
): Promise<void> {
  const { tokenHash, mail } = freshInvitation(site, invitation, now);
  await enqueueNotices(trx, [mail]);
  await trx
    .updateTable('invitations')
    .set({ token_hash: tokenHash, sent_at: now, expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS) })
    .where('id', '=', invitation.id)
    .execute();
  await recordAudit(trx, { actorId, action: 'invitation.resend', subjectType: 'invitation', subjectId: invitation.id });
}

export function invitationState(row: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date | string }, now = new Date()): InvitationState {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at) <= now ? 'expired' : 'pending';
}
