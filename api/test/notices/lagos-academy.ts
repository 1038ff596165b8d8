// The notice tests' academy: on Lagos time (UTC+1), on the test's clock, mailing to a local SMTP sink.
import { createTestApp, type ManualClock, type TestApp } from '../helpers';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';

export interface LagosAcademy {
  t: TestApp;
  smtp: SmtpSink;
  /** Cohort 1's "Believer-Beginners' Class". */
  courseId: number;
  close(): Promise<void>;
}

/** Starts the SMTP sink and the app; `env` adds to the app's settings. */
export async function startLagosAcademy(clock: ManualClock, env: Record<string, string>): Promise<LagosAcademy> {
  const smtp = await startSmtpSink();
  const t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, ACADEMY_TIME_ZONE: 'Africa/Lagos', ...env } });
  const courseId = (
    await t.db.selectFrom('courses').select('id').where('name', '=', "Believer-Beginners' Class").where('cohort_id', '=', 1).executeTakeFirstOrThrow()
  ).id;
  return {
    t,
    smtp,
    courseId,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
