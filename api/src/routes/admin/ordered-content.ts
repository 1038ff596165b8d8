// The calls every ordered list of public content has (the FAQ, the faculty): put it in a new order
// and delete an item, each audited in its own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { deleteOrderedRow, setOrder, type OrderedTable } from '../../queries/positions';
import type { FacultyMemberView, FaqItemView } from '@academy/contract/schemas/content';
import type { NotFoundThing } from '../../http/errors';

const TAGS = ['administration'];

type AdminApp = Parameters<FastifyPluginAsyncTypebox>[0];

interface OrderedContent {
  /** The list's calls in the endpoint table: `PUT <list>/order` and `DELETE <list>/:id`. */
  calls: { reorder: 'reorderFaq' | 'reorderFaculty'; delete: 'deleteFaqItem' | 'deleteFacultyMember' };
  table: OrderedTable;
  subjectType: 'faq_item' | 'faculty_member';
  list: (db: Kysely<DB>) => Promise<FaqItemView[] | FacultyMemberView[]>;
  /** What a 404 names, e.g. 'This question'. */
  notFoundName: NotFoundThing;
  /** The columns of a deleted item the audit keeps. */
  auditedColumns: readonly string[];
  summaries: { reorder: string; reorderDescription: string; delete: string; deleteDescription: string };
}

/** Adds the list's reorder call (answers the list in its new order) and its delete call. */
export function addOrderedContentRoutes(app: AdminApp, content: OrderedContent) {
  route(app, content.calls.reorder, { summary: content.summaries.reorder, description: content.summaries.reorderDescription, tags: TAGS }, async (request) => {
    const caller = currentUser(request);
    const { ids } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const before = await setOrder(trx, content.table, ids);
      await recordAudit(trx, {
        actorId: caller.id,
        action: `${content.subjectType}.reorder`,
        subjectType: content.subjectType,
        subjectId: ids[0] ?? 0,
        oldValues: { ids: before },
        newValues: { ids },
      });
    });
    return content.list(app.db);
  });

  route(
    app,
    content.calls.delete,
    { summary: content.summaries.delete, description: content.summaries.deleteDescription, tags: TAGS },
    async (request, reply) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const before = await deleteOrderedRow(trx, content.table, id, content.auditedColumns);
        if (!before) throw notFound(content.notFoundName);
        await recordAudit(trx, {
          actorId: caller.id,
          action: `${content.subjectType}.delete`,
          subjectType: content.subjectType,
          subjectId: id,
          oldValues: before,
        });
      });
      return reply.code(204).send(null);
    },
  );
}
