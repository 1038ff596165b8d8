// GET /admin/undelivered_mail: the notices the SMTP server refused for good (a 5xx reply), newest
// first, with the address and the server's reply, so an administrator can correct the address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { route } from '../../http/route';

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
      const rows = await app.db
        .selectFrom('notices as n')
        .leftJoin('users as u', 'u.id', 'n.user_id')
        .select([
          'n.id',
          'n.kind',
          // a contact message goes to the academy's own address
          sql<string>`coalesce(n.to_email, u.email, ${app.config.academyContactEmail})`.as('to'),
          'n.title as subject',
          sql<string>`coalesce(n.last_error, '')`.as('reason'),
          'n.failed_at',
        ])
        .where('n.mail_status', '=', 'failed')
        .orderBy('n.failed_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(SHOWN)
        .execute();
      return rows.map((row) => ({ ...row, failed_at: new Date(row.failed_at!).toISOString() }));
    },
  );
};

export default adminUndeliveredMailRoutes;
