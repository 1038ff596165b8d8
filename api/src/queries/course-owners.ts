// Who owns a course: the administrator's list of every course with whether its owner may still
// work in it (assigned to its cohort now: scope.ts ownerAssignedToCohort), and handing one over.
import type { Kysely } from 'kysely';
import type { AdminCourse } from '@academy/contract/schemas/admin';
import type { DB } from '../db/schema';
import { activeAccount, ownerAssignedToCohort } from './scope';

export async function adminCourses(db: Kysely<DB>, id?: number): Promise<AdminCourse[]> {
  let query = db
    .selectFrom('courses as c')
    .innerJoin('cohorts as co', 'co.id', 'c.cohort_id')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(['c.id', 'c.name', 'c.cohort_id', 'co.name as cohort_name', 'c.owner_id', 'u.name as owner_name', ownerAssignedToCohort('c').as('owner_assigned')])
    .where('c.deleted_at', 'is', null)
    .orderBy('co.id')
    .orderBy('c.name')
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  return query.execute();
}

/** The non-deleted course `id`, locked until the transaction ends. */
export async function lockCourse(db: Kysely<DB>, id: number) {
  return db.selectFrom('courses').select(['id', 'cohort_id', 'owner_id']).where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** Whether the user is an active facilitator assigned to the cohort. */
export async function activelyAssigned(db: Kysely<DB>, cohortId: number, userId: number): Promise<boolean> {
  const assigned = await db
    .selectFrom('cohort_facilitators as cf')
    .innerJoin('users as u', 'u.id', 'cf.user_id')
    .select('u.id')
    .where('cf.cohort_id', '=', cohortId)
    .where('cf.user_id', '=', userId)
    .where(activeAccount('u'))
    .executeTakeFirst();
  return assigned !== undefined;
}

export async function setCourseOwner(db: Kysely<DB>, id: number, ownerId: number): Promise<void> {
  await db.updateTable('courses').set({ owner_id: ownerId, updated_at: new Date() }).where('id', '=', id).execute();
}
