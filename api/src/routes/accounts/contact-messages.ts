// POST /contact_messages: a visitor's message is stored with its notice; the notice worker mails
// it to ACADEMY_CONTACT_EMAIL, retrying with back-off until the mail goes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrors } from '../../http/errors';
import { DEFAULT_LOCALE, languageNameIn } from '@academy/contract/rules/locales';
import { enqueueNotices } from '../../notices/outbox';
import { limitPerAddress } from '../../plugins/rate-limit';
import { route } from '../../http/route';
import { insertContactMessage } from '../../queries/accounts';
import type { FieldProblemInput } from '../../http/field-problems';

export const CONTACT_LIMIT = { name: 'contact', max: 5, timeWindow: '15 minutes' };

const contactMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    'sendContactMessage',
    {
      summary: 'Send a message to the academy (the public contact form)',
      description:
        'Anonymous. The message is stored, then e-mailed to the configured ACADEMY_CONTACT_EMAIL with ' +
        'Reply-To set to the visitor; a failed mail is retried with back-off until it goes. ' +
        `Rate limited to ${CONTACT_LIMIT.max} per 15 minutes per client address (429).`,
      tags: ['platform'],
    },
    async (request, reply) => {
      const input = request.body.contact_message;
      const fullName = input.fullName.trim();
      const message = input.message.trim();
      const problems: Record<string, FieldProblemInput[]> = {};
      if (!fullName) problems.fullName = ['empty'];
      if (!message) problems.message = ['empty'];
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);

      const email = input.email.trim();
      await app.db.transaction().execute(async (trx) => {
        const storedId = await insertContactMessage(trx, { full_name: fullName, email, whatsapp: input.whatsapp.trim(), message });
        await enqueueNotices(trx, [
          {
            kind: 'contact',
            userId: null,
            ref: `contact_message:${storedId}`,
            title: `Contact form: message from ${fullName}`,
            body: [
              `From: ${fullName} <${email}>`,
              `WhatsApp: ${input.whatsapp.trim()}`,
              // the language to answer in: the one the visitor read the site in
              `Written in: ${languageNameIn(request.body.locale ?? DEFAULT_LOCALE, DEFAULT_LOCALE)}`,
              `Message #${storedId}:`,
              '',
              message,
            ].join('\n'),
            replyTo: email,
            // the academy's own inbox: in the product's source language
            locale: DEFAULT_LOCALE,
            dueAt: app.clock.now(),
          },
        ]);
      });
      return reply.code(201).send({ message: 'Thank you for your message. The academy will get back to you soon.' });
    },
    { config: limitPerAddress(CONTACT_LIMIT) },
  );
};

export default contactMessageRoutes;
