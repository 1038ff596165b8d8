// The faculty in page order, each with the path of its portrait (versioned by the portrait's ETag).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CONTENT_ENDPOINTS, type FacultyMemberView } from '@academy/contract/schemas/content';
import { fillPath } from '@academy/contract/endpoint';

export async function listFacultyMembers(db: Kysely<DB>, where: { id?: number; slug?: string } = {}): Promise<FacultyMemberView[]> {
  let query = db
    .selectFrom('faculty_members as m')
    .leftJoin('faculty_portraits as p', 'p.member_id', 'm.id')
    .select(['m.id', 'm.slug', 'm.name', 'm.title', 'm.biography', 'p.etag'])
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
