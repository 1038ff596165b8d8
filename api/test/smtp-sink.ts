// A real SMTP server for tests (smtp-server): every mail it accepts is parsed into `mails`.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** Date.now() at each accepted mail, in the order of `mails` */
  receivedAt: number[];
  /** Addresses refused at RCPT TO with a permanent 550 (a mailbox that does not exist); add to it. */
  refused: Set<string>;
  /** Addresses put off at RCPT TO with a temporary 451 (try again later); add to it, delete to accept again. */
  deferred: Set<string>;
  /** Resolves once `count` mails have arrived (the worker in another process sends them). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Runs the request and answers the one mail it caused (fails when it caused none or more). */
  mailAfter(app: FastifyInstance, request: () => Promise<unknown>): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Listens on `port` (0: a free one); `delayMs` slows each accepted mail, like a busy server. */
export async function startSmtpSink(port = 0, delayMs = 0): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const receivedAt: number[] = [];
  const refused = new Set<string>();
  const deferred = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() ends the API's pooled connections at once (by default it waits 30 s for them)
    closeTimeout: 100,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (deferred.has(to)) return callback(Object.assign(new Error(`4.3.0 <${address.address}>: try again later`), { responseCode: 451 }));
      if (!refused.has(to)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          setTimeout(() => {
            mails.push(mail);
            receivedAt.push(Date.now());
            callback();
          }, delayMs);
        },
        (err: Error) => callback(err),
      );
    },
  });
  // A client killed mid-conversation resets its connection (the fault tests do it on purpose):
  // that ends the client's session, not the sink, whose 'error' event would otherwise go unheard.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    receivedAt,
    refused,
    deferred,
    async waitFor(count, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return mails;
    },
    async mailAfter(app, request) {
      const seen = mails.length;
      await request();
      await app.mailer.flush();
      for (let i = 0; i < 400 && mails.length === seen; i++) await new Promise((r) => setTimeout(r, 25));
      expect(mails.length).toBe(seen + 1);
      return mails[mails.length - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
