// The notice worker, inside every API instance: claims due notices in small batches with
// FOR UPDATE SKIP LOCKED, leasing them (next_attempt_at moves past the lease) so that no other
// instance takes them, then marks each sent, off (kind muted), cancelled (an assignment reminder
// after the student submitted), failed (the SMTP server refused it for good: a 5xx reply) or, on a
// temporary failure, pending again (retried later with back-off). A reminder is never mailed late:
// the claim marks the due rows past their deadline (deadlines.ts) expired instead of handing them
// out, the lease renewal before a mail refuses a row whose deadline came meanwhile, and a failed
// reminder whose next try would come at or after its deadline is expired at once. The rows of a batch are
// mailed SMTP_CONNECTIONS at a time, each on its own: just before its mail the row's lease is
// renewed, fenced by the attempt count the claim set, so a row another instance claimed after the
// lease ran out is left to it, and each row is marked as soon as its own mail went. A crash leaves
// its rows leased; once the lease runs out another instance, or the restarted one, sends them. Only
// a crash between the SMTP server's "OK" and a row's update sends that notice twice (at most the
// mails in flight then, one per connection), with the same Message-ID.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DB, NoticesTable } from '../db/schema';
import type { Clock } from '../lib/clock';
import { forEachConcurrently } from '../lib/concurrency';
import { permanentRefusal, SMTP_CONNECTIONS, type Mailer } from '../mail/mailer';
import { isUserNoticeKind } from './kinds';
import { say } from '../i18n/messages';
import { contactMail, invitationMail, userNoticeMail } from './mail';
import { noticeSettings } from './settings';
import { activeAccount } from '../queries/scope';
import { assignmentReminderMoot } from './work-notices';
import { noticeHeld } from '../queries/progress';
import { academyToday } from '../queries/scope';
import { pastDeadline } from './deadlines';

// several rounds of SMTP_CONNECTIONS mails per claim
const BATCH = 64;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
// a notice about a course the student cannot open yet is looked at again this much later
const HELD_RECHECK_SECONDS = 3600;

export interface NoticeWorker {
  /** Sends every notice due now; resolves with how many it handled. */
  deliverDue(): Promise<number>;
  /** Stops the timer and claiming, and waits for the batch in hand (its claimed notices are mailed and marked). */
  close(): Promise<void>;
}

interface Deps {
  db: Kysely<DB>;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Pick<Config, 'publicAppUrl' | 'publicApiUrl' | 'academyContactEmail' | 'noticePollMs' | 'noticeLeaseSeconds' | 'academyTimeZone' | 'fixedToday'>;
}

/** A notice as `claim` returns it. */
type Claimed = Pick<
  Selectable<NoticesTable>,
  'id' | 'kind' | 'user_id' | 'ref' | 'title' | 'body' | 'locale' | 'link' | 'reply_to' | 'to_email' | 'attempts' | 'expires_at'
>;

/** Why a held row waits (kept as its reason should its deadline come first). */
const HELD = 'held: the course is not open to the student yet';

/** What an invitation's row keeps once mailed: its link held the secret token. */
const MAILED_INVITATION_BODY = '(sent; the link is no longer stored)';

/** One mail for several notices of a kind: each one's title and text, oldest first. */
export function digestOf(first: Claimed, others: Claimed[]): Claimed {
  const all = [first, ...others].sort((a, b) => a.id - b.id);
  return { ...first, title: say(first.locale, 'mail.digest.title', { count: all.length, title: first.title }), body: all.map((n) => n.body).join('\n') };
}

