// Cohorts: the open intakes the public pages offer, and the administrator's reads and writes.
import { sql, type Kysely } from 'kysely';
import { ROLE_IDS } from '@academy/contract/rules/roles';
import type { AdminCohortView } from '@academy/contract/schemas/admin';
import type { GradeWeights } from '@academy/contract/rules/grade-weighting';
import type { DB } from '../db/schema';
import { activeAccount } from './scope';

/** The cohorts not closed that have not started before `today` (or have no start date), soonest first. */
export async function listOpenIntakes(db: Kysely<DB>, today: string) {
  return db
    .selectFrom('cohorts')
    .select(['id', 'name', 'start_date'])
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '>=', today)]))
    .orderBy('start_date', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
}

/** Every cohort (or the one `id`), closed ones too, with its active students' count and its facilitators. */
export async function adminCohorts(db: Kysely<DB>, id?: number): Promise<AdminCohortView[]> {
  let query = db
    .selectFrom('cohorts as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.start_date',
      'c.end_date',
      eb('c.closed_at', 'is not', null).$castTo<boolean>().as('closed'),
      'c.assignments_weight',
      'c.attendance_weight',
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.cohort_id', '=', 'c.id')
        .where('u.role_id', '=', ROLE_IDS.student)
        .where(activeAccount('u'))
        .as('student_count'),
    ])
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  const cohorts = await query.execute();
  const assigned = await db.selectFrom('cohort_facilitators').select(['cohort_id', 'user_id']).orderBy('user_id').execute();
  return cohorts.map(({ assignments_weight, attendance_weight, ...c }) => ({
    ...c,
    grade_weights: { assignments: assignments_weight, attendance: attendance_weight },
    student_count: c.student_count ?? 0,
    facilitator_ids: assigned.filter((a) => a.cohort_id === c.id).map((a) => a.user_id),
  }));
}

export interface CohortValues {
  name: string;
  start_date: string | null;
  end_date: string | null;
}

/** Stores a new cohort; its id. A name taken is refused by a unique constraint. */
export async function insertCohort(db: Kysely<DB>, values: CohortValues): Promise<number> {
  return (await db.insertInto('cohorts').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The cohort `id`, locked until the transaction ends. */
export async function lockCohort(db: Kysely<DB>, id: number) {
  return db.selectFrom('cohorts').select(['name', 'start_date', 'end_date', 'closed_at']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateCohort(db: Kysely<DB>, id: number, values: CohortValues): Promise<void> {
  await db.updateTable('cohorts').set(values).where('id', '=', id).execute();
}

export async function setCohortClosed(db: Kysely<DB>, id: number, closed: boolean): Promise<void> {
  await db
    .updateTable('cohorts')
    .set({ closed_at: closed ? new Date() : null })
    .where('id', '=', id)
    .execute();
}

/** How many of `userIds` are facilitators. */
export async function countFacilitators(db: Kysely<DB>, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return (await db.selectFrom('users').select('id').where('id', 'in', userIds).where('role_id', '=', ROLE_IDS.facilitator).execute()).length;
}

/** The facilitators assigned to the cohort, by id. */
export async function cohortFacilitatorIds(db: Kysely<DB>, cohortId: number): Promise<number[]> {
  return (await db.selectFrom('cohort_facilitators').select('user_id').where('cohort_id', '=', cohortId).orderBy('user_id').execute()).map(
    (row) => row.user_id,
  );
}

/** Replaces the facilitators assigned to the cohort. */
export async function setCohortFacilitators(db: Kysely<DB>, cohortId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('cohort_facilitators').where('cohort_id', '=', cohortId).execute();
  if (userIds.length > 0)
    await db
      .insertInto('cohort_facilitators')
      .values(userIds.map((userId) => ({ cohort_id: cohortId, user_id: userId })))
      .execute();
}

/** Sets the weighting the cohort's courses take unless they set their own. */
export async function setCohortGradeWeights(db: Kysely<DB>, id: number, weights: GradeWeights): Promise<void> {
  await db.updateTable('cohorts').set({ assignments_weight: weights.assignments, attendance_weight: weights.attendance }).where('id', '=', id).execute();
}
