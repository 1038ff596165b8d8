// GET /admin/undelivered_mail: the notices the SMTP server refused for good (a 5xx reply), newest
// first, with the address and the server's reply, so an administrator can correct the address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../../http/route';
import { listUndeliveredMail } from '../../queries/notices';

const SHOWN = 200;

const adminUndeliveredMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'listUndeliveredMail',
    {
      summary: 'Mail the mail server refused for good, newest first',
      description: `At most ${SHOWN}. Such mail is not tried again.`,
      tags: ['administration'],
    },
    async () => {
      return listUndeliveredMail(app.db, app.config.academyContactEmail, SHOWN);
    },
  );
};

export default adminUndeliveredMailRoutes;
