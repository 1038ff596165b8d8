// OpenAPI document generated from the route schemas; UI at /api/docs, JSON at /api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { finishDocument, type GeneratedDocument } from '../openapi/document';

export async function setupOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${ACADEMY_NAME} API`,
        version: '1.0.0',
        description:
          'The calls of docs/requirements.md §7, enforced on the server. Errors: {error: "plain sentence", code} where `code` ' +
          "is a stable reason a client acts on or says in the reader's language (each answer's schema lists them with their meaning), " +
          'with `params` when its message takes values; bad input is 400 with {errors:{field:[messages]}, field_codes:{field:[{code}]}} ' +
          "beside them. 401 missing/expired token, 403 wrong role, 404 missing or outside the caller's cohort/courses.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/v1/sign_in' } },
      },
    },
    transformObject: (generated) =>
      finishDocument(('openapiObject' in generated ? generated.openapiObject : generated.swaggerObject) as GeneratedDocument, app.config),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
