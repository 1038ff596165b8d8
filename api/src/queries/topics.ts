// The topics of a course, and the columns a topic body writes.
import { sql, type Kysely } from 'kysely';
import type { DB, TopicsTable } from '../db/schema';
import { bodyColumns, pickColumns, storedColumns, type BodyValues } from './body-columns';
import { setOrder } from './positions';
import { courseLocked } from './progress';
import { courseInScope, type Viewer } from './scope';
import type { TopicBody } from '@academy/contract/schemas/topics';

export type TopicInput = TopicBody['topic'];

const TOPIC_BODY_COLUMNS = bodyColumns<TopicInput, TopicsTable>()({ name: 'name', description: 'description', cla_course_id: 'course_id' });
type TopicBodyColumns = typeof TOPIC_BODY_COLUMNS;

/** The columns a create or update body writes. */
function topicValues(input: TopicInput): BodyValues<TopicsTable, TopicBodyColumns> {
  return { course_id: input.cla_course_id, name: input.name.trim(), description: input.description };
}

const TOPIC_COLUMNS = ['id', 'name', 'description', 'course_id as cla_course_id'] as const;

/** Whether the course is locked for the viewer on `today` (only a student's can be), or undefined when it is not in their scope. */
export async function courseLockedFor(db: Kysely<DB>, courseId: number, viewer: Viewer, today: string): Promise<boolean | undefined> {
  const locked = viewer.role === 'student' ? courseLocked('c', viewer.id, today) : sql<boolean>`false`;
  const { rows } = await sql<{ locked: boolean }>`
    select ${locked} as locked from courses c where c.id = ${courseId} and ${courseInScope('c', viewer)}`.execute(db);
  return rows[0]?.locked;
}

/** A course's topics in the order its facilitator set, the ones not placed yet last (migration 330). */
export async function listTopics(db: Kysely<DB>, courseId: number) {
  return db.selectFrom('topics').select(TOPIC_COLUMNS).where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();
}

/** The topics of several courses, each course's in the order listTopics gives them. */
export async function listTopicsOfCourses(db: Kysely<DB>, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db.selectFrom('topics').select(TOPIC_COLUMNS).where('course_id', 'in', courseIds).orderBy('course_id').orderBy('position').orderBy('id').execute();
}

export async function findTopic(db: Kysely<DB>, id: number) {
  return db.selectFrom('topics').select(TOPIC_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function insertTopic(db: Kysely<DB>, input: TopicInput): Promise<number> {
  const row = await db.insertInto('topics').values(topicValues(input)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTopic(db: Kysely<DB>, id: number, input: TopicInput): Promise<void> {
  await db
    .updateTable('topics')
    .set({ ...topicValues(input), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Removes the topic `id` for good (nothing of a student's hangs under a topic). */
export async function deleteTopic(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('topics').where('id', '=', id).execute();
}

/** Copies the topics of one course into another: every column a topic body writes, in their order. */
export async function copyTopics(db: Kysely<DB>, fromCourseId: number, toCourseId: number): Promise<void> {
  const topics = await db.selectFrom('topics').selectAll().where('course_id', '=', fromCourseId).orderBy('position').orderBy('id').execute();
  if (topics.length === 0) return;
  const copies = topics.map((topic) => ({
    ...pickColumns(topic, storedColumns(TOPIC_BODY_COLUMNS)),
    course_id: toCourseId,
    position: topic.position,
  }));
  await db.insertInto('topics').values(copies).execute();
}

/** Puts the course's topics in the order of `ids`, which must name each of them once (400 otherwise). */
export async function reorderTopics(trx: Kysely<DB>, courseId: number, ids: number[]): Promise<void> {
  await setOrder(trx, { table: 'topics', courseId }, ids);
}
