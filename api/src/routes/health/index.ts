import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../../http/route';
import { pingDatabase } from '../../queries/health';
import { readinessCheck } from './readiness';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'checkHealth',
    {
      summary: 'Liveness and database check',
      description: 'Anyone. 200 while the API answers and its database does; 503 otherwise (GET /api/v1/ready says whether this process takes traffic).',
      tags: ['platform'],
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const };
    },
  );

  const readiness = readinessCheck(app);
  route(
    app,
    'checkReadiness',
    {
      summary: 'Readiness: the database, the notice outbox and, when configured, Redis and SMTP',
      description: '503 names the failing parts in `failing`. A load balancer sends traffic only while this answers 200.',
      tags: ['platform'],
    },
    async (_request, reply) => {
      const answer = await readiness();
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};

export default healthRoutes;
