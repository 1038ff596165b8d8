// Starts the API: the Node it needs, configuration, database (migrated; demo data into an empty
// embedded database when asked), then listen; closes gracefully on SIGINT/SIGTERM.
import './node-check'; // first: an older Node stops here, before anything that needs the newer one loads
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { EditedMigration, migrate } from './db/migrate';
import { demoAccountsPresent, seedDemoDataIfEmpty } from './db/seed';
import { demoRefusal } from './demo-guard';
import { academyToday } from './queries/scope';

async function main(): Promise<void> {
  const config = loadConfig();
  const refusedDemo = demoRefusal(config, false);
  if (refusedDemo) throw new ConfigError(refusedDemo);
  const database = await openDatabase(config);
  await migrate(database.db, { timeZone: config.academyTimeZone });
  if (database.kind === 'pglite' && config.seedDemoData)
    await seedDemoDataIfEmpty(database.db, console, { today: academyToday(config), timeZone: config.academyTimeZone });
  const refused = demoRefusal(config, await demoAccountsPresent(database.db));
  if (refused) {
    await database.close();
    throw new ConfigError(refused);
  }

  // closed after the app, whose notice worker and mailer still write to it while they finish
  const app = await buildApp(config, { database });

  // Told to stop, the instance first says so on GET /ready and keeps answering for
  // SHUTDOWN_DRAIN_SECONDS, so that a load balancer stops sending it requests; then it closes.
  const close = (signal: string) => {
    if (app.stopping) return;
    app.stopping = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'stopping: not ready from now on');
    setTimeout(() => {
      app.log.info('closing');
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            app.log.error({ err }, 'close failed');
            process.exit(1);
          },
        );
    }, config.shutdownDrainSeconds * 1000);
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)', mail: app.mailer.mode },
    'API ready',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof EditedMigration) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
