// The process under load in `npm run bench -w api`: the real API (buildApp, PostgreSQL from
// DATABASE_URL/DATABASE_SCHEMA) on PORT, and beside it, in the same process, a bare Fastify route
// answering fixed JSON on BARE_PORT: the baseline the API's figures are compared with.
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
  await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });

  const close = () => {
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  process.stdout.write('ready\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
