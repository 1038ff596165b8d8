// Writing notices: always inside the transaction of the change that causes them, so a notice
// exists exactly when its change does.
import type { Kysely } from 'kysely';
import type { Locale } from '@academy/contract/rules/locales';
import type { DB, NoticeKind } from '../db/schema';

export interface NewNotice {
  kind: NoticeKind;
  /** null: a contact message for the academy's own inbox */
  userId: number | null;
  ref: string;
  /** in `locale`, the recipient's language */
  title: string;
  body: string;
  locale: Locale;
  /** path under the public app address */
  link?: string;
  replyTo?: string;
  /** the address of someone without an account (an invitation) */
  toEmail?: string;
  dueAt: Date;
  /** a reminder's deadline (deadlines.ts): from then on it is neither mailed nor listed */
  expiresAt?: Date;
  /** when its mail goes, if later than dueAt (a digest gathers what comes meanwhile) */
  mailAt?: Date;
}

export async function enqueueNotices(trx: Kysely<DB>, notices: NewNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await trx
    .insertInto('notices')
    .values(
      notices.map((notice) => ({
        kind: notice.kind,
        user_id: notice.userId,
        ref: notice.ref,
        title: notice.title,
        body: notice.body,
        locale: notice.locale,
        link: notice.link ?? null,
        reply_to: notice.replyTo ?? null,
        to_email: notice.toEmail ?? null,
        due_at: notice.dueAt,
        expires_at: notice.expiresAt ?? null,
        next_attempt_at: notice.mailAt ?? notice.dueAt,
      })),
    )
    .execute();
}

/** Withdraws the notices of these kinds about `ref` that have not been mailed yet (a moved class's reminders). */
export async function cancelPendingNotices(trx: Kysely<DB>, ref: string, kinds: NoticeKind[]): Promise<void> {
  await trx
    .updateTable('notices')
    .set({ mail_status: 'cancelled' })
    .where('ref', '=', ref)
    .where('kind', 'in', kinds)
    .where('mail_status', '=', 'pending')
    .execute();
}

/** Withdraws the reminders not yet mailed to `userId` (of the cohort they leave). */
export async function cancelPendingReminders(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx
    .updateTable('notices')
    .set({ mail_status: 'cancelled' })
    .where('user_id', '=', userId)
    .where('kind', 'in', ['class_reminder', 'assignment_due'])
    .where('mail_status', '=', 'pending')
    .execute();
}
