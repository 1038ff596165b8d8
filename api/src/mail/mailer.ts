// Outgoing mail: nodemailer over SMTP_URL, or, without it, one .eml file per mail under
// DATA_DIR/outbox so a local user can still read what would have been sent.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** '<id@host>'; the same for every attempt at one notice, so a repeat is recognisable */
  messageId?: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait; failures are logged. Awaited by close(). */
  sendInBackground(mail: Mail, onSent?: () => Promise<void>): void;
  /** Waits for mails sent in the background. */
  flush(): Promise<void>;
  /** Connects to the SMTP server and signs in (readiness); rejects when it cannot. Nothing to check without SMTP. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The SMTP server's reply when it refused this mail for good: a 5xx answer to the envelope (an
 * address that does not exist) or to the message. Anything else (4xx, no connection, a refused
 * login, which is the operator's setting to fix) is temporary and null: the mail is tried again.
 */
export function permanentRefusal(err: unknown): string | null {
  const { code, responseCode, response } = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return null;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return null;
  return typeof response === 'string' && response ? response : String(responseCode);
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP connections each instance keeps open: the notice worker sends this many mails at once. */
export const SMTP_CONNECTIONS = 8;

/**
 * Keeps SMTP connections open and reuses them, so a run of notices (2,000 invitations) opens neither
 * one connection per mail nor a new one every 100 mails (nodemailer's default `maxMessages`).
 * SMTP_URL's own `pool`, `maxConnections` and `maxMessages` win.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', '1000');
  return url.toString();
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = config.smtpUrl ? nodemailer.createTransport(pooled(config.smtpUrl)) : null;
  const stream = smtp ? null : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(mail: Mail): Promise<void> {
    // every mail is written by the product, not a person: auto-responders and vacation replies stay quiet (RFC 3834)
    const message = { from: config.mailFrom, ...mail, headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers } };
    if (smtp) {
      await smtp.sendMail(message);
      return;
    }
    const info = await stream!.sendMail(message);
    const dir = outboxDir(config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(dir, name), info.message as Buffer);
    log.info({ file: path.join(dir, name) }, 'mail written to the outbox (SMTP_URL is not set)');
  }

  return {
    mode: smtp ? 'smtp' : 'outbox',
    send,
    sendInBackground(mail, onSent) {
      const task = send(mail)
        .then(() => onSent?.())
        .catch((err: unknown) => log.error({ err, subject: mail.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async verify() {
      await smtp?.verify();
    },
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      smtp?.close();
    },
  };
}
