// iCalendar (RFC 5545) of live classes and due work, through ical-generator: one event per class
// and per assignment's due moment, with a UID that stays the same when it changes and a SEQUENCE
// the database raises on every change, so calendar apps replace the event; a deleted class or
// assignment stays in the feed as STATUS:CANCELLED. Files say METHOD:PUBLISH (read-only copies).
// The library escapes and folds the events' texts (RFC 5545 3.3.11, 3.1) but writes the
// calendar's name as given, so it goes through `escape` here. Names are refused with control
// characters; any stored before that become spaces (`plainText`), before they go into a sentence:
// an Arabic one isolates them with marks of its own.
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sql, type Kysely } from 'kysely';
import { CONTROL_CHARACTERS } from '@academy/contract/schemas/common';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { meetingLinkFor, type JoinClock } from '../queries/live-classes';
import { courseInScope, studentOrNull, type Viewer } from '../queries/scope';
import { lockFor } from '../queries/progress';
import { LIVE_CLASSES_LINK } from './live-class-notices';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import type { Locale } from '@academy/contract/rules/locales';
import { say } from '../i18n/messages';
import { portalLink } from '@academy/contract/rules/portal-paths';

interface CalendarClass {
  id: number;
  name: string;
  starts_at: Date;
  duration: number;
  zoom_link: string | null;
  course_name: string;
  changed_at: Date;
  cancelled: boolean;
  sequence: number;
}

interface CalendarContext {
  academyTimeZone: string;
  publicAppUrl: string;
  /** host part of the event UIDs */
  uidDomain: string;
  /** the language of the calendar's own words ('Due: ...'): its owner's */
  locale: Locale;
}

export function calendarContext(config: Pick<Config, 'academyTimeZone' | 'publicAppUrl' | 'publicApiUrl'>, locale: Locale): CalendarContext {
  return { academyTimeZone: config.academyTimeZone, publicAppUrl: config.publicAppUrl, uidDomain: new URL(config.publicApiUrl).hostname, locale };
}

/**
 * The viewer's classes (a student's cohort's, a facilitator's own), deleted ones included; or the one
 * class `id`. A student gets no join link of a course locked for them `today`, nor outside the
 * class's join window (meetingLinkFor).
 */
export async function calendarClasses(db: Kysely<DB>, viewer: Viewer, today: string, clock: JoinClock, id?: number): Promise<CalendarClass[]> {
  const zoomLink = meetingLinkFor('l', lockFor('c', studentOrNull(viewer), today), clock);
  const { rows } = await sql<CalendarClass>`
    select l.id, l.name, l.starts_at, l.duration, ${zoomLink} as zoom_link, c.name as course_name,
      coalesce(l.deleted_at, l.updated_at) as changed_at, l.deleted_at is not null as cancelled, l.sequence
    from live_classes l join courses c on c.id = l.course_id
    where ${courseInScope('c', viewer)} ${id === undefined ? sql`` : sql`and l.id = ${id} and l.deleted_at is null`}
    order by l.starts_at, l.id`.execute(db);
  return rows;
}

/** `text` someone typed, any control character in it a space. */
export function plainText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

interface CalendarDue {
  id: number;
  name: string;
  due_at: Date;
  course_name: string;
  changed_at: Date;
  cancelled: boolean;
  sequence: number;
}

/** The due moments of the viewer's assignments (a student's cohort's, a facilitator's own), deleted ones included. */
export async function calendarDueWork(db: Kysely<DB>, viewer: Viewer): Promise<CalendarDue[]> {
  const { rows } = await sql<CalendarDue>`
    select a.id, a.name, a.due_at, c.name as course_name, coalesce(a.deleted_at, a.updated_at) as changed_at, a.deleted_at is not null as cancelled, a.sequence
    from assignments a join courses c on c.id = a.course_id
    where a.due_at is not null and ${courseInScope('c', viewer)}
    order by a.due_at, a.id`.execute(db);
  return rows;
}

/** `name`: the calendar's, any text someone typed in it already `plainText`. */
export function liveClassCalendar(name: string, classes: CalendarClass[], context: CalendarContext, dueWork: CalendarDue[] = []): string {
  const { locale } = context;
  const calendar = ical({
    name: escape(name, false),
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: ACADEMY_NAME, product: 'Live classes', language: locale.toUpperCase() },
  });
  for (const liveClass of classes) {
    const start = new Date(liveClass.starts_at);
    calendar.createEvent({
      id: `live-class-${liveClass.id}@${context.uidDomain}`,
      start,
      end: new Date(start.getTime() + liveClass.duration * 60_000),
      stamp: liveClass.changed_at,
      lastModified: liveClass.changed_at,
      sequence: liveClass.sequence,
      summary: plainText(liveClass.name),
      description: [
        plainText(liveClass.course_name),
        ...(liveClass.zoom_link ? [say(locale, 'notice.liveClass.join', { link: plainText(liveClass.zoom_link) })] : []),
      ].join('\n'),
      location: liveClass.zoom_link && plainText(liveClass.zoom_link),
      url: `${context.publicAppUrl}${LIVE_CLASSES_LINK}`,
      status: liveClass.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const work of dueWork) {
    const due = new Date(work.due_at);
    calendar.createEvent({
      id: `assignment-due-${work.id}@${context.uidDomain}`,
      start: due,
      end: due,
      stamp: work.changed_at,
      lastModified: work.changed_at,
      sequence: work.sequence,
      summary: say(locale, 'calendar.due', { name: plainText(work.name) }),
      description: plainText(work.course_name),
      url: `${context.publicAppUrl}${portalLink('assignmentDetails', { id: work.id })}`,
      status: work.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 3.1 ends every content line, the last one included, with CRLF; the library leaves the last bare
  return `${calendar.toString()}\r\n`;
}
