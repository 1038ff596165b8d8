// `npm run migrate -w api`: applies the pending migrations to the configured database (DATABASE_URL,
// else the embedded one under DATA_DIR) and says which; the API applies them at start as well. An
// applied migration whose file was changed since is refused, naming it.
import '../node-check';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ ...config, onNotice: (message) => console.log(`Note: ${message}`) });
  try {
    const applied = await migrate(database.db, { timeZone: config.academyTimeZone });
    console.log(applied.length > 0 ? `Applied ${applied.length} migrations: ${applied.join(', ')}.` : 'No migration was pending.');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
