// Makes the query layer reachable as `app.db` (Kysely<DB>) in every route, and closes it last.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../db/database';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dbKind: DatabaseKind;
  }
}

export function setupDatabase(app: FastifyInstance, database: Database, options: { closeOnAppClose: boolean }): void {
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (options.closeOnAppClose) app.addHook('onClose', () => database.close());
}
