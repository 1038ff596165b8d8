// What a cohort's students are told about a live class, written in the transaction of the change:
// scheduled, moved or cancelled now, and a reminder row due one hour before it starts (never sent
// once it has started: deadlines.ts). A change
// withdraws the reminders not yet sent and writes them again for the new time.
import { sql, type Kysely } from 'kysely';
import type { DB, NoticeKind } from '../db/schema';
import { describeForReader, instantIn } from '../lib/time-zones';
import { admittedToCohort } from '../queries/scope';
import { reminderOf } from './deadlines';
import { cancelPendingNotices, enqueueNotices, type NewNotice } from './outbox';

export type LiveClassChange = 'scheduled' | 'moved' | 'changed' | 'cancelled';

export const LIVE_CLASSES_LINK = '/portal/events';

interface ClassFacts {
  id: number;
  name: string;
  date: string;
  time: string;
  zoom_link: string | null;
  cohort_id: number;
  course_name: string;
}

const TOLD: Record<Exclude<LiveClassChange, 'changed'>, { kind: NoticeKind; title: string; says: string }> = {
  scheduled: { kind: 'class_scheduled', title: 'New live class', says: 'is scheduled for' },
  moved: { kind: 'class_moved', title: 'Live class moved', says: 'now takes place on' },
  cancelled: { kind: 'class_cancelled', title: 'Live class cancelled', says: 'is cancelled. It was to take place on' },
};

/** Call inside the transaction that made the change, after it. `changed`: anything but the time (reminders only). */
export async function noticeLiveClassChange(
  trx: Kysely<DB>,
  liveClassId: number,
  change: LiveClassChange,
  context: { academyTimeZone: string; now: Date },
): Promise<void> {
  const ref = `live_class:${liveClassId}`;
  await cancelPendingNotices(trx, ref, ['class_reminder']);
  const { rows } = await sql<ClassFacts>`
    select l.id, l.name, l.date, to_char(l.time, 'HH24:MI') as time, l.zoom_link, l.cohort_id, c.name as course_name
    from live_classes l join courses c on c.id = l.course_id where l.id = ${liveClassId}`.execute(trx);
  const liveClass = rows[0];
  if (!liveClass) return;
  const startsAt = instantIn(liveClass.date, liveClass.time, context.academyTimeZone);
  if (startsAt <= context.now) return;

  const students = await trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('notice_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 's.time_zone'])
    .where('u.cohort_id', '=', liveClass.cohort_id)
    .where('r.name', '=', 'student')
    .where(admittedToCohort('u'))
    .execute();
  const reminder = reminderOf('class_reminder', startsAt);
  const join = liveClass.zoom_link ? `\n\nJoin: ${liveClass.zoom_link}` : '';
  const what = `"${liveClass.name}" (${liveClass.course_name})`;

  const notices: NewNotice[] = students.flatMap((student) => {
    const when = describeForReader(startsAt, student.time_zone, context.academyTimeZone);
    const common = { userId: student.id, ref, link: LIVE_CLASSES_LINK };
    const told = change === 'changed' ? [] : [TOLD[change]];
    return [
      ...told.map(({ kind, title, says }) => ({
        ...common,
        kind,
        title: `${title}: ${liveClass.name}`,
        body: `${what} ${says} ${when}.${change === 'cancelled' ? '' : join}`,
        dueAt: context.now,
      })),
      ...(change !== 'cancelled' && reminder.dueAt > context.now
        ? [
            {
              ...common,
              ...reminder,
              title: `In one hour: ${liveClass.name}`,
              body: `${what} starts at ${when}.${join}`,
            },
          ]
        : []),
    ];
  });
  await enqueueNotices(trx, notices);
}
