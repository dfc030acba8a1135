import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type ErrorStatus, retryAfterStatuses } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

/** What each failure status means, as the OpenAPI document describes it. */
const errorDescriptions: Record<ErrorStatus | 500, string> = {
  400: 'Bad request: a path parameter, the query or the body is not valid (`field` names it)',
  401: 'Not signed in',
  402: 'Payment required: the card was declined',
  403: 'Forbidden: the wrong role, or a state-changing request from another site',
  404: 'Not found',
  409: "Conflict: the record's state refuses the change",
  413: 'The request body is too large',
  415: 'The request body has a content type this endpoint does not read',
  429: 'Too many requests: try again after `Retry-After` seconds',
  502: 'A delivery provider failed',
  503: 'This instance cannot serve now (starting, draining, or its database is unreachable): try again after `Retry-After` seconds',
  500: 'Something went wrong',
};

const retryAfterHeader = {
  'Retry-After': {
    type: 'integer',
    minimum: 1,
    description: 'Seconds to wait before trying again',
  },
};

type Transform = typeof jsonSchemaTransform;

/**
 * The zod transform, then: only the API's own routes (the SPA's pages are not part of it), and each failure
 * answer with its description and, for 429 and 503, its `Retry-After` header.
 */
const transform: Transform = (document) => {
  if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
  const transformed = jsonSchemaTransform(document);
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  for (const [status, answer] of Object.entries(response ?? {})) {
    const code = Number(status) as ErrorStatus | 500;
    if (!(code in errorDescriptions)) continue;
    answer['x-response-description'] = errorDescriptions[code];
    if (retryAfterStatuses.includes(code as ErrorStatus)) answer.headers = retryAfterHeader;
  }
  return transformed;
};

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
          'The JSON API of the telehealth web app. Failures answer `{ message, errorType?, field? }`, with the ' +
          'statuses each operation lists; state-changing requests from other sites are refused; signed-in calls ' +
          'carry the session cookie.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The document is served by the API it describes: its operations are on the same origin.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: app.ctx.config.sessionCookie.name },
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: apiDocsPath });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}
