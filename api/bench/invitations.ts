// Invitation import figure: an administrator's CSV of 2,000 people (preview, then import) against a
// real API process on PostgreSQL, the mails going through the notice outbox to a local SMTP sink.
// Prints the time of each step and from the preview's start to the last mail received (aim <= 10 s).
import { createSession } from '../src/auth/sessions';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { startApi } from '../test/process-helpers';
import { withScratchSchema } from './scratch-schema';

const INVITEES = 2000;
const AIM_SECONDS = 10;

/** Prints the import figures beside the aim; fails only when the import itself goes wrong. */
export async function benchInvitations(databaseUrl: string): Promise<void> {
  await withScratchSchema(databaseUrl, 'invitations', async ({ schema, database, smtp }) => {
    const adminId = (await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.admin).executeTakeFirstOrThrow()).id;
    const { token } = await createSession(database.db, adminId);
    await database.close();
    const api = await startApi({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SMTP_URL: smtp.url, NOTICE_POLL_MS: '100' });
    const csv = [
      'name,email,role,cohort',
      ...Array.from({ length: INVITEES }, (_, i) => `Bench Invitee ${i},bench-invitee-${i}@example.org,student,Cohort 1`),
    ].join('\r\n');
    const upload = async (step: 'preview' | 'import') => {
      const res = await fetch(`${api.url}/api/v1/admin/invitations/${step}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: csv,
      });
      const body = (await res.json()) as { good: number; invited: number };
      if (!res.ok || body.good !== INVITEES) throw new Error(`${step} answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return body;
    };
    try {
      const started = Date.now();
      await upload('preview');
      const previewed = Date.now();
      const imported = await upload('import');
      const stored = Date.now();
      await smtp.waitFor(imported.invited, 120_000);
      const seconds = (Math.max(...smtp.receivedAt) - started) / 1000;
      process.stdout.write(
        `\nInvitations: a CSV of ${INVITEES} people, one API instance on PostgreSQL, local SMTP sink:\n` +
          `  preview ${((previewed - started) / 1000).toFixed(1)} s, import ${((stored - previewed) / 1000).toFixed(1)} s, ` +
          `all ${imported.invited} mails received ${seconds.toFixed(1)} s after the preview began (aim <= ${AIM_SECONDS} s)\n`,
      );
    } finally {
      await api.stop();
    }
  });
}

if (require.main === module) {
  benchInvitations(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
