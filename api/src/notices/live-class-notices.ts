// What a cohort's students are told about a live class, written in the transaction of the change:
// scheduled, moved or cancelled now (a weekly series once, saying what it is), and a reminder row due one hour before it starts (never sent
// once it has started: deadlines.ts). A change
// withdraws the reminders not yet sent and writes them again for the new time. None carries the
// meeting link, which is given only while Join is open: they say when it opens, and where.
import { sql, type Kysely } from 'kysely';
import type { DB, NoticeKind } from '../db/schema';
import { readerLocale, say, type ApiMessageKey } from '../i18n/messages';
import type { Locale } from '@academy/contract/rules/locales';
import { weeklyRuns } from '@academy/contract/rules/time-zones';
import { momentForReader } from '../lib/time-zones';
import { cohortReaders, type Reader } from '../queries/notices';
import { reminderOf } from './deadlines';
import { cancelPendingNotices, enqueueNotices, type NewNotice } from './outbox';
import { portalLink } from '@academy/contract/rules/portal-paths';

/** `seriesScheduled`, `seriesMoved`: told once, of the first class changed, for it and the series' later classes. */
export type LiveClassChange = 'scheduled' | 'moved' | 'changed' | 'cancelled' | 'seriesScheduled' | 'seriesMoved';

export const LIVE_CLASSES_LINK = portalLink('events');

export interface ClassFacts {
  id: number;
  name: string;
  starts_at: Date;
  typed_time_zone: string;
  zoom_link: string | null;
  cohort_id: number;
  course_name: string;
}

const TOLD: Record<Exclude<LiveClassChange, 'changed'>, { kind: NoticeKind; title: ApiMessageKey; body: ApiMessageKey }> = {
  scheduled: { kind: 'class_scheduled', title: 'notice.liveClass.scheduled.title', body: 'notice.liveClass.scheduled.body' },
  moved: { kind: 'class_moved', title: 'notice.liveClass.moved.title', body: 'notice.liveClass.moved.body' },
  cancelled: { kind: 'class_cancelled', title: 'notice.liveClass.cancelled.title', body: 'notice.liveClass.cancelled.body' },
  seriesScheduled: { kind: 'class_scheduled', title: 'notice.liveClass.series.scheduled.title', body: 'notice.liveClass.series.scheduled.body' },
  seriesMoved: { kind: 'class_moved', title: 'notice.liveClass.series.moved.title', body: 'notice.liveClass.series.moved.body' },
};

const ofSeries = (change: LiveClassChange): change is 'seriesScheduled' | 'seriesMoved' => change === 'seriesScheduled' || change === 'seriesMoved';

/** The starts of the classes one change made or moved (`seriesIds`), in order. */
async function seriesStarts(trx: Kysely<DB>, seriesIds: readonly number[]): Promise<Date[]> {
  if (seriesIds.length === 0) return [];
  const rows = await trx
    .selectFrom('live_classes')
    .select('starts_at')
    .where('id', 'in', seriesIds)
    .where('deleted_at', 'is', null)
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => new Date(row.starts_at));
}

const SERIES_RUNS: Record<'seriesScheduled' | 'seriesMoved', ApiMessageKey> = {
  seriesScheduled: 'notice.liveClass.series.scheduled.runs',
  seriesMoved: 'notice.liveClass.series.moved.runs',
};

/**
 * What a series is, in the reader's zone and language: its weekday and time, how many classes,
 * from and until when; or, where the reader's clock reads it at more than one time, each run of
 * classes at one time. When the series keeps one time on its own clock, that clock is named.
 */
function seriesBody(change: 'seriesScheduled' | 'seriesMoved', starts: Date[], what: string, zone: string, typedZone: string, locale: Locale): string {
  const runs = weeklyRuns(starts, zone, locale);
  if (runs.length === 1) return say(locale, TOLD[change].body, { what, ...runs[0] });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    runs.map((run) => say(locale, run.count === 1 ? 'notice.liveClass.series.runOne' : 'notice.liveClass.series.run', { ...run })),
  );
  const body = say(locale, SERIES_RUNS[change], { what, count: starts.length, runs: list });
  return weeklyRuns(starts, typedZone).length === 1 ? `${body} ${say(locale, 'notice.liveClass.series.clock', { zone: typedZone })}` : body;
}

/** What a reminder of a class needs: its clock, and how long before its start Join opens. */
export interface ClassNoticeContext {
  academyTimeZone: string;
  now: Date;
  joinOpensMinutesBefore: number;
}

