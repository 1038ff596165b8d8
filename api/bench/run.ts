// npm run bench -w api: autocannon against the real API on PostgreSQL (DATABASE_URL, default the
// local server's `test` database) in a schema created for the run and dropped after it. Prints
// requests/s and p50/p99 latency at 50 connections for an authenticated course list, a student
// dashboard figure and attendance recording, each beside a bare Fastify route of the same process
// (the ratio); the course list beside its ceiling (the same SQL from a bare node:http handler with
// `pg`); the course list on the embedded default database; the latency of student_list for a
// cohort of 2,000 students with 30 courses; then the teaching aims: the gradebook of that cohort
// (p50), whole-class attendance for 200 students (p50), and the growth of the server's memory
// while the gradebook's CSV streams; last the notice delivery figures (bench/notices.ts) and the
// invitation import (bench/invitations.ts; alone: `npx tsx bench/invitations.ts` in api/), and the
// limits and sign-in under pressure (bench/security.ts: parallel guesses, sign-in with Redis stopped,
// a password change during a sign-up flood).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { pgliteTemplate } from '../test/helpers';
import { freePort } from '../test/process-helpers';
import { createSession } from '../src/auth/sessions';
import { openDatabase, pgliteDataPath } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { benchInvitations } from './invitations';
import { benchNotices } from './notices';
import { benchSecurity } from './security';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const BIG_COHORT_STUDENTS = 2000;
const BIG_COHORT_COURSES = 30;
const ATTENDANCE_CLASSES = 60;
const SHEET_CLASSES = 20;
const SHEET_STUDENTS = 200;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function withSchema<T>(run: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    return await run(schema);
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

/** Demo data, plus a cohort of 2,000 students with 30 courses, their work and attendance. */
export async function seed(schema: string) {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir: '/nonexistent' });
  const db = database.db;
  try {
    await migrate(db);
    await seedDemoData(db);
    const hash = (await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    const cohort = (await db.insertInto('cohorts').values({ name: 'Bench cohort' }).returning('id').executeTakeFirstOrThrow()).id;
    const facilitator = (
      await db
        .insertInto('users')
        .values({ name: 'Bench Facilitator', email: 'bench-facilitator@example.org', role_id: 2, cohort_id: cohort, password_hash: hash })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // a facilitator sees students and marks only of the cohorts assigned to them
    await db.insertInto('cohort_facilitators').values({ cohort_id: cohort, user_id: facilitator }).execute();
    await sql`insert into users (name, email, role_id, cohort_id, password_hash)
      select 'Bench Student ' || i, 'bench' || i || '@example.org', 1, ${cohort}::int, ${hash} from generate_series(1, ${BIG_COHORT_STUDENTS}) i`.execute(db);
    // 30 consecutive courses, ten days each, the last ones still to come.
    await sql`insert into courses (name, description, category, cohort_id, owner_id, start_date, end_date)
      select 'Bench course ' || i, 'Course ' || i, 'program', ${cohort}::int, ${facilitator}::int,
        current_date + (i * 10 - 250), current_date + (i * 10 - 241)
      from generate_series(1, ${BIG_COHORT_COURSES}) i`.execute(db);
    await sql`insert into assignments (course_id, owner_id, name, due_date)
      select c.id, ${facilitator}::int, c.name || ' work ' || k, c.end_date from courses c cross join generate_series(1, 3) k where c.cohort_id = ${cohort}`.execute(
      db,
    );
    await sql`insert into live_classes (course_id, cohort_id, owner_id, name, date, time, duration)
      select c.id, ${cohort}::int, ${facilitator}::int, c.name || ' class ' || k, c.start_date + k, '08:00', 60
      from courses c cross join generate_series(1, 2) k where c.cohort_id = ${cohort}`.execute(db);
    // Most students submitted most work; most of it is marked.
    await sql`insert into submissions (assignment_id, student_id, download_link, score, marked_by, marked_at)
      select a.id, u.id, 'https://docs.example.org/' || a.id || '/' || u.id,
        case when (a.id + u.id) % 4 <> 0 then 40 + (a.id * 7 + u.id) % 61 end,
        case when (a.id + u.id) % 4 <> 0 then ${facilitator}::int end,
        case when (a.id + u.id) % 4 <> 0 then now() end
      from assignments a join courses c on c.id = a.course_id and c.cohort_id = ${cohort}
      join users u on u.cohort_id = ${cohort} and u.role_id = 1
      where c.end_date < current_date + 20 and (a.id * 3 + u.id) % 10 <> 0`.execute(db);
    await sql`insert into attendances (live_class_id, user_id, cohort_id, present, recorded_by)
      select l.id, u.id, ${cohort}::int, (l.id + u.id) % 5 <> 0, ${facilitator}::int
      from live_classes l join users u on u.cohort_id = ${cohort} and u.role_id = 1
      where l.cohort_id = ${cohort} and l.date < current_date`.execute(db);
    // Classes without any record yet, for the attendance-recording load.
    const attendanceCourse = (
      await db.selectFrom('courses').select('id').where('cohort_id', '=', cohort).orderBy('start_date', 'desc').executeTakeFirstOrThrow()
    ).id;
    const newClasses = async (count: number, name: string, date: string) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const row = await db
          .insertInto('live_classes')
          .values({ course_id: attendanceCourse, cohort_id: cohort, owner_id: facilitator, name: `${name} ${i}`, date, time: '08:00', duration: 60 })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    };
    // held yesterday: attendance is taken once a class has started
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const classIds = await newClasses(ATTENDANCE_CLASSES, 'Recording', yesterday);
    const sheetClassIds = await newClasses(SHEET_CLASSES, 'Whole class', yesterday);
    await sql`analyze`.execute(db);
    const studentIds = (await db.selectFrom('users').select('id').where('cohort_id', '=', cohort).where('role_id', '=', 1).orderBy('id').execute()).map(
      (r) => r.id,
    );
    const userId = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const counts = await sql<{ submissions: number; attendances: number }>`
      select (select count(*) from submissions)::int as submissions, (select count(*) from attendances)::int as attendances`.execute(db);
    return {
      cohort,
      classIds,
      sheetClassIds,
      studentIds,
      counts: counts.rows[0]!,
      student: (await createSession(db, await userId('student@example.org'))).token,
      benchFacilitator: (await createSession(db, facilitator)).token,
    };
  } finally {
    await database.close();
  }
}

