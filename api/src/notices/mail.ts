// The e-mail of a notice: plain text and HTML, a link to the item, and for users a
// List-Unsubscribe link (one click, RFC 8058) that turns that kind off without signing in. Its words
// are in the notice's language (Content-Language, and `<html lang dir>` of the HTML part).
import type { Locale } from '@academy/contract/rules/locales';
import type { Config } from '../config';
import { htmlLanguage, languageHeaders, say } from '../i18n/messages';
import type { Mail } from '../mail/mailer';
import type { UserNoticeKind } from './kinds';
import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINTS } from '@academy/contract/endpoints';

export interface NoticeToMail {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** the language of its title and body: its mail's words around them follow it */
  locale: Locale;
  link: string | null;
  reply_to: string | null;
}

export interface Recipient {
  email: string;
  name: string;
  unsubscribeToken: string;
}

type MailConfig = Pick<Config, 'publicAppUrl' | 'publicApiUrl' | 'academyContactEmail'>;

function messageId(notice: NoticeToMail, config: MailConfig): string {
  return `<notice-${notice.id}@${new URL(config.publicApiUrl).hostname}>`;
}

function unsubscribeUrl(config: Pick<Config, 'publicApiUrl'>, token: string, kind: UserNoticeKind): string {
  return `${config.publicApiUrl}/api/v1${fillPath(ENDPOINTS.unsubscribe.path, { token, kind })}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(locale: Locale, title: string, paragraphs: string[], link: string | null, unsubscribe: string | null): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`);
  if (link) body.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(say(locale, 'mail.openInPortal'))}</a></p>`);
  if (unsubscribe) body.push(`<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(say(locale, 'mail.stop'))}</a></p>`);
  const head = `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`;
  return `<!doctype html><html ${htmlLanguage(locale)}>${head}<body>${body.join('\n')}</body></html>`;
}

/** An invitation: to an address without an account yet, plain text in the invitation's language; the body carries the link to set a password. */
export function invitationMail(notice: NoticeToMail & { to_email: string }, config: MailConfig): Mail {
  return {
    to: notice.to_email,
    subject: notice.title,
    text: notice.body,
    messageId: messageId(notice, config),
    headers: languageHeaders(notice.locale),
  };
}

/** A contact message: to the academy's contact address, Reply-To the visitor. */
export function contactMail(notice: NoticeToMail, config: MailConfig): Mail {
  return {
    to: config.academyContactEmail,
    ...(notice.reply_to ? { replyTo: notice.reply_to } : {}),
    subject: notice.title,
    text: notice.body,
    messageId: messageId(notice, config),
  };
}

export function userNoticeMail(notice: NoticeToMail & { kind: UserNoticeKind }, to: Recipient, config: MailConfig): Mail {
  const link = notice.link ? `${config.publicAppUrl}${notice.link}` : null;
  const unsubscribe = unsubscribeUrl(config, to.unsubscribeToken, notice.kind);
  const { locale } = notice;
  const greeting = say(locale, 'mail.greeting', { name: to.name });
  const text = [greeting, notice.body, ...(link ? [say(locale, 'mail.openInPortalAt', { link })] : []), say(locale, 'mail.stopAt', { link: unsubscribe })];
  return {
    to: to.email,
    subject: notice.title,
    text: text.join('\n\n'),
    html: html(locale, notice.title, [greeting, notice.body], link, unsubscribe),
    messageId: messageId(notice, config),
    headers: { ...languageHeaders(locale), 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
