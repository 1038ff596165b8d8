// The process under load in `npm run bench -w api`: the real API (buildApp, on PostgreSQL from
// DATABASE_URL/DATABASE_SCHEMA, or the embedded database when DATABASE_URL is empty) on PORT, and
// beside it, in the same process when their ports are given:
//   BARE_PORT     a bare Fastify route answering fixed JSON (the framework's baseline);
//   CEILING_PORT  a bare node:http handler running the course list's own SQL through `pg` for
//                 student@example.org (the ceiling of that call on this database).
import http from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { coursesQuery } from '../src/queries/courses';
import { academyToday } from '../src/queries/scope';

async function startCeiling(app: Awaited<ReturnType<typeof buildApp>>, config: Config, port: number): Promise<() => Promise<void>> {
  const student = await app.db.selectFrom('users').select(['id', 'cohort_id as cohortId']).where('email', '=', 'student@example.org').executeTakeFirstOrThrow();
  const query = coursesQuery({ ...student, role: 'student' }, academyToday(config)).compile(app.db);
  const pool = new pg.Pool({
    connectionString: config.databaseUrl!,
    max: 10,
    options: `-c jit=off -c search_path=${config.databaseSchema}`,
  });
  const server = http.createServer((_request, response) => {
    pool.query({ text: query.sql, values: [...query.parameters] }).then(
      ({ rows }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rows));
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
    await pool.end();
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
  if (process.env.CEILING_PORT && config.databaseUrl) closers.push(await startCeiling(app, config, Number(process.env.CEILING_PORT)));

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
