// The notification calls and their shapes: notices in the portal, notice settings, the unsubscribe
// links of notice mails and the private calendar feed. The kinds of notice a user gets are listed
// here once.
import { Type, type Static } from '@sinclair/typebox';
import { IdParams, NoContent } from '@academy/contract/schemas/common';
import { LocaleCode } from '@academy/contract/schemas/accounts';
import { endpoint } from '@academy/contract/endpoint';
import type { RoleName } from '@academy/contract/rules/roles';

/** The kinds of notice a user gets; their names in each language are the catalogs' (`notice.kind` of the API, `profile.notices.kind` of Profile). */
export const KIND_NAMES = [
  'class_scheduled',
  'class_moved',
  'class_cancelled',
  'class_reminder',
  'assignment_posted',
  'assignment_due',
  'work_marked',
  'work_submitted',
] as const;

export type UserNoticeKind = (typeof KIND_NAMES)[number];

/** The kinds each role is sent, which Profile offers it: a student hears of classes and work, staff of the work handed in on the courses they own. */
export const KINDS_OF_ROLE: Record<RoleName, readonly UserNoticeKind[]> = {
  student: KIND_NAMES.filter((kind) => kind !== 'work_submitted'),
  facilitator: ['work_submitted'],
  admin: ['work_submitted'],
};

export function isUserNoticeKind(value: string): value is UserNoticeKind {
  return (KIND_NAMES as readonly string[]).includes(value);
}

const Kind = Type.Union(KIND_NAMES.map((kind) => Type.Literal(kind)));

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    title: Type.String(),
    body: Type.String(),
    lang: Type.Union([LocaleCode], { description: "The language the title and body were written in: their recipient's then." }),
    link: Type.Union([Type.String(), Type.Null()], { description: 'Path in the portal app.' }),
    at: Type.String({ format: 'date-time', description: 'When it was due (ISO-8601, UTC).' }),
    read: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const NotificationList = Type.Object({ unread: Type.Integer(), notifications: Type.Array(Notification) });

export const NoticeSettings = Type.Object(
  {
    time_zone: Type.Union([Type.String(), Type.Null()], { description: "IANA zone, or null: the browser's." }),
    browser_time_zone: Type.Union([Type.String(), Type.Null()], {
      description: "The zone the caller's browser reported last (recordBrowserTimeZone): mails use it while time_zone is null.",
    }),
    academy_time_zone: Type.String({
      description: "ACADEMY_TIME_ZONE: forms preview a typed moment in it; mails use it for a reader who chose no zone and whose browser's is not known.",
    }),
    kinds: Type.Array(
      Type.Object(
        { kind: Kind, label: Type.String({ description: "The kind's name in the caller's language." }), email: Type.Boolean() },
        { additionalProperties: false },
      ),
      { description: "The kinds the caller's role is sent." },
    ),
    calendar_url: Type.String({ description: 'The private calendar feed (keep it secret; a reset replaces it).' }),
  },
  { additionalProperties: false },
);

export const NoticeSettingsBody = Type.Object(
  {
    time_zone: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
    email_off: Type.Array(Kind, { maxItems: KIND_NAMES.length, uniqueItems: true, description: 'Kinds that send no e-mail.' }),
  },
  { additionalProperties: false },
);

export const BrowserTimeZoneBody = Type.Object(
  { time_zone: Type.String({ minLength: 1, maxLength: 64, description: 'The IANA zone the browser reports, such as Pacific/Auckland.' }) },
  { additionalProperties: false },
);

export const UnsubscribeParams = Type.Object(
  { token: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }), kind: Kind },
  { additionalProperties: false },
);

export const CalendarParams = Type.Object(
  { file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$', description: '{secret}.ics' }) },
  { additionalProperties: false },
);

export type Notification = Static<typeof Notification>;
export type NotificationList = Static<typeof NotificationList>;
export type NoticeSettings = Static<typeof NoticeSettings>;
export type NoticeSettingsBody = Static<typeof NoticeSettingsBody>;

export const NOTICE_ENDPOINTS = {
  listNotifications: endpoint({ method: 'GET', path: '/notifications', access: 'signed-in', response: { 200: NotificationList } }),
  markNotificationRead: endpoint({
    method: 'PUT',
    path: '/notifications/:id/read',
    access: 'signed-in',
    params: IdParams,
    response: { 204: NoContent },
    errors: [404],
  }),
  getNoticeSettings: endpoint({ method: 'GET', path: '/notification_settings', access: 'signed-in', response: { 200: NoticeSettings } }),
  saveNoticeSettings: endpoint({
    method: 'PUT',
    path: '/notification_settings',
    access: 'signed-in',
    body: NoticeSettingsBody,
    response: { 200: NoticeSettings },
  }),
  recordBrowserTimeZone: endpoint({
    method: 'PUT',
    path: '/notification_settings/browser_time_zone',
    access: 'signed-in',
    body: BrowserTimeZoneBody,
    response: { 204: NoContent },
  }),
  resetCalendarUrl: endpoint({ method: 'POST', path: '/notification_settings/calendar_reset', access: 'signed-in', response: { 200: NoticeSettings } }),
  showUnsubscribePage: endpoint({
    method: 'GET',
    path: '/unsubscribe/:token/:kind',
    access: 'public',
    params: UnsubscribeParams,
    response: { 200: Type.String() },
    errors: [404],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/unsubscribe/:token/:kind',
    access: 'public',
    params: UnsubscribeParams,
    response: { 200: Type.Union([Type.Object({ message: Type.String() }), Type.String({ description: 'The HTML page' })]) },
    errors: [404],
  }),
  getCalendarFeed: endpoint({
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    params: CalendarParams,
    response: { 200: Type.String() },
    errors: [404],
  }),
};
