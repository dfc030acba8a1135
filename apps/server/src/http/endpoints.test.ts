import {
  authMessages,
  buildPath,
  type Endpoint,
  endpoints,
  pathParamNames,
  type RouteName,
  routes,
} from '@telehealth/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { registerEndpoint } from './endpoint';
import { conflict, HttpError, registerErrorHandler } from './errors';
import { apiDocsPath, openApiPath } from './openapi';

/**
 * Endpoints of the table that the server does not serve yet. Each must leave this list when it is served, or the first
 * test fails. The typecheck is the first net (`registerDomain` requires a handler for every endpoint of a domain);
 * this one also catches a domain whose routes are never registered.
 */
const notServedYet: ReadonlySet<RouteName> = new Set<RouteName>([]);

let server: TestServer<Role>;
let app: FastifyInstance;
const registered: { method: string; url: string }[] = [];
let sids: Record<Role, string>;

beforeAll(async () => {
  server = await createTestServer({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
    signIn: roles,
  });
  ({ app, sids } = server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const all = Object.values(endpoints) as Endpoint[];
const isServed = (endpoint: Endpoint) =>
  registered.some((route) => route.method === endpoint.method && route.url === endpoint.path);
const served = () => all.filter(isServed);
const samplePath = (endpoint: Endpoint) =>
  buildPath(endpoint.path, Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, '1'])));

describe('the server and the endpoint table', () => {
  it('serves every endpoint of the table except the ones still being built', () => {
    for (const endpoint of all) {
      expect(isServed(endpoint), `${endpoint.name} ${endpoint.method} ${endpoint.path}`).toBe(
        !notServedYet.has(endpoint.name),
      );
    }
  });

  it('registers no /api route outside the table, but for the API description itself', () => {
    const extra = registered.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        !route.url.startsWith(apiDocsPath) &&
        route.url !== openApiPath &&
        !all.some((endpoint) => endpoint.method === route.method && endpoint.path === route.url),
    );
    expect(extra).toEqual([]);
  });

  it('describes every registered API route in the OpenAPI 3.1 document, with its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: openApiPath });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const apiRoutes = registered.filter(
      (route) =>
        route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.url.startsWith(apiDocsPath),
    );
    for (const route of apiRoutes.filter((item) => item.url !== openApiPath)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
    }
    const legal = document.paths['/api/admin/legal-documents/{id}'].put;
    expect(legal.operationId).toBe('updateLegalDocument');
    expect(document.paths['/api/contact'].post.requestBody.content).toHaveProperty('multipart/form-data');
    // A file answer declares the content types the server sends it with.
    expect(Object.keys(document.paths['/api/contact/attachments/{id}'].get.responses['200'].content)).toEqual(
      ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
    );
    expect(
      Object.keys(document.paths['/api/payments/{id}/invoice.pdf'].get.responses['200'].content),
    ).toEqual(['application/pdf']);
    expect(legal.requestBody.content['application/json'].schema.required).toEqual([
      'title',
      'content',
      'isActive',
    ]);
  });

  it('serves the API documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: `${apiDocsPath}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('access, for every endpoint the server serves', () => {
  const refusedRole: Partial<Record<Endpoint['access'], Role>> = {
    admin: 'patient',
    practitioner: 'writer',
    contentWriter: 'patient',
  };

  it('answers 401 to a visitor wherever a session is needed, before reading the body', async () => {
    for (const endpoint of served().filter((item) => item.access !== 'public')) {
      const response = await app.inject({
        method: endpoint.method,
        url: samplePath(endpoint),
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: { bad: true } }),
      });
      expect(response.statusCode, endpoint.name).toBe(401);
      expect(response.json(), endpoint.name).toEqual({ message: authMessages.notAuthenticated });
    }
  });

  it('answers 403 to a signed-in user of the wrong role', async () => {
    for (const endpoint of served()) {
      const role = refusedRole[endpoint.access];
      if (!role) continue;
      const response = await app.inject({
        method: endpoint.method,
        url: samplePath(endpoint),
        cookies: { [SESSION_COOKIE]: sids[role] },
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: { bad: true } }),
      });
      expect(response.statusCode, `${endpoint.name} as ${role}`).toBe(403);
      expect(response.json().message, endpoint.name).toBe(authMessages.forbidden);
    }
  });
});

describe('parsing and answering through the table', () => {
  it('names the bad path parameter in the contract’s words', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: buildPath(routes.updateLegalDocument.path, { id: 'abc' }),
      cookies: { [SESSION_COOKIE]: sids.admin },
      payload: { title: 'T', content: '<p>x</p>', isActive: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'ID must be a positive whole number',
      field: 'id',
      errorType: 'validation',
    });
  });

  it('names the first missing field of a bodiless request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: routes.createLegalDocument.path,
      cookies: { [SESSION_COOKIE]: sids.admin },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Title and content are required',
      field: 'title',
      errorType: 'validation',
    });
  });
});

describe('response schemas', () => {
  let bare: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    bare = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(bare);
    let answer: unknown = { status: 'ok' };
    registerEndpoint(bare, endpoints.health, async () => answer as { status: 'ok' });
    bare.decorate('setAnswer', (value: unknown) => {
      answer = value;
    });
    await bare.ready();
  });

  afterAll(async () => {
    await bare?.close();
  });

  const answerWith = async (value: unknown) => {
    (bare as unknown as { setAnswer(value: unknown): void }).setAnswer(value);
    return bare.inject({ method: 'GET', url: routes.health.path });
  };

  it('strips what the schema does not name, so nothing unlisted leaves the server', async () => {
    const response = await answerWith({ status: 'ok', passwordHash: '$argon2id$secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('turns an answer that breaks its schema into a 500, and logs where without the data', async () => {
    const response = await answerWith({ status: 'maybe', email: 'someone@example.com' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      errorType: 'internal',
    });
    const text = JSON.stringify(logged);
    expect(text).toContain('GET /api/health');
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('maybe');
  });
});

describe('the failure statuses an endpoint declares', () => {
  let bare: FastifyInstance;
  let failure: Error | null = null;

  beforeAll(async () => {
    bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(bare);
    registerEndpoint(bare, endpoints.health, async () => {
      if (failure) throw failure;
      return { status: 'ok' as const };
    });
    await bare.ready();
  });

  afterAll(async () => {
    await bare?.close();
  });

  it('are the only client errors an endpoint may answer under test: another is a 500, failing its test', async () => {
    expect(Object.keys(endpoints.health.errors)).toEqual(['503']);
    failure = conflict('Already there');
    const undeclared = await bare.inject({ method: 'GET', url: routes.health.path });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toBe(
      'health answered 409, a status its contract entry does not declare',
    );
    failure = new HttpError(503, 'Unavailable', { headers: { 'Retry-After': '5' } });
    const declared = await bare.inject({ method: 'GET', url: routes.health.path });
    expect(declared.statusCode).toBe(503);
    expect(declared.json()).toEqual({ message: 'Unavailable' });
    expect(declared.headers['retry-after']).toBe('5');
  });
});
