import type { FastifyInstance } from 'fastify';

/** A Fastify app of any type provider: what a route plugin is registered on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app of any type provider
export type AnyApp = FastifyInstance<any, any, any, any, any>;
