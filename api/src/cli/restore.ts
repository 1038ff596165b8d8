// `npm run restore -w api -- FILE [--replace]`: restores a backup made by `npm run backup` into the
// configured database, which must be empty unless --replace. Stop the API first; it migrates the
// restored database at its next start.
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../db/backup';
import { loadConfig } from '../config';

const USAGE = 'Usage: npm run restore -w api -- FILE [--replace]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  console.log(await restoreDatabase(loadConfig(), positionals[0]!, { replace: values.replace }));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
