// GET /admin/audit: the audit log, newest first, filtered by who, what, which record and when.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../../http/route';
import { listAuditLog } from '../../queries/audit';
import { ADMIN_PAGE } from '@academy/contract/rules/limits';

const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listAuditLog',
    {
      summary: 'The audit log, newest first',
      description: '`from` and `to` are calendar dates in `time_zone` (UTC when left out), both included.',
      tags: ['administration'],
    },
    async (request) => {
      const {
        actor_id: actorId,
        action,
        subject_type: subjectType,
        subject_id: subjectId,
        from,
        to,
        time_zone: timeZone = 'UTC',
        limit = ADMIN_PAGE,
        offset = 0,
      } = request.query;
      return listAuditLog(app.db, { actorId, action, subjectType, subjectId, from, to, timeZone, limit, offset });
    },
  );
};

export default adminAuditRoutes;
