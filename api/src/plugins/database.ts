// Makes the query layer reachable as `app.db` (Kysely<DB>) in every route, and closes it last.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../db/database';
import type { DB } from '../db/schema';
import { unchangedAnswers, type UnchangedAnswers } from '../db/unchanged-answers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dbKind: DatabaseKind;
    /** Answers kept while the database is unchanged (on the embedded database only: db/unchanged-answers.ts). */
    unchangedAnswers: UnchangedAnswers;
  }
}

export function setupDatabase(app: FastifyInstance, database: Database, options: { closeOnAppClose: boolean }): void {
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('unchangedAnswers', unchangedAnswers(database.db, database.kind));
  if (options.closeOnAppClose) app.addHook('onClose', () => database.close());
}
