// Notifications in the portal, notice settings (zone, e-mail per kind, calendar feed URL), the
// unsubscribe links of notice mails, and the private calendar feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { errorResponses, IdParams, NoContent } from '@academy/shared/contract/common';
import { fieldErrors, notFound } from '../../http/errors';
import { isTimeZone } from '../../lib/time-zones';
import { calendarClasses, calendarContext, liveClassCalendar } from '../../notices/calendar';
import { isUserNoticeKind, USER_NOTICE_KINDS, type UserNoticeKind } from '../../notices/kinds';
import { newSecret, noticeSettings, type NoticeSettings } from '../../notices/settings';
import { currentUser } from '../../plugins/auth';
import { KIND_NAMES, CalendarParams, Notification, Settings, SettingsBody, UnsubscribeParams } from './schemas';
import { academyToday, calendarHolder, ownNotice, unsubscribeHolder } from '../../queries/scope';
import { noticeHeld } from '../../queries/progress';

const SECURITY = [{ bearerAuth: [] }];
const LIST_LIMIT = 50;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const calendarUrl = (secret: string) => `${app.config.publicApiUrl}/api/v1/calendar/${secret}.ics`;
  const settingsAnswer = (settings: NoticeSettings) => ({
    time_zone: settings.time_zone,
    kinds: KIND_NAMES.map((kind) => ({ kind, label: USER_NOTICE_KINDS[kind], email: !settings.muted_kinds.includes(kind) })),
    calendar_url: calendarUrl(settings.calendar_secret),
  });
  const mute = async (db: Kysely<DB>, settings: NoticeSettings, kind: UserNoticeKind) => {
    if (settings.muted_kinds.includes(kind)) return;
    await db
      .updateTable('notice_settings')
      .set({ muted_kinds: [...settings.muted_kinds, kind] })
      .where('user_id', '=', settings.user_id)
      .execute();
  };

  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's notifications",
        description:
          `The latest ${LIST_LIMIT} notices that are due, newest first, and how many of all are unread. A notice about a ` +
          'course the student cannot open yet is held until it opens for them.',
        tags: ['notifications'],
        security: SECURITY,
        response: { 200: Type.Object({ unread: Type.Integer(), notifications: Type.Array(Notification) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const visible = app.db
        .selectFrom('notices')
        .where('user_id', '=', me.id)
        .where('due_at', '<=', app.clock.now())
        .where('mail_status', '<>', 'cancelled')
        .where(sql<boolean>`not ${noticeHeld(sql`user_id`, sql`ref`, academyToday(app.config))}`);
      const rows = await visible
        .select(['id', 'kind', 'title', 'body', 'link', 'due_at', 'read_at'])
        .orderBy('due_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .execute();
      const { unread } = await visible
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .executeTakeFirstOrThrow();
      return {
        unread: Number(unread),
        notifications: rows.map((row) => ({
          id: row.id,
          kind: row.kind as UserNoticeKind,
          title: row.title,
          body: row.body,
          link: row.link,
          at: new Date(row.due_at).toISOString(),
          read: row.read_at !== null,
        })),
      };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Mark one of the caller's notifications read",
        description: "Only the caller's own (else 404).",
        tags: ['notifications'],
        security: SECURITY,
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const notice = await ownNotice(app.db, request.params.id, me.id);
      await app.db.updateTable('notices').set({ read_at: app.clock.now() }).where('id', '=', notice.id).where('read_at', 'is', null).execute();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notification_settings',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's notice settings",
        tags: ['notifications'],
        security: SECURITY,
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async (request) => settingsAnswer(await noticeSettings(app.db, currentUser(request).id)),
  );

  app.put(
    '/notification_settings',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Change the caller's zone and which kinds send e-mail",
        description: "time_zone is an IANA zone such as Africa/Lagos, or null for the browser's. Kinds turned off still list in the portal.",
        tags: ['notifications'],
        security: SECURITY,
        body: SettingsBody,
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { time_zone: timeZone, email_off: emailOff } = request.body;
      if (timeZone !== null && !isTimeZone(timeZone)) throw fieldErrors({ time_zone: ['must be a time zone such as Africa/Lagos'] });
      await noticeSettings(app.db, me.id);
      await app.db.updateTable('notice_settings').set({ time_zone: timeZone, muted_kinds: emailOff }).where('user_id', '=', me.id).execute();
      return settingsAnswer(await noticeSettings(app.db, me.id));
    },
  );

  app.post(
    '/notification_settings/calendar_reset',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Replace the caller's calendar feed URL",
        description: 'The old URL answers 404 from now on.',
        tags: ['notifications'],
        security: SECURITY,
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await noticeSettings(app.db, me.id);
      await app.db.updateTable('notice_settings').set({ calendar_secret: newSecret() }).where('user_id', '=', me.id).execute();
      return settingsAnswer(await noticeSettings(app.db, me.id));
    },
  );

  const unsubscribe = async (token: string, kind: UserNoticeKind) => {
    const settings = await unsubscribeHolder(app.db, token);
    if (!isUserNoticeKind(kind)) throw notFound('This unsubscribe link');
    await mute(app.db, settings, kind);
    return `You will no longer get e-mails for: ${USER_NOTICE_KINDS[kind]}. They still appear in the portal, and you can turn them back on in your profile.`;
  };
  const unsubscribeSchema = {
    description: 'The link in every notice mail (List-Unsubscribe, one click): turns that kind of e-mail off without signing in.',
    tags: ['notifications'],
    params: UnsubscribeParams,
  };

  app.get(
    '/unsubscribe/:token/:kind',
    {
      schema: {
        ...unsubscribeSchema,
        summary: 'Turn a kind of notice e-mail off (link in the mail)',
        response: { 200: Type.String(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const message = await unsubscribe(request.params.token, request.params.kind);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body><main><h1>Unsubscribed</h1><p>${escapeHtml(message)}</p></main></body></html>`,
        );
    },
  );

  app.post(
    '/unsubscribe/:token/:kind',
    {
      schema: {
        ...unsubscribeSchema,
        summary: 'Turn a kind of notice e-mail off (one-click, RFC 8058)',
        response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(404) },
      },
    },
    async (request) => ({ message: await unsubscribe(request.params.token, request.params.kind) }),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        summary: "A user's private calendar feed (iCalendar)",
        description:
          "Anonymous, by the secret in the URL (from notification_settings): a student's cohort classes or a " +
          "facilitator's own, deleted ones as STATUS:CANCELLED. An unknown or reset secret answers 404.",
        tags: ['notifications'],
        params: CalendarParams,
        response: { 200: Type.String(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const classes = await calendarClasses(app.db, await calendarHolder(app.db, secret));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(liveClassCalendar('Leadership Academy live classes', classes, calendarContext(app.config)));
    },
  );
};

export default noticeRoutes;
