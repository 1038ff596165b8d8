// The administrator's FAQ calls (docs/requirements.md §12): add, edit, delete and reorder the
// questions of the public /faq page. Each change is audited in its own transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/audit-log';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { insertFaqItem, listFaqItems, lockFaqItem, updateFaqItem } from '../../queries/faq';
import { addOrderedContentRoutes } from './ordered-content';
import type { FaqItemInput } from '@academy/contract/schemas/content';
import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import type { NotFoundThing } from '../../http/errors';

const TAGS = ['administration'];
const FAQ_ITEM: NotFoundThing = 'This question';

const trimmed = (body: FaqItemInput): FaqItemInput => ({ question: body.question.trim(), answer: body.answer.trim() });

const adminFaqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'createFaqItem',
    {
      summary: 'Add a question at the end of the FAQ',
      description: 'Administrators: the public FAQ page shows the new question at its next render.',
      tags: TAGS,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const values = trimmed(request.body);
      const item = await app.db.transaction().execute(async (trx) => {
        const row = await insertFaqItem(trx, values);
        await recordAudit(trx, { actorId: caller.id, action: 'faq_item.create', subjectType: 'faq_item', subjectId: row.id, newValues: values });
        return { ...row, lang: ORIGINAL_CONTENT_LOCALE };
      });
      return reply.code(201).send(item);
    },
  );

  route(
    app,
    'updateFaqItem',
    {
      summary: 'Change a question or its answer',
      description: 'Administrators: the public FAQ page shows the change at its next render; an unknown question: 404.',
      tags: TAGS,
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const values = trimmed(request.body);
      return app.db.transaction().execute(async (trx) => {
        const before = await lockFaqItem(trx, id);
        if (!before) throw notFound(FAQ_ITEM);
        const row = await updateFaqItem(trx, id, values);
        await recordAudit(trx, { actorId: caller.id, action: 'faq_item.update', subjectType: 'faq_item', subjectId: id, oldValues: before, newValues: values });
        return { ...row, lang: ORIGINAL_CONTENT_LOCALE };
      });
    },
  );

  addOrderedContentRoutes(app, {
    calls: { reorder: 'reorderFaq', delete: 'deleteFaqItem' },
    table: 'faq_items',
    subjectType: 'faq_item',
    list: listFaqItems,
    notFoundName: FAQ_ITEM,
    auditedColumns: ['question', 'answer'],
    summaries: {
      reorder: 'Put the FAQ in a new order',
      reorderDescription: '`ids` must name every question once (400 otherwise).',
      delete: 'Delete a question',
      deleteDescription: 'The question and its versions in other languages leave the public FAQ page; an unknown question: 404.',
    },
  });
};

export default adminFaqRoutes;
