// Demo accounts exist only when the demo is started on purpose: a fresh embedded database with the
// API's own defaults has none, and a production API, or one listening beyond this machine, refuses
// to run beside them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteDataPath } from '../src/db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed';
import { pgliteTemplate } from './helpers';
import { startApi } from './process-helpers';

// Starting an API process on a busy machine can take minutes; no test asserts a time.
const start = (env: Record<string, string>) => startApi({ DATABASE_URL: '', DATA_DIR: dataDir, ...env }, { timeoutMs: 240_000 });

/** The facilitator demo account's sign-in status on an API started with `env`. */
async function demoSignInStatus(env: Record<string, string>): Promise<number> {
  const api = await start(env);
  try {
    const res = await fetch(`${api.url}/api/v1/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: DEMO_ACCOUNTS.facilitator, password: DEMO_PASSWORD } }),
    });
    return res.status;
  } finally {
    await api.stop();
  }
}
jest.setTimeout(600_000);
let dataDir: string;

describe('demo data', () => {
  beforeAll(async () => {
    // A fresh embedded database: migrated, with no rows (copied, since creating one takes long).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-demo-data-'));
    fs.cpSync(pgliteDataPath(await pgliteTemplate(false)), pgliteDataPath(dataDir), { recursive: true });
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not loaded into a fresh embedded database by the API on its own', async () => {
    // An empty SEED_DEMO_DATA is read as unset: the API's own default applies.
    expect(await demoSignInStatus({ SEED_DEMO_DATA: '' })).toBe(401);
  });

  it('is loaded when the demo is started on purpose, and then a production API, or one on the network, refuses to start', async () => {
    expect(await demoSignInStatus({ SEED_DEMO_DATA: 'true' })).toBe(200);
    await expect(start({ SEED_DEMO_DATA: '', NODE_ENV: 'production' })).rejects.toThrow(/Demo accounts .* exist in this database while NODE_ENV=production/);
    await expect(start({ SEED_DEMO_DATA: '', HOST: '0.0.0.0' })).rejects.toThrow(/would be reachable from other machines on HOST=0\.0\.0\.0/);
  });
});
