// Response serializers are compiled on a route's first answer instead of all at start: a process
// (a test's app, a fresh instance behind the load balancer) answers a few routes long before it
// answers the rest, and each serializer costs milliseconds to compile.
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compileAtOnce = SerializerSelector();

export const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = compileAtOnce(externalSchemas, options);
  return (route) => {
    let serialize: ((document: unknown) => string) | undefined;
    return (document) => (serialize ??= compile(route))(document);
  };
};
