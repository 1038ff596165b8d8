// POST /client_errors: what went wrong in a visitor's browser (an area that crashed or could not
// load, an unhandled error), logged with the request's id and, with SENTRY_DSN, forwarded.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { knownNames } from '../../client-errors/known-names';
import { trimmedReport } from '../../client-errors/report';
import { parseSentryDsn, sentryForwarder } from '../../client-errors/sentry';
import { route } from '../../http/route';
import { limitPerAddress } from '../../plugins/rate-limit';

// a crash loop in one browser must not flood the log
const CLIENT_ERROR_LIMIT = { name: 'client-errors', max: 30, timeWindow: '1 minute' };

const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const target = app.config.sentryDsn ? parseSentryDsn(app.config.sentryDsn) : null;
  const forward = target ? sentryForwarder(target, app.config.publicAppUrl, app.log) : null;
  const names = knownNames(app.db);

  route(
    app,
    'reportClientError',
    {
      summary: 'Report an error that happened in a browser',
      description:
        'No personal data: the API trims the stack and removes e-mail addresses, phone numbers, the names of account holders, ' +
        'tokens and query strings before logging.',
      tags: ['platform'],
    },
    async (request, reply) => {
      const report = trimmedReport(request.body, await names());
      request.log.warn({ clientError: report }, 'browser error');
      forward?.(report, request.id);
      return reply.code(204).send(null);
    },
    { config: limitPerAddress(CLIENT_ERROR_LIMIT) },
  );
};

export default clientErrorRoutes;
