// The FAQ in the order the public page shows it, each question in the reader's language when it has a version in it,
// and the administrator's writes.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Locale } from '@academy/contract/rules/locales';
import { inLanguage, versionLanguage } from './content-versions';
import { nextPosition } from './positions';

export async function listFaqItems(db: Kysely<DB>, lang?: Locale) {
  const { field, lang: given } = inLanguage('faq_item', 'f', 'v');
  return db
    .selectFrom('faq_items as f')
    .leftJoin('faq_item_versions as v', (join) => join.onRef('v.faq_item_id', '=', 'f.id').on('v.locale', '=', versionLanguage(lang)))
    .select(['f.id', field('question').as('question'), field('answer').as('answer'), given.as('lang')])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

export interface FaqItemValues {
  question: string;
  answer: string;
}

/** Adds the question at the end of the FAQ. */
export async function insertFaqItem(db: Kysely<DB>, values: FaqItemValues) {
  return db
    .insertInto('faq_items')
    .values({ ...values, position: nextPosition('faq_items') })
    .returning(['id', 'question', 'answer'])
    .executeTakeFirstOrThrow();
}

/** The item `id`, locked until the transaction ends. */
export async function lockFaqItem(db: Kysely<DB>, id: number) {
  return db.selectFrom('faq_items').select(['question', 'answer']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateFaqItem(db: Kysely<DB>, id: number, values: FaqItemValues) {
  return db
    .updateTable('faq_items')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'question', 'answer'])
    .executeTakeFirstOrThrow();
}
