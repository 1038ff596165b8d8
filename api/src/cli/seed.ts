// `npm run seed -w api`: migrates the configured database (DATABASE_URL, else the embedded one under
// DATA_DIR) and loads the demo data unless the demo accounts already exist.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_ACCOUNTS, DEMO_LOADED, seedDemoData } from '../db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db, { timeZone: config.academyTimeZone });
    const loaded = await seedDemoData(database.db, { timeZone: config.academyTimeZone });
    console.log(loaded ? DEMO_LOADED : `Demo data is already there (${DEMO_ACCOUNTS.facilitator} exists); nothing changed.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
