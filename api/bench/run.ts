// npm run bench -w api: autocannon against the real API on PostgreSQL (DATABASE_URL, default the
// local server's `test` database) in a schema created for the run and dropped after it, seeded with
// the demo data and a cohort of 2,000 students with 30 courses (140k submissions). Prints requests/s
// and p50/p99 latency at 50 connections for an authenticated course list, each of a student's four
// dashboard figures, the dashboard in one call and attendance recording, each beside a bare Fastify
// route of the same process (the ratio) and beside its ceiling: the same SQL from a bare node:http
// handler with `pg` in the same process (bench/server.ts); the course list on the embedded default
// database beside its SQL straight on PGlite; the student list and the gradebook of that cohort one
// call at a time beside their SQL, the page the screens load (STUDENT_PAGE students) against the
// aims and the whole list for reference; whole-class attendance for 200 students (p50), and the growth of
// the server's memory while the gradebook's CSV streams. Then the table of the scale aims: each
// figure beside its aim, its ceiling and the ratio. Last (not with --figures-only) the notice
// delivery figures (bench/notices.ts), the invitation import (bench/invitations.ts; alone:
// `npx tsx bench/invitations.ts` in api/), and the limits and sign-in under pressure
// (bench/security.ts: parallel guesses, sign-in with Redis stopped, a password change during a
// sign-up flood).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';
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
    // enrolled before the first course began, as a real cohort is: their past classes and work count
    await sql`insert into users (name, email, role_id, cohort_id, password_hash, cohort_joined_at)
      select 'Bench Student ' || i, 'bench' || i || '@example.org', 1, ${cohort}::int, ${hash}, current_date - 260
      from generate_series(1, ${BIG_COHORT_STUDENTS}) i`.execute(db);
    // 30 consecutive courses, ten days each, the last ones still to come.
    await sql`insert into courses (name, description, category, cohort_id, owner_id, start_date, end_date)
      select 'Bench course ' || i, 'Course ' || i, 'program', ${cohort}::int, ${facilitator}::int,
        current_date + (i * 10 - 250), current_date + (i * 10 - 241)
      from generate_series(1, ${BIG_COHORT_COURSES}) i`.execute(db);
    await sql`insert into assignments (course_id, owner_id, name, due_date)
      select c.id, ${facilitator}::int, c.name || ' work ' || k, c.end_date from courses c cross join generate_series(1, 3) k where c.cohort_id = ${cohort}`.execute(
      db,
    );
    await sql`insert into live_classes (course_id, cohort_id, owner_id, name, date, time, starts_at, typed_time_zone, duration)
      select c.id, ${cohort}::int, ${facilitator}::int, c.name || ' class ' || k, c.start_date + k, '08:00',
        (c.start_date + k + time '08:00') at time zone 'UTC', 'UTC', 60
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
          .values({
            course_id: attendanceCourse,
            cohort_id: cohort,
            owner_id: facilitator,
            name: `${name} ${i}`,
            date,
            time: '08:00',
            starts_at: `${date}T08:00:00Z`,
            typed_time_zone: 'UTC',
            duration: 60,
          })
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
      facilitator,
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

/** The course list on the embedded default database (a copy of one with the demo data), and its SQL straight on PGlite. */
async function embeddedCourseList(): Promise<{ api: Figures; ceiling: Figures }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  fs.cpSync(pgliteDataPath(await pgliteTemplate(true)), pgliteDataPath(dataDir), { recursive: true });
  const [port, ceilingPort] = [await freePort(), await freePort()];
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), CEILING_PORT: String(ceilingPort) });
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    const signIn = await fetch(`${api}/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'student@example.org', password: 'academy-demo' } }),
    });
    if (!signIn.ok) throw new Error(`Signing in on the embedded database answered ${signIn.status}.`);
    const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    const ceilingUrl = `http://127.0.0.1:${ceilingPort}/courses`;
    await autocannon({ url: `${api}/cla_courses`, connections: 10, duration: 2, headers });
    await autocannon({ url: ceilingUrl, connections: 10, duration: 2 });
    const ceiling = await load('course list SQL straight on PGlite', { url: ceilingUrl });
    return { api: await load('GET /cla_courses on the embedded default', { url: `${api}/cla_courses`, headers }), ceiling };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line of the aims table: the figure, what it measured, its aim, its ceiling, the ratio and whether it is at its aim. */
