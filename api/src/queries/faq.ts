// The FAQ in the order the public page shows it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function listFaqItems(db: Kysely<DB>) {
  return db.selectFrom('faq_items').select(['id', 'question', 'answer']).orderBy('position').orderBy('id').execute();
}
