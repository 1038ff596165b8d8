// Notice delivery under faults, with real API processes and a real SMTP server: kill -9 in the
// middle of a batch, then a restart on the same data, delivers every notice, and at most the mails
// in flight at the kill (one per SMTP connection) a second time (same Message-ID); two instances on
// one PostgreSQL never send a notice twice.
import type { ParsedMail } from 'mailparser';
import { openDatabase } from '../../src/db/database';
import { SMTP_CONNECTIONS } from '../../src/mail/mailer';
import { seededTestDatabase } from '../helpers';
import { startApi } from '../process-helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';

const NOTICES = 120;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

interface Prepared {
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

/** A seeded database with NOTICES due notices for the cohort 1 students. */
async function prepare(databaseUrl: string | null): Promise<Prepared> {
  const place = await seededTestDatabase({ databaseUrl });
  const database = await openDatabase(place);
  const students = await database.db.selectFrom('users').select('id').where('cohort_id', '=', 1).where('role_id', '=', 1).execute();
  const now = new Date();
  await database.db
    .insertInto('notices')
    .values(
      Array.from({ length: NOTICES }, (_, i) => ({
        kind: 'work_marked' as const,
        user_id: students[i % students.length]!.id,
        ref: `fault-test:${i}`,
        title: `Notice ${i}`,
        body: `Body ${i}`,
        due_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
  await database.close();
  return {
    env: { ...place.env, NOTICE_POLL_MS: '100', NOTICE_LEASE_SECONDS: '3' },
    cleanUp: place.cleanUp,
  };
}

/** How many times each notice title arrived, and the titles that arrived with two different Message-IDs. */
function tally(mails: ParsedMail[]) {
  const counts = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  for (const mail of mails) {
    counts.set(mail.subject!, (counts.get(mail.subject!) ?? 0) + 1);
    ids.set(mail.subject!, (ids.get(mail.subject!) ?? new Set()).add(mail.messageId!));
  }
  return { counts, repeats: [...counts.entries()].filter(([, n]) => n > 1), mixedIds: [...ids.entries()].filter(([, set]) => set.size > 1) };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notice delivery under faults', () => {
  let smtp: SmtpSink;

  beforeEach(async () => {
    // a slow server, so that the kill lands while the worker's SMTP connections are still busy
    smtp = await startSmtpSink(0, 100);
  });

  afterEach(async () => {
    await smtp.close();
  });

  it(`kill -9 during a batch, then a restart: every notice delivered (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const p = await prepare(process.env.DATABASE_URL || null);
    try {
      const env = { ...p.env, SMTP_URL: smtp.url };
      const api = await startApi(env);
      await smtp.waitFor(NOTICES / 4);
      await api.crash();
      expect(smtp.mails.length).toBeLessThan(NOTICES);

      const restarted = await startApi(env);
      await smtp.waitFor(NOTICES);
      // past the lease of any row the crashed process held, and a few polls more
      await settle(5000);
      await restarted.stop();

      const { counts, repeats, mixedIds } = tally(smtp.mails);
      expect(counts.size).toBe(NOTICES);
      // only the mails in flight at the kill can arrive twice, and then as the same message
      expect(repeats.length).toBeLessThanOrEqual(SMTP_CONNECTIONS);
      expect(mixedIds).toEqual([]);
    } finally {
      await p.cleanUp();
    }
  });

  it('two API instances on one PostgreSQL send each notice exactly once', async () => {
    const p = await prepare(process.env.DATABASE_URL || LOCAL_POSTGRES);
    try {
      const env = { ...p.env, SMTP_URL: smtp.url };
      const [a, b] = await Promise.all([startApi(env), startApi(env)]);
      await smtp.waitFor(NOTICES);
      await settle(2000);
      await Promise.all([a.stop(), b.stop()]);
      const { counts, repeats } = tally(smtp.mails);
      expect(counts.size).toBe(NOTICES);
      expect(repeats).toEqual([]);
    } finally {
      await p.cleanUp();
    }
  });
});