/** Seconds to wait after the n-th failed attempt: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);
}

function secondsAfter(moment: Date, seconds: number): Date {
  return new Date(moment.getTime() + seconds * 1000);
}

export function createNoticeWorker({ db, mailer, clock, log, config }: Deps): NoticeWorker {
  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const { rows } = await sql<Claimed>`
      with expired as (
        update notices set mail_status = 'expired', last_error = 'not sent before its deadline: ' || coalesce(last_error, 'not reached in time')
        where mail_status = 'pending' and next_attempt_at <= ${now} and ${pastDeadline(now)}
      )
      update notices n set attempts = n.attempts + 1, next_attempt_at = ${secondsAfter(now, config.noticeLeaseSeconds)}
      from (
        select id from notices n where mail_status = 'pending' and next_attempt_at <= ${now} and not ${pastDeadline(now)}
          -- a digest is sent by the user's oldest pending notice of its kind, which gathers the others
          and not (kind = 'work_submitted' and exists (select 1 from notices o where o.user_id = n.user_id
            and o.kind = n.kind and o.mail_status = 'pending' and o.id < n.id))
        order by next_attempt_at, id limit ${BATCH} for update skip locked
      ) due
      where n.id = due.id
      returning n.id, n.kind, n.user_id, n.ref, n.title, n.body, n.locale, n.link, n.reply_to, n.to_email, n.attempts, n.expires_at`.execute(db);
    return rows;
  }

  /** `also`: other columns to set in the same statement (an invitation drops its link). */
  const finish = (executor: Kysely<DB>, id: number, status: 'sent' | 'off' | 'cancelled', also: { body?: string } = {}) =>
    executor
      .updateTable('notices')
      .set({ mail_status: status, ...(status === 'sent' ? { mailed_at: clock.now() } : {}), last_error: null, ...also })
      .where('id', '=', id)
      .where('mail_status', '=', 'pending')
      .execute();

  /** SQL notice_held (migration 060): about a course the student cannot open yet. */
  async function held(userId: number, ref: string): Promise<boolean> {
    const { rows } = await sql<{ held: boolean }>`select ${noticeHeld(sql`${userId}::int`, sql`${ref}::text`, academyToday(config))} as held`.execute(db);
    return rows[0]?.held === true;
  }

  /** Renews the lease of a claimed row; false once another instance has claimed it since, or its deadline has come (the next claim expires it). */
  async function stillMine(notice: Claimed): Promise<boolean> {
    const now = clock.now();
    const renewed = await db
      .updateTable('notices')
      .set({ next_attempt_at: secondsAfter(now, config.noticeLeaseSeconds) })
      .where('id', '=', notice.id)
      .where('attempts', '=', notice.attempts)
      .where('mail_status', '=', 'pending')
      .where(sql<boolean>`not ${pastDeadline(now)}`)
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1;
  }

  async function deliver(notice: Claimed): Promise<void> {
    if (!(await stillMine(notice))) return;
    if (notice.kind === 'contact') {
      await mailer.send(contactMail(notice, config));
      await db.transaction().execute(async (trx) => {
        await finish(trx, notice.id, 'sent');
        const messageId = Number(notice.ref.replace('contact_message:', ''));
        await trx.updateTable('contact_messages').set({ mailed_at: clock.now() }).where('id', '=', messageId).execute();
      });
      return;
    }
    if (notice.kind === 'invitation' && notice.to_email) {
      await mailer.send(invitationMail({ ...notice, to_email: notice.to_email }, config));
      await finish(db, notice.id, 'sent', { body: MAILED_INVITATION_BODY });
      return;
    }
    if (notice.user_id === null || !isUserNoticeKind(notice.kind)) throw new Error(`notice ${notice.id} has no recipient`);
    if (notice.kind === 'assignment_due' && (await assignmentReminderMoot(db, notice.ref, notice.user_id))) {
      await finish(db, notice.id, 'cancelled');
      return;
    }
    const user = await db
      .selectFrom('users as u')
      .select(['u.email', 'u.name', activeAccount('u').as('active')])
      .where('u.id', '=', notice.user_id)
      .executeTakeFirstOrThrow();
    // Written before the account was deactivated (a reminder, a mark): it is not sent.
    if (!user.active) {
      await finish(db, notice.id, 'cancelled');
      return;
    }
    if (await held(notice.user_id, notice.ref)) {
      // looked at again in an hour, or at its deadline, when the claim expires it
      const recheck = secondsAfter(clock.now(), HELD_RECHECK_SECONDS);
      await db
        .updateTable('notices')
        .set({ next_attempt_at: sql`least(${recheck}, expires_at)`, last_error: HELD })
        .where('id', '=', notice.id)
        .execute();
      return;
    }
    const settings = await noticeSettings(db, notice.user_id);
    if (settings.muted_kinds.includes(notice.kind)) {
      await finish(db, notice.id, 'off');
      return;
    }
    const gathered = notice.kind === 'work_submitted' ? await claimDigest(notice) : [];
    const mail = gathered.length === 0 ? notice : digestOf(notice, gathered);
    await mailer.send(userNoticeMail({ ...mail, kind: notice.kind }, { ...user, unsubscribeToken: settings.unsubscribe_token }, config));
    await finish(db, notice.id, 'sent');
    for (const other of gathered) await finish(db, other.id, 'sent');
  }

  /** The user's other pending notices of the notice's kind, leased to this run (they go in its digest). */
  async function claimDigest(notice: Claimed): Promise<Claimed[]> {
    const { rows } = await sql<Claimed>`
      update notices n set attempts = n.attempts + 1, next_attempt_at = ${secondsAfter(clock.now(), config.noticeLeaseSeconds)}
      from (
        select id from notices where user_id = ${notice.user_id} and kind = ${notice.kind} and mail_status = 'pending' and id <> ${notice.id}
        order by id limit ${BATCH} for update skip locked
      ) gathered
      where n.id = gathered.id
      returning n.id, n.kind, n.user_id, n.ref, n.title, n.body, n.locale, n.link, n.reply_to, n.to_email, n.attempts, n.expires_at`.execute(db);
    return rows;
  }

  async function recordFailure(notice: Claimed, err: unknown): Promise<void> {
    const reply = permanentRefusal(err);
    if (reply === null) return retryLater(notice, err);
    log.warn({ err, notice: notice.id, attempts: notice.attempts }, 'notice mail refused for good; not retrying');
    await db
      .updateTable('notices')
      .set({ mail_status: 'failed', failed_at: clock.now(), last_error: reply.slice(0, 500) })
      .where('id', '=', notice.id)
      .where('mail_status', '=', 'pending')
      .execute();
  }

  async function retryLater(notice: Claimed, err: unknown): Promise<void> {
    const retryAt = secondsAfter(clock.now(), retryDelaySeconds(notice.attempts));
    const error = String((err as Error)?.message ?? err).slice(0, 500);
    const tooLate = notice.expires_at !== null && new Date(notice.expires_at) <= retryAt;
    log.warn(
      { err, notice: notice.id, attempts: notice.attempts, retryAt, tooLate },
      tooLate ? 'notice mail failed; its deadline comes before a retry' : 'notice mail failed; retrying later',
    );
    await db
      .updateTable('notices')
      .set(
        tooLate
          ? { mail_status: 'expired', last_error: `next try after its deadline: ${error}`.slice(0, 500) }
          : { next_attempt_at: retryAt, last_error: error },
      )
      .where('id', '=', notice.id)
      .where('mail_status', '=', 'pending')
      .execute();
  }

  // Set by close(): the batch in hand is finished, no other is claimed (shutdown drains, then stops).
  let closed = false;

  async function deliverAll(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (closed) return handled;
      const batch = await claim();
      if (batch.length === 0) return handled;
      await forEachConcurrently(batch, SMTP_CONNECTIONS, (notice) => deliver(notice).catch((err: unknown) => recordFailure(notice, err)));
      handled += batch.length;
    }
  }

  // One run at a time per instance: the timer and a direct call share the run in hand.
  let running: Promise<number> | null = null;
  const deliverDue = (): Promise<number> => {
    running ??= deliverAll().finally(() => {
      running = null;
    });
    return running;
  };

  const timer =
    config.noticePollMs > 0
      ? setInterval(() => {
          if (!closed && !running) deliverDue().catch((err: unknown) => log.error({ err }, 'notice worker run failed'));
        }, config.noticePollMs)
      : null;
  timer?.unref();

  return {
    deliverDue,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