interface AimRow {
  name: string;
  measured: string;
  aim: string;
  ceiling: string;
  /** The call against its ceiling (throughput, or the ceiling's p50 over the call's). */
  ratio: number;
  /** Null: a figure beside the aims, for reference. */
  met: boolean | null;
}

/** A call's median time one request at a time, beside its aim and the same SQL's median in the same run. */
function p50Aim(name: string, call: { p50: number }, ceiling: { p50: number }, aimMs: number): AimRow {
  return {
    name,
    measured: `p50 ${call.p50.toFixed(0)} ms`,
    aim: `p50 <= ${aimMs} ms`,
    ceiling: `p50 ${ceiling.p50.toFixed(0)} ms`,
    ratio: ceiling.p50 / call.p50,
    met: call.p50 <= aimMs,
  };
}

/** The whole list, printed under the page the screen loads for reference (its ceiling: the same SQL whole). */
function wholeForReference(whole: { p50: number }, ceiling: { p50: number }): AimRow {
  return {
    name: '  the whole cohort (no limit)',
    measured: `p50 ${whole.p50.toFixed(0)} ms`,
    aim: '(for reference)',
    ceiling: `p50 ${ceiling.p50.toFixed(0)} ms`,
    ratio: ceiling.p50 / whole.p50,
    met: null,
  };
}

const perSecond = (f: Figures) => `${f.rps.toFixed(0)} req/s, p99 ${f.p99.toFixed(0)} ms`;

function printAims(rows: AimRow[], cohort: string): void {
  const cpus = os.cpus().length;
  process.stdout.write(
    `\nScale aims, ${cohort}; load average ${os.loadavg()[0]!.toFixed(1)} on ${cpus} cores. Ceiling: the same SQL from a bare ` +
      `node:http handler with pg (on the embedded database: straight on PGlite), same process, same run; ratio: the call against it.\n`,
  );
  process.stdout.write(`${'figure'.padEnd(58)}${'measured'.padEnd(26)}${'aim'.padEnd(34)}${'ceiling'.padEnd(26)}${'ratio'.padStart(6)}  at aim\n`);
  for (const row of rows) {
    process.stdout.write(
      `${row.name.padEnd(58)}${row.measured.padEnd(26)}${row.aim.padEnd(34)}${row.ceiling.padEnd(26)}${(Number.isNaN(row.ratio) ? '' : `${(row.ratio * 100).toFixed(0)}%`).padStart(6)}  ${row.met === null ? '-' : row.met ? 'yes' : 'NO'}\n`,
    );
  }
}

/** p50 (and failures) of `count` calls one at a time to `url`. */
const oneAtATime = (count: number, url: string, headers: Record<string, string> = {}) => sequentialP50(count, () => fetch(url, { headers }));

