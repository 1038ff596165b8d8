import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { Mutex, PGliteDialect } from './pglite-dialect';

interface TestDB {
  items: { id: number; owner: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite dialect', () => {
  let pglite: PGlite;
  let db: Kysely<TestDB>;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely<TestDB>({ dialect: new PGliteDialect(pglite) });
    await sql`create table items (id integer primary key, owner text not null)`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
  });

  beforeEach(async () => {
    await db.deleteFrom('items').execute();
  });

  it('a rollback in one transaction never undoes a concurrent transaction or query', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, owner: 'rolled back' }).execute();
      await sleep(30);
      throw new Error('abort');
    });
    const committing = db.transaction().execute(async (trx) => {
      await sleep(5);
      await trx.insertInto('items').values({ id: 2, owner: 'committed' }).execute();
    });
    const single = (async () => {
      await sleep(10);
      await db.insertInto('items').values({ id: 3, owner: 'single query' }).execute();
    })();

    const results = await Promise.allSettled([failing, committing, single]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    const rows = await db.selectFrom('items').select(['id', 'owner']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 2, owner: 'committed' },
      { id: 3, owner: 'single query' },
    ]);
  });

  it('keeps exactly the committed rows of many interleaved transactions', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: i, owner: `t${i}` })
            .execute();
          await sleep(i % 3);
          await trx
            .updateTable('items')
            .set({ owner: `t${i}-updated` })
            .where('id', '=', i)
            .execute();
          if (i % 2 === 1) throw new Error('abort');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    const rows = await db.selectFrom('items').select(['id', 'owner']).orderBy('id').execute();
    expect(rows).toEqual(Array.from({ length: 20 }, (_, k) => ({ id: 2 * k, owner: `t${2 * k}-updated` })));
  });

  it('a failed statement inside a transaction leaves the connection usable for others', async () => {
    await db.insertInto('items').values({ id: 1, owner: 'first' }).execute();
    const duplicate = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, owner: 'duplicate' }).execute();
    });
    const other = db.insertInto('items').values({ id: 2, owner: 'other' }).execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    await other;
    expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('reports affected rows of writes', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, owner: 'a' },
        { id: 2, owner: 'b' },
      ])
      .execute();
    const result = await db.updateTable('items').set({ owner: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('a parameterised query keeps answering as its table changes shape, with the values typed as query() types them', async () => {
    await db.insertInto('items').values({ id: 1, owner: 'ann' }).execute();
    const read = () => sql<Record<string, unknown>>`select i.*, ${'x'}::text as tag, ${[1, 2]}::int[] as ids from items i where i.id = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, owner: 'ann', tag: 'x', ids: [1, 2] }]);
    await sql`alter table items add column note text`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, owner: 'ann', note: null, tag: 'x', ids: [1, 2] }]);
    await sql`alter table items drop column note`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, owner: 'ann', tag: 'x', ids: [1, 2] }]);
    await expect(sql`select ${'a'}::int`.execute(db)).rejects.toMatchObject({ code: '22P02' });
    expect((await read()).rows).toHaveLength(1);
  });

  it("the scenario matters: raw PGlite without the lock lets one rollback undo another caller's write", async () => {
    // Two callers sharing PGlite's one session without serialisation.
    await pglite.query('begin');
    await pglite.query("insert into items (id, owner) values (10, 'A')");
    await pglite.query("insert into items (id, owner) values (11, 'B thinks this is its own write')");
    await pglite.query('rollback');
    const rows = await pglite.query('select id from items where id in (10, 11)');
    expect(rows.rows).toEqual([]);
  });
});

describe('Mutex', () => {
  it('hands the lock out one holder at a time, in request order', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let holders = 0;
    await Promise.all(
      [3, 1, 2].map(async (delay, i) => {
        const release = await mutex.lock();
        holders += 1;
        expect(holders).toBe(1);
        order.push(`start ${i}`);
        await sleep(delay);
        order.push(`end ${i}`);
        holders -= 1;
        release();
      }),
    );
    expect(order).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });
});
