// The audit log's owner on PostgreSQL: the API's role migrates its schema itself (migration 120 then
// changes nothing), an operator runs that migration's file (and 320, its sequence's grant) once as a superuser, and from then on the
// API's role may add and read audit rows but neither change nor remove one, nor drop the guard.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { recordAudit } from '../src/audit/audit-log';
import { backupDatabase } from '../src/db/backup';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DIRECT_DATABASE_URL, onPostgres } from './helpers';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const operatorFile = (name: string) => fs.readFileSync(path.resolve(__dirname, '../migrations', name), 'utf8');
/** What the operator runs as a superuser (docs/operations.md, "The audit log's owner"). */
const OPERATOR_STEP = [operatorFile('120_audit_log_owner.sql'), operatorFile('320_audit_log_sequence_readable.sql')].join(';\n');

describe("the audit log's own owner role on PostgreSQL", () => {
  // the schema and the API's role (not a superuser) that owns it, as a deployment has them
  const apiRole = `audit_${process.pid}_${randomBytes(4).toString('hex')}`;
  const apiUrl = Object.assign(new URL(DATABASE_URL), { username: apiRole }).toString();
  const asOperator = (statements: string) => onPostgres(DATABASE_URL, `begin; set local search_path = ${apiRole}; ${statements}; commit`);
  let api: Database;
  let ownerBeforeTheOperator: string;
  /** What the migrations said as the API's role migrated (npm run migrate prints it). */
  const notices: string[] = [];

  beforeAll(async () => {
    await onPostgres(
      DATABASE_URL,
      `create role ${apiRole} login; alter role ${apiRole} set search_path = ${apiRole}; alter role ${apiRole} set jit = off; ` +
        `create schema ${apiRole} authorization ${apiRole}`,
    );
    api = await openDatabase({
      databaseUrl: apiUrl,
      databaseSchema: apiRole,
      databasePooler: process.env.DATABASE_POOLER === 'transaction' ? 'transaction' : 'none',
      dataDir: '/nonexistent',
      onNotice: (message) => notices.push(message),
    });
    await migrate(api.db);
    ownerBeforeTheOperator = await tableOwner('audit_log');
    // the operator's step, twice: running it again changes nothing
    await asOperator(OPERATOR_STEP);
    await asOperator(OPERATOR_STEP);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await onPostgres(DATABASE_URL, `drop schema if exists ${apiRole} cascade; drop role if exists ${apiRole}`);
  });

  async function tableOwner(table: string): Promise<string> {
    const { rows } = await sql<{ tableowner: string }>`select tableowner from pg_tables where schemaname = ${apiRole} and tablename = ${table}`.execute(api.db);
    return rows[0]!.tableowner;
  }

  it('leaves the audit log to the API role when that role migrates, and gives it to its own role when a superuser runs the file', async () => {
    expect(ownerBeforeTheOperator).toBe(apiRole);
    // the migration says so where the operator reads it; PostgreSQL's own notices ("already exists, skipping") are not passed on
    expect(notices).toEqual([expect.stringMatching(/^audit_log stays owned by .*: run api\/migrations\/120_audit_log_owner\.sql as a superuser/)]);
    expect(await tableOwner('audit_log')).toBe('academy_audit_owner');
    expect(await tableOwner('users')).toBe(apiRole);
  });

  it("lets the API's role back the database up (pg_dump reads the audit log's sequence too)", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-audit-backup-'));
    try {
      const directAsApi = Object.assign(new URL(DIRECT_DATABASE_URL), { username: apiRole }).toString();
      const place = { databaseUrl: directAsApi, databaseSchema: apiRole, dataDir: folder };
      const file = await backupDatabase(place, path.join(folder, 'academy.pgdump'));
      expect(fs.statSync(file).size).toBeGreaterThan(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("lets the API's role add audit rows and read them", async () => {
    await recordAudit(api.db, { actorId: null, action: 'user.sign_in_failed', subjectType: 'user', subjectId: 1, newValues: { count: 1 } });
    const rows = await api.db.selectFrom('audit_log').select(['action', 'new_values']).execute();
    expect(rows).toEqual([{ action: 'user.sign_in_failed', new_values: { count: 1 } }]);
  });

  it.each([
    ['drop the append-only trigger', 'drop trigger audit_log_append_only on audit_log'],
    ['disable it', 'alter table audit_log disable trigger all'],
    ['replace its function', "create or replace function audit_log_append_only() returns trigger language plpgsql as 'begin return old; end'"],
    ['take the table over', `alter table audit_log owner to ${apiRole}`],
    ['change a row', "update audit_log set action = 'nothing.happened'"],
    ['delete a row', 'delete from audit_log'],
    ['empty the table', 'truncate audit_log'],
    ['drop the table', 'drop table audit_log'],
    ['drop its own schema with it', `drop schema ${apiRole} cascade`],
  ])("refuses the API's role to %s", async (_what: string, statement: string) => {
    await recordAudit(api.db, { actorId: null, action: 'user.deactivate', subjectType: 'user', subjectId: 2 });
    await expect(sql.raw(statement).execute(api.db)).rejects.toMatchObject({ code: '42501' });
    expect(await api.db.selectFrom('audit_log').select('action').where('action', '=', 'user.deactivate').execute()).not.toHaveLength(0);
  });
});
