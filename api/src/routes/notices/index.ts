// Notifications in the portal, notice settings (zone, e-mail per kind, calendar feed URL), the
// unsubscribe links of notice mails, and the private calendar feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrors, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINTS } from '@academy/contract/endpoints';
import { ianaZoneName, isTimeZone } from '../../lib/time-zones';
import { calendarClasses, calendarContext, calendarDueWork, liveClassCalendar } from '../../notices/calendar';
import type { Locale } from '@academy/contract/rules/locales';
import { htmlLanguage, readerLocale, say } from '../../i18n/messages';
import { isUserNoticeKind, KINDS_OF_ROLE, type UserNoticeKind } from '@academy/contract/schemas/notices';
import type { RoleName } from '@academy/contract/rules/roles';
import { noticeSettings, type NoticeSettings } from '../../notices/settings';
import { currentUser } from '../../plugins/auth';
import { academyToday, calendarHolder, ownNotice, unsubscribeHolder } from '../../queries/scope';
import { listNotifications, markNoticeRead, muteNoticeKind, recordBrowserZone, renewCalendarSecret, updateNoticeSettings } from '../../queries/notices';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { portalLink } from '@academy/contract/rules/portal-paths';

const LIST_LIMIT = 50;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small page of its own (the API's origin) in its reader's language: readable on a phone, one heading, then the content. */
function page(locale: Locale, title: string, content: string): string {
  return (
    `<!doctype html><html ${htmlLanguage(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>body{font:1.05rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:1rem}` +
    `button{font:inherit;padding:.6rem 1.2rem;min-height:44px}</style></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`
  );
}

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // where the unsubscribe pages say the mails can be turned back on
  const settingsLink = (locale: Locale) =>
    `<p><a href="${escapeHtml(app.config.publicAppUrl + portalLink('profile'))}">${escapeHtml(say(locale, 'unsubscribe.settings'))}</a></p>`;
  const calendarUrl = (secret: string) => `${app.config.publicApiUrl}/api/v1${fillPath(ENDPOINTS.getCalendarFeed.path, { file: `${secret}.ics` })}`;
  const settingsAnswer = (settings: NoticeSettings, role: RoleName) => ({
    time_zone: settings.time_zone,
    browser_time_zone: settings.browser_time_zone,
    academy_time_zone: app.config.academyTimeZone,
    kinds: KINDS_OF_ROLE[role].map((kind) => ({
      kind,
      label: say(readerLocale(settings.locale), 'notice.kind', { kind }),
      email: !settings.muted_kinds.includes(kind),
    })),
    calendar_url: calendarUrl(settings.calendar_secret),
  });

  route(
    app,
    'listNotifications',
    {
      summary: "The caller's notifications",
      description:
        `The latest ${LIST_LIMIT} notices that are due, newest first, and how many of all are unread. A notice about a ` +
        'course the student cannot open yet is held until it opens for them; a reminder that did not go before its moment ' +
        "(the class's start, the due moment) is dropped, never listed late.",
      tags: ['notifications'],
    },
    async (request) => {
      const me = currentUser(request);
      const { unread, rows } = await listNotifications(app.db, me.id, app.clock.now(), academyToday(app.config), LIST_LIMIT);
      return {
        unread,
        notifications: rows.map((row) => ({
          id: row.id,
          kind: row.kind as UserNoticeKind,
          title: row.title,
          body: row.body,
          lang: row.locale,
          link: row.link,
          at: new Date(row.due_at).toISOString(),
          read: row.read_at !== null,
        })),
      };
    },
  );

  route(
    app,
    'markNotificationRead',
    {
      summary: "Mark one of the caller's notifications read",
      description: "Only the caller's own (else 404).",
      tags: ['notifications'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const notice = await ownNotice(app.db, request.params.id, me.id);
      await markNoticeRead(app.db, notice.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'getNoticeSettings',
    {
      summary: "The caller's notice settings",
      description:
        'Any signed-in account: the time zone, which kinds of notice (those its role is sent) also come by e-mail, and the private calendar feed URL.',
      tags: ['notifications'],
    },
    async (request) => {
      const me = currentUser(request);
      return settingsAnswer(await noticeSettings(app.db, me.id), me.role);
    },
  );

  route(
    app,
    'saveNoticeSettings',
    {
      summary: "Change the caller's zone and which kinds send e-mail",
      description: "time_zone is an IANA zone such as Africa/Lagos, or null for the browser's. Kinds turned off still list in the portal.",
      tags: ['notifications'],
    },
    async (request) => {
      const me = currentUser(request);
      const { time_zone: timeZone, email_off: emailOff } = request.body;
      if (timeZone !== null && !isTimeZone(timeZone)) throw fieldErrors({ time_zone: ['invalid_time_zone'] });
      await noticeSettings(app.db, me.id);
      await updateNoticeSettings(app.db, me.id, timeZone && ianaZoneName(timeZone), emailOff);
      return settingsAnswer(await noticeSettings(app.db, me.id), me.role);
    },
  );

  route(
    app,
    'recordBrowserTimeZone',
    {
      summary: "Keep the zone the caller's browser reports",
      description:
        'The portal sends it when it differs from the one kept. Mails and notices to a reader who chose no zone (time_zone null) ' +
        "are written in it, rather than in the academy's.",
      tags: ['notifications'],
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { time_zone: timeZone } = request.body;
      if (!isTimeZone(timeZone)) throw fieldErrors({ time_zone: ['invalid_time_zone'] });
      await noticeSettings(app.db, me.id);
      await recordBrowserZone(app.db, me.id, ianaZoneName(timeZone));
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'resetCalendarUrl',
    {
      summary: "Replace the caller's calendar feed URL",
      description: 'The old URL answers 404 from now on.',
      tags: ['notifications'],
    },
    async (request) => {
      const me = currentUser(request);
      await noticeSettings(app.db, me.id);
      await renewCalendarSecret(app.db, me.id);
      return settingsAnswer(await noticeSettings(app.db, me.id), me.role);
    },
  );

  const unsubscribeHolding = async (token: string, kind: UserNoticeKind) => {
    const settings = await unsubscribeHolder(app.db, token);
    if (!isUserNoticeKind(kind)) throw notFound('This unsubscribe link');
    return settings;
  };
  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; the
  // page's button posts the same. The body's content changes nothing, so it is read and dropped.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }

  // Mail scanners follow links (GET and HEAD) to check them: the link only shows a page whose button posts.
  route(
    app,
    'showUnsubscribePage',
    {
      summary: 'The page behind the unsubscribe link of a notice mail',
      description: 'Changes nothing: a page with one button that posts to the same address. Unknown token or kind: 404.',
      tags: ['notifications'],
      produces: ['text/html'],
    },
    async (request, reply) => {
      const { token, kind } = request.params;
      const locale = readerLocale((await unsubscribeHolding(token, kind)).locale);
      const question = say(locale, 'unsubscribe.page.question', { kind: say(locale, 'notice.kind', { kind }) });
      const button = say(locale, 'unsubscribe.page.button');
      const form = `<p>${escapeHtml(question)}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>${settingsLink(locale)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(locale, say(locale, 'unsubscribe.page.title'), form));
    },
  );

  route(
    app,
    'unsubscribe',
    {
      summary: "Turn a kind of notice e-mail off (the page's button, or one-click per RFC 8058)",
      description: 'Without signing in. Answers an HTML page to a browser (Accept: text/html), else {message}. Unknown token or kind: 404.',
      tags: ['notifications'],
    },
    async (request, reply) => {
      const { token, kind } = request.params;
      const settings = await unsubscribeHolding(token, kind);
      await muteNoticeKind(app.db, settings, kind);
      const locale = readerLocale(settings.locale);
      const message = say(locale, 'unsubscribe.done.message', { kind: say(locale, 'notice.kind', { kind }) });
      if (/\btext\/html\b/.test(request.headers.accept ?? '')) {
        return reply
          .type('text/html; charset=utf-8')
          .send(page(locale, say(locale, 'unsubscribe.done.title'), `<p>${escapeHtml(message)}</p>${settingsLink(locale)}`));
      }
      return { message };
    },
  );

  route(
    app,
    'getCalendarFeed',
    {
      summary: "A user's private calendar feed (iCalendar)",
      description:
        "Anonymous, by the secret in the URL (from notification_settings): a student's cohort classes or a " +
        "facilitator's own, and the due moments of their assignments ('Due: name'), deleted ones as STATUS:CANCELLED. " +
        'An unknown or reset secret answers 404.',
      tags: ['notifications'],
      produces: ['text/calendar'],
    },
    async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const holder = await calendarHolder(app.db, secret);
      const locale = readerLocale(holder.locale);
      const [classes, dueWork] = await Promise.all([
        calendarClasses(app.db, holder, academyToday(app.config), {
          now: app.clock.now(),
          academyTimeZone: app.config.academyTimeZone,
          minutesBefore: app.config.joinOpensMinutesBefore,
        }),
        calendarDueWork(app.db, holder),
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .send(liveClassCalendar(say(locale, 'calendar.feedName', { academy: ACADEMY_NAME }), classes, calendarContext(app.config, locale), dueWork));
    },
  );
};

export default noticeRoutes;
