// Builds the Fastify app. Plugins are registered in a fixed order: error handling and validation,
// cors, helmet, Redis (`app.redis`), rate limit, OpenAPI, database (`app.db`), mailer (`app.mailer`), auth
// (`app.authenticate`, `app.requireRole`), then the route folders, all registered in one place:
// src/routes/index.ts, each with its URL prefix under API_PREFIX.
import { IDEMPOTENCY_KEY_HEADER } from '@academy/contract/endpoint';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestForLog } from '@academy/contract/rules/secret-urls';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { registerErrorHandlers, registerJsonParser } from './http/errors';
import { serializersOnFirstUse } from './http/serialization';
import { registerFormats, typeBoxValidatorCompiler } from './http/validation';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './mail/mailer';
import { createNoticeWorker, type NoticeWorker } from './notices/worker';
import { setupAuth } from './plugins/auth';
import { setupDatabase } from './plugins/database';
import { setupOpenApi } from './plugins/openapi';
import { setupRateLimit } from './plugins/rate-limit';
import { setupRedis } from './plugins/redis';
import { setupSecurityHeaders } from './plugins/security-headers';
import { registerRoutes } from './routes/index';

const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    clock: Clock;
    notices: NoticeWorker;
    /** Set once the instance has been told to stop (server.ts): GET /ready then answers 503 while requests still get answers. */
    stopping: boolean;
  }
}

export interface BuildOptions {
  /** An open, migrated database to use (it is then not closed with the app). */
  database?: Database;
  /** Tests only: the clock notices and reminders are due by (default: the system clock). */
  clock?: Clock;
  /** Tests only: where the log lines go (default: standard output). */
  logStream?: { write(line: string): void };
}

/**
 * Once close() has begun, every answer (those in flight included) ends its connection: a kept-alive
 * connection would otherwise hold the closing server open until its keep-alive timeout (72 s).
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * An answer that does not say how it may be cached is kept by no cache, browser or proxy: most carry
 * a token or someone's data (a sign-in, grades, a calendar). Public content says otherwise itself.
 */
function noStoreUnlessSaid(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_confirmation', '*.token'],
        censor: '[hidden]',
      },
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // Bounds each request; a slow client cannot hold a connection forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerFormats();
  app.setValidatorCompiler(typeBoxValidatorCompiler);
  registerErrorHandlers(app);
  registerJsonParser(app);
  app.decorate('config', config);
  app.decorate('stopping', false);
  closeConnectionsWhenClosing(app);
  noStoreUnlessSaid(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: a hand-in sent again by a phone (http/idempotency.ts)
    allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER],
    maxAge: 600,
  });
  setupSecurityHeaders(app, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  setupRedis(app, config);
  await setupRateLimit(app);
  await setupOpenApi(app);

  const database = options.database ?? (await openDatabase({ ...config, onNotice: (message) => app.log.warn({ notice: message }, 'database notice') }));
  if (!options.database) {
    try {
      await migrate(database.db, { timeZone: config.academyTimeZone });
    } catch (err) {
      await database.close();
      throw err;
    }
  }

  // Fastify runs onClose hooks last added first: the database's, added before, closes after the
  // notice worker has finished its batch and then the mailer its mails in flight.
  setupDatabase(app, database, { closeOnAppClose: !options.database });
  const mailer = createMailer(config, app.log);
  const clock = options.clock ?? systemClock;
  const notices = createNoticeWorker({ db: database.db, mailer, clock, log: app.log, config });
  app.decorate('mailer', mailer);
  app.decorate('clock', clock);
  app.decorate('notices', notices);
  app.addHook('onClose', async () => {
    await notices.close();
    await mailer.close();
  });

  await setupAuth(app);

  await registerRoutes(app, API_PREFIX);

  return app;
}
