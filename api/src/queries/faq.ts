// The FAQ in the order the public page shows it, each question in the reader's language when it has a version in it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Locale } from '@academy/contract/rules/locales';
import { inLanguage, versionLanguage } from './content-versions';

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
