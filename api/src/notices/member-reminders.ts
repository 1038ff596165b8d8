// A student who joins a cohort after its classes and work were announced (an invitation accepted,
// a sign-up approved, a move from another cohort) gets the reminders its students already have:
// one an hour before each class to come, one 24 hours before each due moment to come. A move first
// withdraws those of the cohort left.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { memberReader } from '../queries/notices';
import { classesToCome, classReminder, type ClassNoticeContext } from './live-class-notices';
import { cancelPendingReminders, enqueueNotices, type NewNotice } from './outbox';
import { assignmentReminder, workToCome } from './work-notices';

/** Call inside the transaction that made student `userId` a member of their cohort, after it. */
export async function remindNewMember(trx: Kysely<DB>, userId: number, context: ClassNoticeContext): Promise<void> {
  await cancelPendingReminders(trx, userId);
  const reader = await memberReader(trx, userId);
  if (!reader?.cohort_id) return;
  const classes = await classesToCome(trx, reader.cohort_id, context.now);
  const work = await workToCome(trx, reader.cohort_id, context.now);
  const reminders = [
    ...classes.map((liveClass) => classReminder(liveClass, reader, context)),
    ...work.map((assignment) => assignmentReminder(assignment, reader, context)),
  ];
  await enqueueNotices(
    trx,
    reminders.filter((reminder): reminder is NewNotice => reminder !== null),
  );
}

/** The clock reminders are written by: the academy's zone, now, and how long before a class Join opens. */
export function reminderContext(config: Pick<Config, 'academyTimeZone' | 'joinOpensMinutesBefore'>, now: Date): ClassNoticeContext {
  return { academyTimeZone: config.academyTimeZone, now, joinOpensMinutesBefore: config.joinOpensMinutesBefore };
}
