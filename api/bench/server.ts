// The process under load in `npm run bench -w api`: the real API (buildApp, on PostgreSQL from
// DATABASE_URL/DATABASE_SCHEMA, or the embedded database when DATABASE_URL is empty) on PORT, and
// beside it, in the same process when their ports are given:
//   BARE_PORT     a bare Fastify route answering fixed JSON (the framework's baseline);
//   CEILING_PORT  a bare node:http handler running a call's own SQL (the ceiling of that call on this
//                 database): through `pg` on PostgreSQL, straight on the embedded database otherwise.
//                 /courses: the course list of student@example.org; /figures: that student's
//                 dashboard figures; with CEILING_COHORT and CEILING_FACILITATOR (ids), /student_list
//                 and /gradebook: that cohort's student list and that facilitator's gradebook of it,
//                 whole, and /student_list_page and /gradebook_page: their first page (STUDENT_PAGE).
import { createHash } from 'node:crypto';
import http from 'node:http';
import Fastify from 'fastify';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { coursesQuery } from '../src/queries/courses';
import { studentFiguresQuery } from '../src/queries/dashboards';
import { gradebookAssignmentsQuery, gradebookStudentsJsonQuery, type GradebookScope } from '../src/queries/gradebook';
import { academyToday } from '../src/queries/scope';

type App = Awaited<ReturnType<typeof buildApp>>;

async function startCeiling(app: App, config: Config, port: number): Promise<() => Promise<void>> {
  const student = await app.db.selectFrom('users').select(['id', 'cohort_id as cohortId']).where('email', '=', 'student@example.org').executeTakeFirstOrThrow();
  const today = academyToday(config);
  const pool = config.databaseUrl
    ? new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize, options: `-c jit=off -c search_path=${config.databaseSchema}` })
    : null;
  // the API's own pool sends named prepared statements: so does the ceiling
  const run = async (query: CompiledQuery): Promise<Record<string, unknown>[]> =>
    pool
      ? (await pool.query({ text: query.sql, values: [...query.parameters], name: `ceiling_${createHash('sha1').update(query.sql).digest('hex')}` })).rows
      : ((await app.db.executeQuery(query)).rows as Record<string, unknown>[]);
  const handlers: Record<string, () => Promise<string>> = {
    '/courses': async () => JSON.stringify(await run(coursesQuery({ ...student, role: 'student' }, today).compile(app.db))),
    '/figures': async () => JSON.stringify((await run(studentFiguresQuery(today, { studentId: student.id }, app.config.academyTimeZone).compile(app.db)))[0]),
  };
  if (process.env.CEILING_COHORT && process.env.CEILING_FACILITATOR) {
    const cohortId = Number(process.env.CEILING_COHORT);
    const scope: GradebookScope = { facilitatorId: Number(process.env.CEILING_FACILITATOR), cohortId, academyTimeZone: app.config.academyTimeZone };
    const studentList = (limit?: number) => async () =>
      JSON.stringify(await run(studentFiguresQuery(today, { cohortIds: [cohortId], page: { limit } }, app.config.academyTimeZone).compile(app.db)));
    const gradebook = (limit?: number) => async () => {
      const assignments = await run(gradebookAssignmentsQuery(scope).compile(app.db));
      const ids = assignments.map((a) => a.id as number);
      const [{ students }] = (await run(gradebookStudentsJsonQuery(scope, ids, { limit }).compile(app.db))) as [{ students: string }];
      const head = JSON.stringify({ cohort_id: cohortId, course_id: null, assignments });
      return `${head.slice(0, -1)},"students":${students}}`;
    };
    handlers['/student_list'] = studentList();
    handlers['/student_list_page'] = studentList(STUDENT_PAGE);
    handlers['/gradebook'] = gradebook();
    handlers['/gradebook_page'] = gradebook(STUDENT_PAGE);
  }
  const server = http.createServer((request, response) => {
    const handler = handlers[request.url ?? ''];
    if (!handler) {
      response.writeHead(404);
      response.end();
      return;
    }
    handler().then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool?.end();
  };
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const closers: Array<() => Promise<unknown>> = [() => app.close()];

  if (process.env.BARE_PORT) {
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
    await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
    closers.push(() => bare.close());
  }
  if (process.env.CEILING_PORT) closers.unshift(await startCeiling(app, config, Number(process.env.CEILING_PORT)));

  const close = () => {
    void Promise.all(closers.map((closeOne) => closeOne())).then(() => process.exit(0));
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  process.stdout.write('ready\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