async function main(): Promise<void> {
  const figuresOnly = process.argv.includes('--figures-only');
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
      CEILING_COHORT: String(data.cohort),
      CEILING_FACILITATOR: String(data.facilitator),
    });
    const aims: AimRow[] = [];
    try {
      const api = `http://127.0.0.1:${port}/api/v1`;
      const ceiling = `http://127.0.0.1:${ceilingPort}`;
      const student = { authorization: `Bearer ${data.student}` };
      const facilitator = { authorization: `Bearer ${data.benchFacilitator}` };
      const stats = ['course_stats', 'score_stats', 'assignment_stats', 'attendance_stats'];
      // Warm up every route (JIT, connection pool, plans).
      for (const url of [
        `http://127.0.0.1:${barePort}/bare`,
        `${ceiling}/courses`,
        `${ceiling}/figures`,
        `${api}/cla_courses`,
        ...stats.map((name) => `${api}/cla_dashboards/${name}`),
      ]) {
        await autocannon({ url, connections: 10, duration: 2, headers: url.includes('/api/') ? student : {} });
      }

      const bare = await load('bare Fastify route (fixed JSON)', { url: `http://127.0.0.1:${barePort}/bare` });
      const courseCeiling = await load('course list SQL, bare node:http + pg', { url: `${ceiling}/courses` });
      const courses = await load('GET /cla_courses (student, authenticated)', { url: `${api}/cla_courses`, headers: student });
      const figureCeiling = await load("a student's figures SQL, bare node:http + pg", { url: `${ceiling}/figures` });
      const figures: Figures[] = [];
      for (const name of stats) figures.push(await load(`GET /cla_dashboards/${name} (student)`, { url: `${api}/cla_dashboards/${name}`, headers: student }));
      // a tree from before the dashboard's one call has none: its figures are then left out
      const hasDashboard = (await fetch(`${api}/cla_dashboards/student_dashboard`, { headers: student })).status !== 404;
      const dashboard = hasDashboard
        ? await load('GET /cla_dashboards/student_dashboard', { url: `${api}/cla_dashboards/student_dashboard`, headers: student })
        : null;
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
      // the screens ask for a page of STUDENT_PAGE (limit): that is what the aims measure; the whole list stays for reference
      const listPageUrl = `${listUrl}&limit=${STUDENT_PAGE}`;
      await oneAtATime(3, listUrl, facilitator);
      await oneAtATime(3, `${ceiling}/student_list`);
      await oneAtATime(3, listPageUrl, facilitator);
      await oneAtATime(3, `${ceiling}/student_list_page`);
      const list = await oneAtATime(30, listUrl, facilitator);
      const listCeiling = await oneAtATime(30, `${ceiling}/student_list`);
      const listPage = await oneAtATime(30, listPageUrl, facilitator);
      const listPageCeiling = await oneAtATime(30, `${ceiling}/student_list_page`);

      process.stdout.write(`\nAt ${CONNECTIONS} connections, ${DURATION} s each (API on PostgreSQL, same process as the bare route):\n`);
      process.stdout.write(`${'call'.padEnd(46)}${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}  of bare  non-2xx\n`);
      for (const f of [bare, courseCeiling, courses, figureCeiling, ...figures, ...(dashboard ? [dashboard] : []), attendance]) {
        const ratio = f === bare ? '' : `${((f.rps / bare.rps) * 100).toFixed(0)}%`;
        process.stdout.write(
          `${f.name.padEnd(46)}${f.rps.toFixed(0).padStart(9)}${ms(f.p50)}${ms(f.p99)}  ${ratio.padStart(7)}  ${String(f.non2xx).padStart(7)}\n`,
        );
      }
      process.stdout.write(
        `\nGET /cla_dashboards/student_list, cohort of ${rows} students x ${BIG_COHORT_COURSES} courses, one at a time (30 calls): ` +
          `p50 ${list.p50.toFixed(0)} ms${list.failed}; its SQL from a bare pg handler: p50 ${listCeiling.p50.toFixed(0)} ms\n` +
          `  a page of ${STUDENT_PAGE} (as the screens ask): p50 ${listPage.p50.toFixed(0)} ms${listPage.failed}; its SQL: p50 ${listPageCeiling.p50.toFixed(0)} ms\n`,
      );

      const gradebookUrl = `${api}/cla_gradebook?cla_cohort_id=${data.cohort}`;
      const book = (await (await fetch(gradebookUrl, { headers: facilitator })).json()) as { students: unknown[]; assignments: unknown[] };
      const gradebookPageUrl = `${gradebookUrl}&limit=${STUDENT_PAGE}`;
      await oneAtATime(3, `${ceiling}/gradebook`);
      await oneAtATime(3, gradebookPageUrl, facilitator);
      await oneAtATime(3, `${ceiling}/gradebook_page`);
      const gradebook = await oneAtATime(20, gradebookUrl, facilitator);
      const gradebookCeiling = await oneAtATime(20, `${ceiling}/gradebook`);
      const gradebookPage = await oneAtATime(20, gradebookPageUrl, facilitator);
      const gradebookPageCeiling = await oneAtATime(20, `${ceiling}/gradebook_page`);
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
          `GET /cla_gradebook, ${book.students.length} students x ${book.assignments.length} assignments (20 calls): p50 ${gradebook.p50.toFixed(0)} ms (aim <= 150 ms)${gradebook.failed}; its SQL from a bare pg handler: p50 ${gradebookCeiling.p50.toFixed(0)} ms
` +
          `  a page of ${STUDENT_PAGE} (as the screen asks): p50 ${gradebookPage.p50.toFixed(0)} ms${gradebookPage.failed}; its SQL: p50 ${gradebookPageCeiling.p50.toFixed(0)} ms
` +
          `POST /cla_attendances/class_sheet, ${SHEET_STUDENTS} students (${data.sheetClassIds.length} classes): p50 ${sheet.p50.toFixed(0)} ms (aim <= 300 ms)${sheet.failed}
` +
          `GET /cla_gradebook/csv, ${csv.lines} lines: server memory grew ${csv.growth.toFixed(1)} MB at most (aim < 50 MB)
`,
      );
      const teachingFailed =
        gradebook.failures + sheet.failures + list.failures + listPage.failures + gradebookPage.failures > 0 || csv.lines !== BIG_COHORT_STUDENTS + 2;
      process.stdout.write(
        `\nGET /cla_courses: ${courses.rps.toFixed(0)} req/s, p99 ${courses.p99.toFixed(1)} ms; its SQL from a bare node:http ` +
          `handler with pg: ${courseCeiling.rps.toFixed(0)} req/s, p99 ${courseCeiling.p99.toFixed(1)} ms (${((courses.rps / courseCeiling.rps) * 100).toFixed(0)}% of the ceiling)\n`,
      );
      const embedded = await embeddedCourseList();
      process.stdout.write(
        `GET /cla_courses on the embedded default (PGlite): ${embedded.api.rps.toFixed(0)} req/s, p50 ${embedded.api.p50.toFixed(1)} ms, ` +
          `p99 ${embedded.api.p99.toFixed(1)} ms${embedded.api.non2xx ? ` (${embedded.api.non2xx} non-2xx)` : ''}; its SQL straight on PGlite: ` +
          `${embedded.ceiling.rps.toFixed(0)} req/s, p99 ${embedded.ceiling.p99.toFixed(1)} ms\n`,
      );

      for (const f of figures) {
        aims.push({
          name: f.name.replace(' (student)', ''),
          measured: perSecond(f),
          aim: '>= 1000 req/s',
          ceiling: perSecond(figureCeiling),
          ratio: f.rps / figureCeiling.rps,
          met: f.rps >= 1000,
        });
      }
      if (dashboard) {
        aims.push({
          name: 'GET /cla_dashboards/student_dashboard',
          measured: perSecond(dashboard),
          aim: '(reference: the one call)',
          ceiling: perSecond(figureCeiling),
          ratio: dashboard.rps / figureCeiling.rps,
          met: null,
        });
      }
      aims.push({
        name: 'GET /cla_courses',
        measured: perSecond(courses),
        aim: '>= 85% of its SQL, p99 <= 25 ms',
        ceiling: perSecond(courseCeiling),
        ratio: courses.rps / courseCeiling.rps,
        met: courses.rps >= 0.85 * courseCeiling.rps && courses.p99 <= 25,
      });
      const gradebookName = `GET /cla_gradebook ${book.students.length} x ${book.assignments.length}`;
      aims.push(p50Aim(`${gradebookName}, page of ${STUDENT_PAGE}`, gradebookPage, gradebookPageCeiling, 150));
      aims.push(wholeForReference(gradebook, gradebookCeiling));
      aims.push(p50Aim(`GET /cla_dashboards/student_list ${rows}, page of ${STUDENT_PAGE}`, listPage, listPageCeiling, 50));
      aims.push(wholeForReference(list, listCeiling));
      aims.push({
        name: 'GET /cla_courses, embedded (PGlite)',
        measured: perSecond(embedded.api),
        aim: '>= 1500 req/s, p99 <= 60 ms',
        ceiling: perSecond(embedded.ceiling),
        ratio: embedded.api.rps / embedded.ceiling.rps,
        met: embedded.api.rps >= 1500 && embedded.api.p99 <= 60,
      });
      printAims(
        aims,
        `PostgreSQL at ${CONNECTIONS} connections (bare Fastify route ${bare.rps.toFixed(0)} req/s); cohort ${rows} x ${BIG_COHORT_COURSES} courses, ${data.counts.submissions} submissions`,
      );
      const all = [courseCeiling, courses, figureCeiling, ...figures, ...(dashboard ? [dashboard] : []), attendance, embedded.api, embedded.ceiling];
      if (all.some((f) => f.non2xx > 0) || rows !== BIG_COHORT_STUDENTS || teachingFailed) process.exitCode = 1;
    } finally {
      await stopServer(server);
    }
  });
  if (figuresOnly) return;
  await benchNotices(DATABASE_URL);
  await benchInvitations(DATABASE_URL);
  await benchSecurity(DATABASE_URL);
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
