import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';
import { unchangedAnswers } from './unchanged-answers';

describe('answers kept while the embedded database is unchanged', () => {
  let db: Kysely<DB>;

  beforeAll(async () => {
    db = new Kysely<DB>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await sql`insert into items values (1, 'first')`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
  });

  const names = async (reads: { count: number }) => {
    reads.count += 1;
    return (await sql<{ name: string }>`select name from items order by id`.execute(db)).rows.map((row) => row.name);
  };

  it('reads again after every change, and only then', async () => {
    const answers = unchangedAnswers(db, 'pglite');
    const reads = { count: 0 };
    expect(await answers.get('items', () => names(reads))).toEqual(['first']);
    expect(await answers.get('items', () => names(reads))).toEqual(['first']);
    expect(reads.count).toBe(1);

    await sql`update items set name = 'renamed' where id = 1`.execute(db);
    expect(await answers.get('items', () => names(reads))).toEqual(['renamed']);

    await db.transaction().execute(async (trx) => {
      await sql`insert into items values (2, 'second')`.execute(trx);
    });
    expect(await answers.get('items', () => names(reads))).toEqual(['renamed', 'second']);

    await sql`delete from items where id = 2`.execute(db);
    expect(await answers.get('items', () => names(reads))).toEqual(['renamed']);
    expect(reads.count).toBe(4);
  });

  it('keeps nothing on PostgreSQL, where other processes write', async () => {
    const answers = unchangedAnswers(db, 'postgres');
    const reads = { count: 0 };
    await answers.get('items', () => names(reads));
    await answers.get('items', () => names(reads));
    expect(reads.count).toBe(2);
  });
});
