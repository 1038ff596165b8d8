// /content: what the public site shows, for anyone (docs/requirements.md §12). The administrator
// changes it through /admin/faq; the public site's pages and its prerendered copies read it here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/schemas';
import { listFaqItems } from '../../queries/faq';
import { FaqItem } from './schemas';

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/faq',
    {
      schema: {
        summary: 'The FAQ, in page order',
        tags: ['content'],
        response: { 200: Type.Array(FaqItem), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // a change shows at the next visit: the browser revalidates instead of keeping a copy
      void reply.header('Cache-Control', 'no-cache');
      return listFaqItems(app.db);
    },
  );
};

export default contentRoutes;
