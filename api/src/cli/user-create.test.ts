import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedPlace, pgliteTemplate } from '../../test/helpers';
import { runCli } from '../../test/process-helpers';
import { openDatabase, pgliteDataPath } from '../db/database';
import { verifyPassword } from '../auth/passwords';
import { parseUserCreateArgs } from './user-create';

describe('user:create', () => {
  it('reads the options and refuses incomplete or wrong ones', () => {
    expect(
      parseUserCreateArgs(['--role', 'facilitator', '--name', 'Grace', '--email', 'g@example.org', '--password', 'pw-for-grace', '--cohort', '2']),
    ).toMatchObject({ roleId: 2, cohortId: 2, email: 'g@example.org' });
    expect(() => parseUserCreateArgs(['--role', 'facilitator', '--name', 'Grace'])).toThrow(/Missing --email, --password/);
    expect(() => parseUserCreateArgs(['--role', 'owner', '--name', 'A', '--email', 'a@example.org', '--password', 'x'])).toThrow(/--role/);
    expect(parseUserCreateArgs(['--role', 'admin', '--name', 'Ada', '--email', 'ada@example.org', '--password', 'pw-for-ada'])).toMatchObject({
      roleId: 3,
      role: 'admin',
      cohortId: null,
    });
    expect(() => parseUserCreateArgs(['--role', 'student', '--name', 'A', '--email', 'a@example.org', '--password', 'x', '--cohort', 'one'])).toThrow(
      /--cohort/,
    );
  });

  it('creates a facilitator in the configured database, and refuses a duplicate e-mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cli-'));
    // A migrated, empty database, as after a first start with SEED_DEMO_DATA=false.
    fs.cpSync(pgliteDataPath(await pgliteTemplate(false)), pgliteDataPath(dataDir), { recursive: true });
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const args = ['--role', 'facilitator', '--name', 'Deborah Lee', '--email', 'Deborah@Example.org', '--password', 'judge-and-prophet-4'];
    try {
      const created = await runCli('user-create', args, env);
      expect(created.stdout).toMatch(/Created facilitator deborah@example.org/);
      const duplicate = await runCli('user-create', args, env).catch((err: { code: number; stderr: string }) => err);
      expect(duplicate).toMatchObject({ code: 1, stderr: expect.stringMatching(/already exists/) });

      const database = await openDatabase(embeddedPlace(dataDir));
      try {
        const user = await database.db.selectFrom('users').selectAll().where('email', '=', 'deborah@example.org').executeTakeFirstOrThrow();
        expect(user).toMatchObject({ name: 'Deborah Lee', role_id: 2, cohort_id: null });
        expect(await verifyPassword('judge-and-prophet-4', user.password_hash)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
