// The limits and the sign-in under pressure, on one in-process API instance (on PostgreSQL at
// DATABASE_URL, as the rest of the benchmark; BENCH_DATABASE=embedded: PGlite) with a Redis of its own (redis-server on a free port; without the binary, a port
// where nothing listens, which is what a stopped Redis looks like):
//   - parallel wrong guesses checked against their limits: 60 sign-ins of one account from one
//     address (limit 10), 40 `current_password` checks with one stolen session (limit 5);
//   - sign-in latency and CPU time, one after another, with Redis up and then stopped (aim: 200 ms);
//   - a password change alone, then while 200 sign-ups from 200 addresses arrive at once (aim: 1 s).
// CPU time is the process's (every thread: the hashes run on libuv's pool) over the same span.
// Alone: `npx tsx bench/security.ts` in api/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUpBody } from '../test/content-helpers';
import { createTestApp, type TestApp } from '../test/helpers';
import { freePort } from '../test/process-helpers';
import { CURRENT_PASSWORD_LIMITS } from '../src/routes/accounts/current-password';
import { SIGN_IN_LIMITS } from '../src/routes/accounts/sessions';

const DEMO_PASSWORD = 'academy-demo';
const SIGN_INS = 20;
const FLOOD = 200;

interface Timed {
  wallMs: number;
  cpuMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms);
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  if (spawnSync('redis-server', ['--version']).status !== 0) return { url, stop: async () => {} };
  const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (
    let i = 0;
    i < 50 &&
    spawnSync('redis-cli', ['-p', String(port), 'ping'])
      .stdout?.toString()
      .trim() !== 'PONG';
    i++
  )
    await sleep(100);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
  };
}

const signIn = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sign_in', remoteAddress, payload: { user: { email, password } } });

async function parallelGuesses(t: TestApp): Promise<void> {
  const signIns = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(t, 'student5@example.org', `parallel-guess-${i}`, '10.91.0.1')));
  const checkedSignIns = signIns.filter((res) => res.statusCode === 401).length;
  console.log(
    `60 parallel wrong sign-ins: ${checkedSignIns} checked (limit ${SIGN_IN_LIMITS.perAccountAndAddress.max}); answers ${JSON.stringify(tally(signIns.map((r) => r.statusCode)))}`,
  );
  const stolen = await t.authHeader('student4@example.org');
  const changes = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/password',
        remoteAddress: '10.91.0.2',
        headers: stolen,
        payload: { current_password: `stolen-guess-${i}`, password: 'Taken-over-words-77', password_confirmation: 'Taken-over-words-77' },
      }),
    ),
  );
  const checkedPasswords = changes.filter((res) => res.statusCode === 400).length;
  console.log(
    `40 parallel wrong current passwords: ${checkedPasswords} checked (limit ${CURRENT_PASSWORD_LIMITS.perAccountAndAddress.max}); answers ${JSON.stringify(tally(changes.map((r) => r.statusCode)))}`,
  );
}

async function signInLatency(t: TestApp, label: string): Promise<void> {
  const runs: Timed[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    runs.push(
      await timed(async () => {
        const res = await signIn(t, 'student3@example.org', DEMO_PASSWORD, '10.92.0.1');
        if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
      }),
    );
  }
  const wall = runs.map((r) => r.wallMs);
  const cpu = runs.map((r) => r.cpuMs);
  console.log(
    `sign-in, ${label}, ${SIGN_INS} one after another: median ${round(median(wall))} ms (max ${round(Math.max(...wall))}), CPU median ${round(median(cpu))} ms (max ${round(Math.max(...cpu))}) (aim: 200 ms)`,
  );
}

/** Student 2 changes their password from `from` to `to` (200 expected). */
async function changePassword(t: TestApp, from: string, to: string): Promise<{ status: number } & Timed> {
  const owner = await t.authHeader('student2@example.org');
  let status = 0;
  const took = await timed(async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/password',
      remoteAddress: '10.94.0.1',
      headers: owner,
      payload: { current_password: from, password: to, password_confirmation: to },
    });
    status = res.statusCode;
  });
  return { status, ...took };
}

async function passwordChangeDuringFlood(t: TestApp): Promise<void> {
  const alone = await changePassword(t, DEMO_PASSWORD, 'Quiet-river-stones-41');
  console.log(`password change alone: ${alone.status} in ${round(alone.wallMs)} ms, CPU ${round(alone.cpuMs)} ms`);
  const run = randomBytes(4).toString('hex');
  const flood = Promise.all(
    Array.from({ length: FLOOD }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sign_up',
        remoteAddress: `10.93.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        payload: signUpBody({ name: `Flood ${i}`, email: `flood-${run}-${i}@example.org` }),
      }),
    ),
  );
  await sleep(50);
  const change = await changePassword(t, 'Quiet-river-stones-41', 'Amber-lantern-fields-17');
  const signUps = tally((await flood).map((res) => res.statusCode));
  console.log(
    `password change during ${FLOOD} parallel sign-ups from ${FLOOD} addresses: ${change.status} in ${round(change.wallMs)} ms (aim: 1,000 ms), ` +
      `process CPU meanwhile ${round(change.cpuMs)} ms; sign-ups answered ${JSON.stringify(signUps)}`,
  );
}

export async function benchSecurity(databaseUrl: string): Promise<void> {
  const redis = await startRedis();
  const embedded = process.env.BENCH_DATABASE === 'embedded';
  const t = await createTestApp({ databaseUrl: embedded ? null : databaseUrl, env: { REDIS_URL: redis.url, LOG_LEVEL: 'silent' } });
  try {
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\nLimits and sign-in under pressure (${embedded ? 'PGlite' : 'PostgreSQL'}, Redis at ${redis.url}; load average ${load} on ${os.cpus().length} cores):`,
    );
    await parallelGuesses(t);
    await signInLatency(t, 'Redis up');
    await redis.stop();
    for (let i = 0; i < 20 && t.app.redis?.status === 'ready'; i++) await sleep(100);
    await signInLatency(t, 'Redis stopped');
    await passwordChangeDuringFlood(t);
  } finally {
    await t.close();
    await redis.stop();
  }
}

if (require.main === module) {
  benchSecurity(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
