// Builds the Fastify app. Plugins are registered in a fixed order: error handling and validation,
// cors, helmet, rate limit, OpenAPI, database (`app.db`), mailer (`app.mailer`), auth
// (`app.authenticate`, `app.requireRole`), then the route folders under src/routes.
//
// New route folders: the accounts and platform folders are registered at the end of buildApp
// below; the content folders (courses, topics, assignments, ...) are registered in
// src/routes/content-routes.ts, each with its URL prefix under API_PREFIX.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { registerErrorHandlers } from './http/errors';
import { registerFormats, typeBoxValidatorCompiler } from './http/validation';
import { createMailer, type Mailer } from './mail/mailer';
import { setupAuth } from './plugins/auth';
import { setupDatabase } from './plugins/database';
import { setupOpenApi } from './plugins/openapi';
import { setupRateLimit } from './plugins/rate-limit';
import accountRoutes from './routes/accounts/index';
import { registerContentRoutes } from './routes/content-routes';
import healthRoutes from './routes/health/index';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  /** An open, migrated database to use (it is then not closed with the app). */
  database?: Database;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_confirmation', '*.token'],
        censor: '[hidden]',
      },
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // Bounds each request; a slow client cannot hold a connection forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerFormats();
  app.setValidatorCompiler(typeBoxValidatorCompiler);
  registerErrorHandlers(app);
  app.decorate('config', config);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await setupRateLimit(app, config);
  await setupOpenApi(app);

  // Created before the database so that its close (which waits for mails in flight) runs first.
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) {
    try {
      await migrate(database.db);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  setupDatabase(app, database, { closeOnAppClose: !options.database });

  setupAuth(app);

  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(accountRoutes, { prefix: API_PREFIX });
  await registerContentRoutes(app, API_PREFIX);

  return app;
}
