// DELETE /:id of an item a facilitator owns through its course (course, topic, assignment, live
// class): facilitators only, ownership checked and the item removed in one transaction, 204.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { errorResponses, IdParams, NoContent } from '@academy/shared/contract/common';
import { currentUser } from '../plugins/auth';
import { route, type RouteDocs } from '../http/route';
import type { EndpointName } from '@academy/shared/contract/endpoints';

type TypeBoxApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface OwnedDeleteRoute {
  summary: string;
  description: string;
  tag: string;
  /** Throws 404 unless the facilitator owns item `id`, then removes it (soft or hard). */
  remove: (trx: Kysely<DB>, id: number, facilitatorId: number) => Promise<void>;
}

export function addOwnedDeleteRoute(app: TypeBoxApp, { summary, description, tag, remove }: OwnedDeleteRoute): void {
  app.delete(
    '/:id',
    {
      onRequest: app.requireRole('facilitator'),
      schema: {
        summary,
        description,
        tags: [tag],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await app.db.transaction().execute((trx) => remove(trx, request.params.id, me.id));
      return reply.code(204).send(null);
    },
  );
}

/** The delete call `name` of an item a facilitator owns (the endpoint table gives its path and access). */
export function routeOwnedDelete(
  app: TypeBoxApp,
  name: Extract<EndpointName, 'deleteTopic' | 'deleteCourse' | 'deleteAssignment' | 'deleteLiveClass'>,
  docs: RouteDocs,
  remove: OwnedDeleteRoute['remove'],
): void {
  route(app, name, docs, async (request, reply) => {
    const me = currentUser(request);
    await app.db.transaction().execute((trx) => remove(trx, request.params.id, me.id));
    return reply.code(204).send(null);
  });
}