/** The class's words for one reader: its moment in their zone, what it is, and when Join opens (never the link itself). */
function wordsFor(liveClass: ClassFacts, student: Reader, context: ClassNoticeContext) {
  const startsAt = new Date(liveClass.starts_at);
  const locale = readerLocale(student.locale);
  const when = momentForReader(startsAt, student.time_zone, context.academyTimeZone, locale);
  const what = say(locale, 'notice.what', { name: liveClass.name, course: liveClass.course_name });
  // the meeting link leaves the server only while Join is open (meetingLinkFor): the mail says when that is
  const joinOpensAt = new Date(startsAt.getTime() - context.joinOpensMinutesBefore * 60_000);
  const join = liveClass.zoom_link
    ? `\n\n${say(locale, 'notice.liveClass.joinOpens', { when: momentForReader(joinOpensAt, student.time_zone, context.academyTimeZone, locale) })}`
    : '';
  return { locale, when, what, join, common: { userId: student.id, ref: `live_class:${liveClass.id}`, link: LIVE_CLASSES_LINK, locale } };
}

/** The reader's reminder of the class, due an hour before it starts; null once that hour has come. */
export function classReminder(liveClass: ClassFacts, student: Reader, context: ClassNoticeContext): NewNotice | null {
  const reminder = reminderOf('class_reminder', new Date(liveClass.starts_at));
  if (reminder.dueAt <= context.now) return null;
  const { locale, when, what, join, common } = wordsFor(liveClass, student, context);
  return {
    ...common,
    ...reminder,
    title: say(locale, 'notice.liveClass.reminder.title', { name: liveClass.name }),
    body: `${say(locale, 'notice.liveClass.reminder.body', { what, when })}${join}`,
  };
}

/** The classes of a cohort that have not started: their reminders are still to come. */
export async function classesToCome(trx: Kysely<DB>, cohortId: number, now: Date): Promise<ClassFacts[]> {
  const { rows } = await sql<ClassFacts>`
    select l.id, l.name, l.starts_at, l.typed_time_zone, l.zoom_link, l.cohort_id, c.name as course_name
    from live_classes l join courses c on c.id = l.course_id
    where l.cohort_id = ${cohortId} and l.deleted_at is null and l.starts_at > ${now}`.execute(trx);
  return rows;
}

/** Call inside the transaction that made the change, after it. `changed`: anything but the time (reminders only). */
export async function noticeLiveClassChange(
  trx: Kysely<DB>,
  liveClassId: number,
  change: LiveClassChange,
  context: ClassNoticeContext & { movedFrom?: Date; seriesIds?: readonly number[] },
): Promise<void> {
  const ref = `live_class:${liveClassId}`;
  await cancelPendingNotices(trx, ref, ['class_reminder']);
  const { rows } = await sql<ClassFacts>`
    select l.id, l.name, l.starts_at, l.typed_time_zone, l.zoom_link, l.cohort_id, c.name as course_name
    from live_classes l join courses c on c.id = l.course_id where l.id = ${liveClassId}`.execute(trx);
  const liveClass = rows[0];
  if (!liveClass) return;
  const startsAt = new Date(liveClass.starts_at);
  if (startsAt <= context.now) return;

  const students = await cohortReaders(trx, liveClass.cohort_id);
  const series = ofSeries(change) ? await seriesStarts(trx, context.seriesIds ?? [liveClassId]) : [];
  const notices: NewNotice[] = students.flatMap((student) => {
    // each student reads it in their language, the moment in their own zone
    const { locale, when, what, join, common } = wordsFor(liveClass, student, context);
    const told = change === 'changed' ? [] : [TOLD[change]];
    // a class moved alone says when it was before, so a reader who noted that time knows what changed
    const before = change === 'moved' && context.movedFrom && context.movedFrom.getTime() !== startsAt.getTime() ? context.movedFrom : null;
    const toldBody = (body: ApiMessageKey) => {
      if (ofSeries(change)) return seriesBody(change, series, what, student.time_zone ?? context.academyTimeZone, liveClass.typed_time_zone, locale);
      if (before) {
        const was = momentForReader(before, student.time_zone, context.academyTimeZone, locale);
        return say(locale, 'notice.liveClass.moved.bodyFrom', { what, when, before: was });
      }
      return say(locale, body, { what, when });
    };
    const reminder = change === 'cancelled' ? null : classReminder(liveClass, student, context);
    return [
      ...told.map(({ kind, title, body }) => ({
        ...common,
        kind,
        title: say(locale, title, { name: liveClass.name }),
        body: `${toldBody(body)}${change === 'cancelled' ? '' : join}`,
        dueAt: context.now,
      })),
      ...(reminder ? [reminder] : []),
    ];
  });
  await enqueueNotices(trx, notices);
}
