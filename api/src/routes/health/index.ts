import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { errorResponses } from '@academy/shared/contract/common';
import { Readiness } from '@academy/shared/contract/platform';
import { readinessCheck } from './readiness';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses() },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    },
  );

  const readiness = readinessCheck(app);
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database, the notice outbox and, when configured, Redis and SMTP',
        description: '503 names the failing parts in `failing`. A load balancer sends traffic only while this answers 200.',
        tags: ['platform'],
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const answer = await readiness();
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};

export default healthRoutes;
