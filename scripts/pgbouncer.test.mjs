import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import { startPgBouncer } from './pgbouncer.mjs';

const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg');
const DATABASE_URL = process.env.DIRECT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let pooler;
beforeAll(async () => {
  pooler = await startPgBouncer(DATABASE_URL);
});
afterAll(() => pooler?.stop());

async function query(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

test("the test run's PgBouncer reaches the server, and refuses session settings at connect as a deployment's would", async () => {
  expect(new URL(pooler.url).port).not.toBe(new URL(DATABASE_URL).port || '5432');
  expect(await query(pooler.url, 'select 41 + 1 as n')).toEqual([{ n: 42 }]);
  const withOptions = `${pooler.url}?options=${encodeURIComponent('-c jit=off')}`;
  await expect(query(withOptions, 'select 1')).rejects.toThrow(/unsupported startup parameter: options/);
});
