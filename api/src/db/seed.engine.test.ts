import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/helpers';
import { verifyPassword } from '../auth/passwords';
import { todayIn } from '../lib/calendar';
import { DEMO_PASSWORD, seedDemoData } from './seed';

describe('demo seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('has the fixed roles and the demo accounts with the demo password', async () => {
    expect(await t.db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, name: 'student' },
      { id: 2, name: 'facilitator' },
      { id: 3, name: 'admin' },
    ]);
    const users = await t.db.selectFrom('users').select(['email', 'role_id', 'cohort_id', 'password_hash']).execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('facilitator@example.org')?.role_id).toBe(2);
    expect(byEmail.get('student@example.org')?.role_id).toBe(1);
    expect(byEmail.get('admin@example.org')).toMatchObject({ role_id: 3, cohort_id: null });
    expect(users.filter((u) => u.role_id === 1 && u.cohort_id === byEmail.get('student@example.org')?.cohort_id)).toHaveLength(5);
    expect(await verifyPassword(DEMO_PASSWORD, byEmail.get('student@example.org')!.password_hash)).toBe(true);
  });

  it('assigns each demo facilitator to the cohort whose courses they own', async () => {
    const assigned = await t.db
      .selectFrom('cohort_facilitators as cf')
      .innerJoin('users as u', 'u.id', 'cf.user_id')
      .select(['u.email', 'cf.cohort_id'])
      .orderBy('cf.cohort_id')
      .execute();
    const owners = await t.db
      .selectFrom('courses as c')
      .innerJoin('users as u', 'u.id', 'c.owner_id')
      .select(['u.email', 'c.cohort_id'])
      .distinct()
      .orderBy('c.cohort_id')
      .execute();
    expect(assigned).toEqual(owners);
  });

  it('has a past, a current and a future program course in cohort 1, and classes today', async () => {
    const today = todayIn('UTC');
    const courses = await t.db
      .selectFrom('courses')
      .select(['name', 'start_date', 'end_date', 'category'])
      .where('cohort_id', '=', 1)
      .where('category', '=', 'program')
      .orderBy('start_date')
      .execute();
    expect(courses.map((c) => c.name)).toEqual(["Believer-Beginners' Class", 'Minister-Service Class', 'Leader-Managerial Class']);
    expect(courses[0]!.end_date < today).toBe(true);
    expect(courses[1]!.start_date <= today && today <= courses[1]!.end_date).toBe(true);
    expect(courses[2]!.start_date > today).toBe(true);

    const todays = await t.db.selectFrom('live_classes').select('id').where('date', '=', today).execute();
    expect(todays.length).toBeGreaterThanOrEqual(2);
    const topics = await t.db.selectFrom('topics').select('description').execute();
    expect(topics.every((topic) => /youtube\.com/.test(topic.description) && /\.pdf/.test(topic.description))).toBe(true);
  });

  it('has marked and unmarked submissions and some attendance', async () => {
    const counts = await sql<{ marked: number; unmarked: number; attendances: number }>`
      select count(*) filter (where score is not null) as marked,
             count(*) filter (where score is null) as unmarked,
             (select count(*) from attendances) as attendances
      from submissions`.execute(t.db);
    const row = counts.rows[0]!;
    expect(row.marked).toBeGreaterThan(0);
    expect(row.unmarked).toBeGreaterThan(0);
    expect(row.attendances).toBeGreaterThan(0);
  });

  it('does nothing when run again', async () => {
    const before = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemoData(t.db)).toBe(false);
    const after = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
