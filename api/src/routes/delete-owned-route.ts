// DELETE /:id of an item a facilitator owns through its course (course, topic, assignment, live
// class): facilitators only, ownership checked and the item removed in one transaction, 204.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { route, type RouteDocs } from '../http/route';
import type { EndpointName } from '@academy/contract/endpoints';

type TypeBoxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Throws 404 unless the facilitator owns item `id`, then removes it (soft or hard). */
type RemoveOwned = (trx: Kysely<DB>, id: number, facilitatorId: number) => Promise<void>;

/** The delete call `name` of an item a facilitator owns (the endpoint table gives its path and access). */
export function routeOwnedDelete(
  app: TypeBoxApp,
  name: Extract<EndpointName, 'deleteTopic' | 'deleteCourse' | 'deleteAssignment' | 'deleteLiveClass'>,
  docs: RouteDocs,
  remove: RemoveOwned,
): void {
  route(app, name, docs, async (request, reply) => {
    const me = currentUser(request);
    await app.db.transaction().execute((trx) => remove(trx, request.params.id, me.id));
    return reply.code(204).send(null);
  });
}
