// The faculty in page order, each with the path of its portrait (versioned by the portrait's ETag),
// its title and biography in the reader's language when it has a version in it, and the administrator's writes.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nextPosition } from './positions';
import { CONTENT_ENDPOINTS, type FacultyMemberView } from '@academy/contract/schemas/content';
import { fillPath } from '@academy/contract/endpoint';
import type { Locale } from '@academy/contract/rules/locales';
import { inLanguage, versionLanguage } from './content-versions';

export async function listFacultyMembers(db: Kysely<DB>, where: { id?: number; slug?: string } = {}, lang?: Locale): Promise<FacultyMemberView[]> {
  const { field, lang: given } = inLanguage('faculty_member', 'm', 'v');
  let query = db
    .selectFrom('faculty_members as m')
    .leftJoin('faculty_portraits as p', 'p.member_id', 'm.id')
    .leftJoin('faculty_member_versions as v', (join) => join.onRef('v.member_id', '=', 'm.id').on('v.locale', '=', versionLanguage(lang)))
    .select(['m.id', 'm.slug', 'm.name', field('title').as('title'), field('biography').as('biography'), given.as('lang'), 'p.etag'])
    .orderBy('m.position')
    .orderBy('m.id');
  if (where.id !== undefined) query = query.where('m.id', '=', where.id);
  if (where.slug !== undefined) query = query.where('m.slug', '=', where.slug);
  const rows = await query.execute();
  return rows.map(({ etag, ...member }) => ({
    ...member,
    portrait_path: etag ? `${fillPath(CONTENT_ENDPOINTS.getPortrait.path, { slug: member.slug })}?v=${etag}` : null,
  }));
}

/** The stored portrait of the faculty member `slug`, if they have one. */
export async function findPortrait(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('faculty_portraits as p')
    .innerJoin('faculty_members as m', 'm.id', 'p.member_id')
    .select(['p.content_type', 'p.data', 'p.etag'])
    .where('m.slug', '=', slug)
    .executeTakeFirst();
}

export interface FacultyMemberValues {
  name: string;
  title: string;
  biography: string;
}

/** Locks every faculty member until the transaction ends: one add at a time, so two members of the same name get two slugs. */
export async function lockFacultyMembers(db: Kysely<DB>): Promise<void> {
  await db.selectFrom('faculty_members').select('id').forUpdate().execute();
}

/** The slugs taken that begin with `base`. */
export async function slugsStartingWith(db: Kysely<DB>, base: string): Promise<string[]> {
  return (await db.selectFrom('faculty_members').select('slug').where('slug', 'like', `${base}%`).execute()).map((row) => row.slug);
}

/** Adds the member at the end of the page; their id. */
export async function insertFacultyMember(db: Kysely<DB>, values: FacultyMemberValues & { slug: string }): Promise<number> {
  return (
    await db
      .insertInto('faculty_members')
      .values({ ...values, position: nextPosition('faculty_members') })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The member `id`, locked until the transaction ends. */
export async function lockFacultyMember(db: Kysely<DB>, id: number) {
  return db.selectFrom('faculty_members').select(['name', 'title', 'biography']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateFacultyMember(db: Kysely<DB>, id: number, values: FacultyMemberValues): Promise<void> {
  await db
    .updateTable('faculty_members')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The ETag of the member's portrait, if they have one. */
export async function findPortraitTag(db: Kysely<DB>, memberId: number) {
  return db.selectFrom('faculty_portraits').select('etag').where('member_id', '=', memberId).executeTakeFirst();
}

/** Stores the member's portrait, replacing the one they had. */
export async function savePortrait(db: Kysely<DB>, memberId: number, portrait: { content_type: 'image/webp'; data: Buffer; etag: string }): Promise<void> {
  await db
    .insertInto('faculty_portraits')
    .values({ member_id: memberId, ...portrait })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...portrait, updated_at: new Date() }))
    .execute();
}
