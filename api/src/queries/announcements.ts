// A cohort's announcements and the standing notes, each in the reader's language when it has a
// version in it (content-versions.ts).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Locale } from '@academy/contract/rules/locales';
import type { AnnouncementBody } from '@academy/contract/schemas/announcements';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import { inLanguage, versionLanguage } from './content-versions';

/** A page of the cohort's announcements, pinned first, then newest first; `today` keeps only the current ones. */
export async function listAnnouncements(
  db: Kysely<DB>,
  cohortId: number,
  {
    id,
    today,
    lang,
    limit = ANNOUNCEMENT_PAGE,
    offset = 0,
  }: { id?: number; today?: string; lang?: Locale | undefined; limit?: number | undefined; offset?: number | undefined } = {},
) {
  const { field, lang: given } = inLanguage('announcement', 'a', 'v');
  let query = db
    .selectFrom('announcements as a')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .leftJoin('announcement_versions as v', (join) => join.onRef('v.announcement_id', '=', 'a.id').on('v.locale', '=', versionLanguage(lang)))
    .select([
      'a.id',
      'a.cohort_id as cla_cohort_id',
      field('title').as('title'),
      field('body').as('body'),
      'a.pinned',
      'a.ends_on',
      'u.name as author_name',
      'a.created_at',
      given.as('lang'),
    ])
    .where('a.cohort_id', '=', cohortId)
    .where('a.deleted_at', 'is', null);
  if (today !== undefined) query = query.where((eb) => eb.or([eb('a.ends_on', 'is', null), eb('a.ends_on', '>=', today)]));
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.orderBy('a.pinned', 'desc').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The standing notes not retired, in their order. */
export async function listStandingNotes(db: Kysely<DB>, lang?: Locale) {
  const { field, lang: given } = inLanguage('standing_note', 'n', 'v');
  return db
    .selectFrom('standing_notes as n')
    .leftJoin('standing_note_versions as v', (join) => join.onRef('v.note_id', '=', 'n.id').on('v.locale', '=', versionLanguage(lang)))
    .select(['n.id', field('text').as('text'), given.as('lang')])
    .where('n.retired_at', 'is', null)
    .orderBy('n.position')
    .orderBy('n.id')
    .execute();
}

/** Stores the announcement `authorId` posts; its id. */
export async function insertAnnouncement(db: Kysely<DB>, authorId: number, input: AnnouncementBody): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      cohort_id: input.cla_cohort_id,
      author_id: authorId,
      title: input.title.trim(),
      body: input.body.trim(),
      pinned: input.pinned ?? false,
      ends_on: input.ends_on ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Withdraws the announcement `id` (kept on record). */
export async function withdrawAnnouncement(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('announcements')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The text of the standing note `id` unless retired, locked until the transaction ends. */
export async function lockStandingNote(db: Kysely<DB>, id: number): Promise<{ text: string } | undefined> {
  return db.selectFrom('standing_notes').select('text').where('id', '=', id).where('retired_at', 'is', null).forUpdate().executeTakeFirst();
}

export async function updateStandingNote(db: Kysely<DB>, id: number, text: string): Promise<void> {
  await db
    .updateTable('standing_notes')
    .set({ text, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Retires the standing note `id` unless it already is; its text, or undefined when there was none to retire. */
export async function retireStandingNote(db: Kysely<DB>, id: number): Promise<{ text: string } | undefined> {
  return db
    .updateTable('standing_notes')
    .set({ retired_at: sql`now()` })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .returning('text')
    .executeTakeFirst();
}
