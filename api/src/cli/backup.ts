// `npm run backup -w api [-- FILE]`: writes a backup of the configured database (DATABASE_URL, else
// the embedded one under DATA_DIR, which must not be in use) to FILE, by default
// DATA_DIR/backups/academy-YYYYMMDD-HHMMSS.pgdump (PostgreSQL) or .pglite.tar.gz (embedded).
import { backupDatabase, defaultBackupFile } from '../db/backup';
import { loadConfig } from '../config';

async function main(): Promise<void> {
  const config = loadConfig();
  const file = await backupDatabase(config, process.argv[2] ?? defaultBackupFile(config));
  console.log(`Backup written to ${file}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
