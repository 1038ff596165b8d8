// The demo's accounts share one published password (docs/operations.md): an API that holds them, or
// is about to load them, refuses to start where others could sign in as them.
import { isLoopback, type Config } from './config';
import { DEMO_PASSWORD } from './db/seed';

const DEMO_IN_PRODUCTION =
  `Demo accounts (password ${DEMO_PASSWORD}) exist in this database while NODE_ENV=production: anyone could sign in ` +
  'as them. Delete them (docs/operations.md), or set SEED_DEMO_DATA=true to run the demo on purpose.';

const demoOnNetwork = (host: string) =>
  `The demo's accounts (password ${DEMO_PASSWORD}) would be reachable from other machines on HOST=${host}: ` +
  'the demo listens on this machine only (HOST=127.0.0.1, the default). Delete the demo accounts (docs/operations.md) ' +
  'before serving the API to others.';

/**
 * Why the API must not start (null: it may). `demoAccountsPresent` is false before the database is
 * open: SEED_DEMO_DATA=true alone is then the demo.
 */
export function demoRefusal(config: Pick<Config, 'host' | 'production' | 'seedDemoData'>, demoAccountsPresent: boolean): string | null {
  if (!demoAccountsPresent && !config.seedDemoData) return null;
  if (config.production && !config.seedDemoData) return DEMO_IN_PRODUCTION;
  if (!isLoopback(config.host)) return demoOnNetwork(config.host);
  return null;
}