/** bench/server.ts with `env` (PORT, and the database, baseline and ceiling settings). */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code}).`)));
  });
  return child;
}

/** The server process's resident memory, in MB (Linux). */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Streams the CSV at `url` while sampling the server's memory: answers the peak growth in MB and the rows. */
async function csvMemoryGrowth(url: string, headers: Record<string, string>, pid: number): Promise<{ growth: number; lines: number }> {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 10);
  let lines = 0;
  try {
    const res = await fetch(url, { headers });
    for await (const chunk of res.body!) lines += (chunk as Uint8Array).reduce((n: number, byte: number) => n + (byte === 10 ? 1 : 0), 0);
  } finally {
    clearInterval(sampler);
  }
  return { growth: peak - before, lines };
}

/** p50 of `count` sequential calls; `failed` says how many were refused and the first refusal. */
async function sequentialP50(count: number, call: (i: number) => Promise<Response>): Promise<{ p50: number; failures: number; failed: string }> {
  const times: number[] = [];
  let failures = 0;
  let firstRefusal = '';
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await call(i);
    const body = await res.text();
    times.push(performance.now() - start);
    if (res.ok) continue;
    failures += 1;
    firstRefusal ||= `${res.status} ${body.slice(0, 200)}`;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, failures, failed: failures ? `; ${failures} refused, the first: ${firstRefusal}` : '' };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);

async function stopServer(server: ReturnType<typeof spawn>): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** The course list on the embedded default database (a copy of one with the demo data). */
async function embeddedCourseList(): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  fs.cpSync(pgliteDataPath(await pgliteTemplate(true)), pgliteDataPath(dataDir), { recursive: true });
  const port = await freePort();
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port) });
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    const signIn = await fetch(`${api}/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'student@example.org', password: 'academy-demo' } }),
    });
    if (!signIn.ok) throw new Error(`Signing in on the embedded database answered ${signIn.status}.`);
    const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    await autocannon({ url: `${api}/cla_courses`, connections: 10, duration: 2, headers });
    return await load('GET /cla_courses on the embedded default', { url: `${api}/cla_courses`, headers });
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await withSchema(async (schema) => {
    process.stdout.write(`Seeding schema ${schema} (demo data and a cohort of ${BIG_COHORT_STUDENTS} students x ${BIG_COHORT_COURSES} courses)...\n`);
    const data = await seed(schema);
    process.stdout.write(`  ${data.counts.submissions} submissions, ${data.counts.attendances} attendance records\n`);
    const [port, barePort, ceilingPort] = [await freePort(), await freePort(), await freePort()];
    const server = await startServer({
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      BARE_PORT: String(barePort),
      CEILING_PORT: String(ceilingPort),
    });
    try {
      const api = `http://127.0.0.1:${port}/api/v1`;
      const student = { authorization: `Bearer ${data.student}` };
      const facilitator = { authorization: `Bearer ${data.benchFacilitator}` };
      // Warm up every route (JIT, connection pool, plans).
      const ceilingUrl = `http://127.0.0.1:${ceilingPort}/`;
      for (const url of [`http://127.0.0.1:${barePort}/bare`, ceilingUrl, `${api}/cla_courses`, `${api}/cla_dashboards/score_stats`]) {
        await autocannon({ url, connections: 10, duration: 2, headers: url.includes('/api/') ? student : {} });
      }

      const bare = await load('bare Fastify route (fixed JSON)', { url: `http://127.0.0.1:${barePort}/bare` });
      const ceiling = await load('course list SQL, bare node:http + pg', { url: ceilingUrl });
      const courses = await load('GET /cla_courses (student, authenticated)', { url: `${api}/cla_courses`, headers: student });
      const stat = await load('GET /cla_dashboards/score_stats (student)', { url: `${api}/cla_dashboards/score_stats`, headers: student });
      let n = 0;
      const attendance = await load('POST /cla_attendances (each a new record)', {
        url: `${api}/cla_attendances`,
        method: 'POST',
        headers: { ...facilitator, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const i = n++;
              const classId = data.classIds[i % data.classIds.length]!;
              const studentId = data.studentIds[Math.floor(i / data.classIds.length) % data.studentIds.length]!;
              return {
                ...request,
                body: JSON.stringify({
                  cla_attendance: { cla_live_class_id: classId, cla_user_id: studentId, cla_cohort_id: String(data.cohort), present: i % 4 !== 0 },
                }),
              };
            },
          },
        ],
      });
      const listUrl = `${api}/cla_dashboards/student_list?cla_cohort_id=${data.cohort}`;
      const check = await fetch(listUrl, { headers: facilitator });
      const rows = ((await check.json()) as unknown[]).length;
      const list = await autocannon({ url: listUrl, headers: facilitator, connections: 1, amount: 30 });

      process.stdout.write(`\nAt ${CONNECTIONS} connections, ${DURATION} s each (API on PostgreSQL, same process as the bare route):\n`);
      process.stdout.write(`${'call'.padEnd(46)}${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}  of bare  non-2xx\n`);
      for (const f of [bare, courses, stat, attendance]) {
        const ratio = f === bare ? '' : `${((f.rps / bare.rps) * 100).toFixed(0)}%`;
        process.stdout.write(
          `${f.name.padEnd(46)}${f.rps.toFixed(0).padStart(9)}${ms(f.p50)}${ms(f.p99)}  ${ratio.padStart(7)}  ${String(f.non2xx).padStart(7)}\n`,
        );
      }
      process.stdout.write(
        `\nGET /cla_dashboards/student_list, cohort of ${rows} students x ${BIG_COHORT_COURSES} courses, one at a time (30 calls): ` +
          `p50 ${list.latency.p50.toFixed(0)} ms, p99 ${list.latency.p99.toFixed(0)} ms, mean ${list.latency.average.toFixed(0)} ms` +
          `${list.non2xx ? ` (${list.non2xx} non-2xx)` : ''}\n`,
      );

      const gradebookUrl = `${api}/cla_gradebook?cla_cohort_id=${data.cohort}`;
      const book = (await (await fetch(gradebookUrl, { headers: facilitator })).json()) as { students: unknown[]; assignments: unknown[] };
      const gradebook = await sequentialP50(20, () => fetch(gradebookUrl, { headers: facilitator }));
      const sheetStudents = data.studentIds.slice(0, SHEET_STUDENTS);
      const sheet = await sequentialP50(data.sheetClassIds.length, (i) =>
        fetch(`${api}/cla_attendances/class_sheet`, {
          method: 'POST',
          headers: { ...facilitator, 'content-type': 'application/json' },
          body: JSON.stringify({
            cla_attendance_sheet: {
              cla_live_class_id: data.sheetClassIds[i],
              records: sheetStudents.map((id, k) => ({ cla_user_id: id, status: ['present', 'late', 'excused', 'absent'][k % 4] })),
            },
          }),
        }),
      );
      const csv = await csvMemoryGrowth(`${api}/cla_gradebook/csv?cla_cohort_id=${data.cohort}`, facilitator, server.pid!);
      process.stdout.write(
        `
Teaching aims (one call at a time):
` +
          `GET /cla_gradebook, ${book.students.length} students x ${book.assignments.length} assignments (20 calls): p50 ${gradebook.p50.toFixed(0)} ms (aim <= 150 ms)${gradebook.failed}
` +
          `POST /cla_attendances/class_sheet, ${SHEET_STUDENTS} students (${data.sheetClassIds.length} classes): p50 ${sheet.p50.toFixed(0)} ms (aim <= 300 ms)${sheet.failed}
` +
          `GET /cla_gradebook/csv, ${csv.lines} lines: server memory grew ${csv.growth.toFixed(1)} MB at most (aim < 50 MB)
`,
      );
      const teachingFailed = gradebook.failures + sheet.failures > 0 || csv.lines !== BIG_COHORT_STUDENTS + 2;
      process.stdout.write(
        `\nGET /cla_courses: ${courses.rps.toFixed(0)} req/s, p99 ${courses.p99.toFixed(1)} ms; its SQL from a bare node:http ` +
          `handler with pg: ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99.toFixed(1)} ms (${((courses.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling)\n`,
      );
      const embedded = await embeddedCourseList();
      process.stdout.write(
        `GET /cla_courses on the embedded default (PGlite): ${embedded.rps.toFixed(0)} req/s, p50 ${embedded.p50.toFixed(1)} ms, ` +
          `p99 ${embedded.p99.toFixed(1)} ms${embedded.non2xx ? ` (${embedded.non2xx} non-2xx)` : ''}\n`,
      );
      const all = [ceiling, courses, stat, attendance, embedded];
      if (all.some((f) => f.non2xx > 0) || list.non2xx > 0 || rows !== BIG_COHORT_STUDENTS || teachingFailed) process.exitCode = 1;
    } finally {
      await stopServer(server);
    }
  });
  await benchNotices(DATABASE_URL);
  await benchInvitations(DATABASE_URL);
  await benchSecurity(DATABASE_URL);
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
