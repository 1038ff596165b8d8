// Calls through the real app for the content route tests: `const call = caller(t)`, then
// `await call('GET', '/cla_courses', 'student@example.org')` -> { status, body }.
import type { TestApp } from './helpers';

export const FACILITATOR = 'facilitator@example.org';
export const OTHER_FACILITATOR = 'facilitator2@example.org';
export const STUDENT = 'student@example.org';
export const OTHER_STUDENT = 'other-student@example.org';
export const ADMIN = 'admin@example.org';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function caller(t: TestApp) {
  const tokens = new Map<string, string>();
  return async function call(method: Method, url: string, who: string | null, payload?: unknown): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if (who) {
      if (!tokens.has(who)) tokens.set(who, await t.signIn(who));
      headers.authorization = `Bearer ${tokens.get(who)!}`;
    }
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** Calendar date `days` from today (UTC, the test servers' academy time zone). */
export function dayOffset(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The earliest of today's classes of the course (the demo data gives its courses classes today). */
export async function todaysFirstClass(t: TestApp, courseId: number): Promise<number> {
  return (
    await t.db
      .selectFrom('live_classes')
      .select('id')
      .where('course_id', '=', courseId)
      .where('date', '=', dayOffset(0))
      .orderBy('time')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The body of a sign-up the API accepts (a student of cohort 1); `changes` replace its fields. */
export function signUpBody(changes: Record<string, unknown> = {}) {
  return {
    user: {
      name: 'New Student',
      email: 'new-student@example.org',
      phone_number: '+233 24 555 0199',
      birthday: '1999-01-01',
      password: 'Sturdy-passphrase-9',
      password_confirmation: 'Sturdy-passphrase-9',
      cla_role_id: 1,
      cla_cohort_id: 1,
      ...changes,
    },
  };
}
