// Notice delivery figures: 2,000 reminders come due at one moment in a real API process on
// PostgreSQL, mailed to a local SMTP sink. Prints notices per second and the delay from the due
// time to the SMTP server's receipt (p50, p99, max).
import { startApi } from '../test/process-helpers';
import { withScratchSchema } from './scratch-schema';

const DUE_REMINDERS = 2000;
const DUE_IN_MS = 8000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

export async function benchNotices(databaseUrl: string): Promise<void> {
  await withScratchSchema(databaseUrl, 'notices', async ({ schema, database, smtp }) => {
    const students = await database.db.selectFrom('users').select('id').where('role_id', '=', 1).execute();
    const api = await startApi({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SMTP_URL: smtp.url, NOTICE_POLL_MS: '250' });
    // due a few seconds from now, so the API is up and idle when they come due
    const dueAt = Date.now() + DUE_IN_MS;
    await database.db
      .insertInto('notices')
      .values(
        Array.from({ length: DUE_REMINDERS }, (_, i) => ({
          kind: 'class_reminder' as const,
          user_id: students[i % students.length]!.id,
          ref: `bench:${i}`,
          title: `In one hour: bench class ${i}`,
          body: 'A bench reminder.',
          link: '/portal/events',
          due_at: new Date(dueAt),
          next_attempt_at: new Date(dueAt),
        })),
      )
      .execute();
    await database.close();
    try {
      await smtp.waitFor(DUE_REMINDERS, 600_000);
    } finally {
      await api.stop();
    }
    const delays = smtp.receivedAt.map((at) => at - dueAt).sort((a, b) => a - b);
    const seconds = (Math.max(...smtp.receivedAt) - Math.min(...smtp.receivedAt)) / 1000;
    process.stdout.write(
      `\nNotices: ${DUE_REMINDERS} reminders due at once, one API instance on PostgreSQL, local SMTP sink:\n` +
        `  ${(DUE_REMINDERS / Math.max(seconds, 0.001)).toFixed(0)} notices/s; delay from due time to the SMTP server: ` +
        `p50 ${(percentile(delays, 50) / 1000).toFixed(1)} s, p99 ${(percentile(delays, 99) / 1000).toFixed(1)} s, ` +
        `max ${(delays.at(-1)! / 1000).toFixed(1)} s\n`,
    );
  });
}
