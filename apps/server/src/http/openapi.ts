import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the schemas each route registers from the contract's endpoint
 * table, at /api/openapi.json, with Swagger UI at /api/docs. Both are public: they describe the same API the
 * browser bundle already calls, and hold no data. Register before the routes, so that it sees every one.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Telehealth API',
        version: '1',
        description:
          'The JSON API of the telehealth web app. Failures answer `{ message, errorType?, field? }`; state-changing ' +
          'requests from other sites are refused; signed-in calls carry the session cookie.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: app.ctx.config.sessionCookie.name },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: apiDocsPath });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}
