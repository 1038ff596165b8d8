// GET /admin/audit: the audit log, newest first, filtered by who, what, which record and when.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { errorResponses } from '@academy/shared/contract/common';
import { AuditEntry, AuditQuery } from '@academy/shared/contract/admin';

const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        summary: 'The audit log, newest first',
        description: '`from` and `to` are calendar dates in UTC, both included.',
        tags: ['administration'],
        security: [{ bearerAuth: [] }],
        querystring: AuditQuery,
        response: { 200: Type.Array(AuditEntry), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor_id: actorId, action, subject_type: subjectType, subject_id: subjectId, from, to, limit = 100, offset = 0 } = request.query;
      let query = app.db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select(['a.id', 'a.at', 'a.actor_id', 'u.name as actor_name', 'a.action', 'a.subject_type', 'a.subject_id', 'a.old_values', 'a.new_values']);
      if (actorId) query = query.where('a.actor_id', '=', actorId);
      if (action) query = query.where('a.action', '=', action);
      if (subjectType) query = query.where('a.subject_type', '=', subjectType);
      if (subjectId) query = query.where('a.subject_id', '=', subjectId);
      if (from) query = query.where('a.at', '>=', sql<Date>`${from}::date::timestamptz`);
      if (to) query = query.where('a.at', '<', sql<Date>`(${to}::date + 1)::timestamptz`);
      const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  );
};

export default adminAuditRoutes;
