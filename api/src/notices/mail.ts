// The e-mail of a notice: plain text and HTML, a link to the item, and for users a
// List-Unsubscribe link (one click, RFC 8058) that turns that kind off without signing in.
import type { Config } from '../config';
import type { Mail } from '../mail/mailer';
import type { UserNoticeKind } from './kinds';
import { fillPath } from '@academy/contract/endpoint';
import { ENDPOINTS } from '@academy/contract/endpoints';

export interface NoticeToMail {
  id: number;
  kind: string;
  title: string;
  body: string;
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

function html(paragraphs: string[], link: string | null, unsubscribe: string | null): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`);
  if (link) body.push(`<p><a href="${escapeHtml(link)}">Open it in the portal</a></p>`);
  if (unsubscribe) body.push(`<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">Stop e-mails like this</a></p>`);
  return `<!doctype html><html><body>${body.join('\n')}</body></html>`;
}

/** An invitation: to an address without an account yet, plain text; the body carries the link to set a password. */
export function invitationMail(notice: NoticeToMail & { to_email: string }, config: MailConfig): Mail {
  return {
    to: notice.to_email,
    subject: notice.title,
    text: notice.body,
    messageId: messageId(notice, config),
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
  const greeting = `Dear ${to.name},`;
  return {
    to: to.email,
    subject: notice.title,
    text: [greeting, notice.body, ...(link ? [`Open it in the portal: ${link}`] : []), `Stop e-mails like this: ${unsubscribe}`].join('\n\n'),
    html: html([greeting, notice.body], link, unsubscribe),
    messageId: messageId(notice, config),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
