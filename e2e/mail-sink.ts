// A local SMTP server that keeps what it receives, for tests that follow a link the API mails.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The recipients' addresses, joined by ", ". */
  to: string;
  text: string;
}

export interface MailSink {
  /** For the API's SMTP_URL. */
  url: string;
  /** What arrived so far, oldest first. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // close() ends the API's pooled connections at once (by default it waits 30 s for them)
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) => list.value.map((address) => address.address ?? ''));
          mails.push({ to: to.join(', '), text: mail.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * A mail sink for the calling file's tests, started before its system: call this before
 * systemPerFile (hooks run in the order they are registered) and pass it the `apiEnv` returned,
 * which then holds SMTP_URL on top of `apiEnv` given here.
 *
 *   const { apiEnv, mails } = mailSinkPerFile({ NOTICE_POLL_MS: '200' });
 *   const system = systemPerFile({ apiEnv });
 */
export function mailSinkPerFile(apiEnv: Record<string, string> = {}): { apiEnv: Record<string, string>; mails: () => ReceivedMail[] } {
  let sink: MailSink | undefined;
  beforeAll(async () => {
    sink = await startMailSink();
    apiEnv.SMTP_URL = sink.url;
  });
  afterAll(() => sink?.close());
  return {
    apiEnv,
    mails: () => {
      if (!sink) throw new Error('the mail sink has not started (see the beforeAll failure above)');
      return sink.mails;
    },
  };
}
