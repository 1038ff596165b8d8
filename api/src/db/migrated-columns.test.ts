import { openDatabase } from './database';
import { MIGRATED_COLUMNS } from './migrated-columns';
import { readTableColumns } from './table-columns';
import { testDatabase, type TestDatabase } from '../../test/helpers';

let where: TestDatabase;

beforeAll(async () => {
  where = await testDatabase({ seed: false });
});

afterAll(async () => {
  await where.cleanUp();
});

test('the columns the table types are checked against are those the migrations create (after adding a migration: npm run write:migrated-columns -w api)', async () => {
  const database = await openDatabase(where);
  try {
    expect(await readTableColumns(database.db)).toEqual(MIGRATED_COLUMNS);
  } finally {
    await database.close();
  }
});
