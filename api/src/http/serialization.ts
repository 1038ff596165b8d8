// Response serializers are compiled on a route's first answer instead of at start. Compiling all of
// them is most of the CPU an API start costs, and a process (a test's app, a fresh instance behind
// the load balancer) answers a few routes long before it answers the rest.
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compileAtOnce = SerializerSelector();

export const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = compileAtOnce(externalSchemas, options);
  return (route) => {
    let serialize: ((document: unknown) => string) | undefined;
    return (document) => (serialize ??= compile(route))(document);
  };
};
