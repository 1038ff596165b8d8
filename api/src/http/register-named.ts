// `registerNamed(app, { courseRoutes, topicRoutes }, { prefix })`: registers route plugins in the
// order given, each under its own name. Fastify names a plugin that has no name of its own by
// searching every loaded module for it, which is slow under Jest's module registry: every API test
// file paid for it (docs/toolchain.md, Test traps).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegisterOptions } from 'fastify';
import type { AnyApp } from './any-app';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

export async function registerNamed(app: AnyApp, plugins: Record<string, FastifyPluginAsyncTypebox>, options: RegisterOptions = {}): Promise<void> {
  for (const [name, plugin] of Object.entries(plugins)) {
    await app.register(Object.assign(plugin, { [DISPLAY_NAME]: name }), options);
  }
}
