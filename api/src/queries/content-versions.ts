// The versions of content in other languages (contract/src/rules/content-languages.ts): an item's
// versions, writing and removing one, and the reader's side, each item in the reader's language
// when it has a version there (`inLanguage`).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { ORIGINAL_CONTENT_LOCALE, VERSIONED_CONTENT, VERSION_LOCALES, type VersionedKind } from '@academy/contract/rules/content-languages';
import type { Locale } from '@academy/contract/rules/locales';

type VersionLocale = (typeof VERSION_LOCALES)[number];
type Fields<K extends VersionedKind> = (typeof VERSIONED_CONTENT)[K][number];
export type VersionValues<K extends VersionedKind> = Record<Fields<K>, string>;

/** Where each kind's originals and versions are kept: the versions' table and its column naming the original. */
const TABLES = {
  faq_item: { items: 'faq_items', versions: 'faq_item_versions', key: 'faq_item_id', live: null },
  faculty_member: { items: 'faculty_members', versions: 'faculty_member_versions', key: 'member_id', live: null },
  standing_note: { items: 'standing_notes', versions: 'standing_note_versions', key: 'note_id', live: 'retired_at' },
  announcement: { items: 'announcements', versions: 'announcement_versions', key: 'announcement_id', live: 'deleted_at' },
} as const satisfies Record<VersionedKind, { items: keyof DB; versions: keyof DB; key: string; live: string | null }>;

/** Whether the item is there to have versions (a retired note or a withdrawn announcement is not). */
export async function versionedItemExists(db: Kysely<DB>, kind: VersionedKind, id: number): Promise<boolean> {
  const { items, live } = TABLES[kind];
  const gone = live ? sql` and ${sql.ref(live)} is null` : sql``;
  const found = await sql<{ id: number }>`select id from ${sql.table(items)} where id = ${id}${gone}`.execute(db);
  return found.rows.length > 0;
}

/** The item's versions by language; null when the item is not there. */
export async function listVersions<K extends VersionedKind>(
  db: Kysely<DB>,
  kind: K,
  id: number,
): Promise<Partial<Record<VersionLocale, VersionValues<K>>> | null> {
  if (!(await versionedItemExists(db, kind, id))) return null;
  const { versions, key } = TABLES[kind];
  const fields = sql.join(VERSIONED_CONTENT[kind].map((field) => sql.ref(field)));
  const rows = await sql<{ locale: string } & VersionValues<K>>`select locale, ${fields} from ${sql.table(versions)} where ${sql.ref(key)} = ${id}
    order by locale`.execute(db);
  return Object.fromEntries(
    rows.rows.map(({ locale, ...values }) => [locale, values]).filter(([locale]) => VERSION_LOCALES.includes(locale as VersionLocale)),
  ) as Partial<Record<VersionLocale, VersionValues<K>>>;
}

/** Writes (or replaces) the item's version in `locale`; the version before, or null when it had none. */
export async function saveVersion<K extends VersionedKind>(
  db: Kysely<DB>,
  kind: K,
  id: number,
  locale: VersionLocale,
  values: VersionValues<K>,
): Promise<VersionValues<K> | null> {
  const { versions, key } = TABLES[kind];
  const names: readonly Fields<K>[] = VERSIONED_CONTENT[kind];
  const fields = sql.join(names.map((field) => sql.ref(field)));
  const given = sql.join(names.map((field) => sql`${values[field]}`));
  const updates = sql.join(names.map((field) => sql`${sql.ref(field)} = excluded.${sql.ref(field)}`));
  const before = await sql<VersionValues<K>>`select ${fields} from ${sql.table(versions)} where ${sql.ref(key)} = ${id} and locale = ${locale}
    for update`.execute(db);
  await sql`insert into ${sql.table(versions)} (${sql.ref(key)}, locale, ${fields}) values (${id}, ${locale}, ${given})
    on conflict (${sql.ref(key)}, locale) do update set ${updates}, updated_at = now()`.execute(db);
  return before.rows[0] ?? null;
}

/** Removes the item's version in `locale`; what it said, or null when there was none. */
export async function deleteVersion<K extends VersionedKind>(db: Kysely<DB>, kind: K, id: number, locale: VersionLocale): Promise<VersionValues<K> | null> {
  const { versions, key } = TABLES[kind];
  const fields = sql.join(VERSIONED_CONTENT[kind].map((field) => sql.ref(field)));
  const deleted = await sql<VersionValues<K>>`delete from ${sql.table(versions)} where ${sql.ref(key)} = ${id} and locale = ${locale}
    returning ${fields}`.execute(db);
  return deleted.rows[0] ?? null;
}

/**
 * The select-list pieces of a versioned read: each field from the version in `lang` (the join
 * `alias`, which `versionJoin` gives) when there is one, else the original's (`item`), and `lang`,
 * the language of what is given.
 */
export function inLanguage<K extends VersionedKind>(_kind: K, item: string, alias: string) {
  const field = (name: Fields<K>): RawBuilder<string> => sql<string>`coalesce(${sql.ref(`${alias}.${name}`)}, ${sql.ref(`${item}.${name}`)})`;
  const lang: RawBuilder<Locale> = sql<Locale>`coalesce(${sql.ref(`${alias}.locale`)}, ${ORIGINAL_CONTENT_LOCALE})`;
  return { field, lang };
}

/** The reader's language as the versions are kept: the original's has none. */
export function versionLanguage(lang: Locale | undefined): string {
  return lang ?? ORIGINAL_CONTENT_LOCALE;
}
