// The faculty in page order, each with the path of its portrait (versioned by the portrait's ETag),
// its title and biography in the reader's language when it has a version in it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
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
