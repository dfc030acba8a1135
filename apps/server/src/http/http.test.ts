import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorBody } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, JSON_BODY_LIMIT } from '../app';
import { createTestDatabase, login, SESSION_COOKIE, type TestDatabase, testConfig } from '../test/helpers';
import { createTestServer } from '../test/server';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database }));
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** An error body: JSON of the contract's shape, with nothing that looks like a stack or internals. */
function expectCleanError(response: { body: string; headers: Record<string, unknown> }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorBody.strict().parse(JSON.parse(response.body));
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack|FST_/);
  return body;
}

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(expectCleanError(response)).toEqual({ message: 'Not found' });
    }
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response)).toEqual({ message: 'Invalid JSON body', errorType: 'validation' });
  });

  it('refuses prototype pollution attempts as bad JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expectCleanError(response);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(JSON_BODY_LIMIT + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectCleanError(response)).toEqual({
      message: 'Request body is too large',
      errorType: 'payload_too_large',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(expectCleanError(response)).toEqual({
      message: 'Unsupported content type',
      errorType: 'unsupported_media_type',
    });
  });

  it('hides internal failures behind a generic 500', async () => {
    const failing = await buildApp({ config: testConfig(), db: database.db, logger: false });
    failing.get('/api/test-explode', async () => {
      throw new Error('secret internal detail at db.ts:42');
    });
    try {
      const response = await failing.inject({ method: 'GET', url: '/api/test-explode' });
      expect(response.statusCode).toBe(500);
      const body = expectCleanError(response);
      expect(body).toEqual({ message: 'Something went wrong. Please try again.', errorType: 'internal' });
      expect(response.body).not.toContain('secret');
    } finally {
      await failing.close();
    }
  });
});

describe('security headers', () => {
  it('sets them on API answers, errors included, and forbids caching', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/user']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cache-control': 'no-store',
      });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      // No <base> element may move where relative links and scripts resolve (the app has none).
      expect(csp).not.toContain("base-uri 'self'");
    }
  });
});

describe('cross-site protection', () => {
  const credentials = { email: 'admin@example.com', password: 'Telehealth#2026' };

  it.each([
    ['an Origin from another host', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['the same host over another scheme', { origin: 'https://localhost:80' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'a same-host Origin but a cross-site fetch',
      { origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a POST with %s before doing anything', async (_label, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:80', ...headers },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(expectCleanError(response)).toEqual({
      message: 'Cross-site request refused',
      errorType: 'cross_site',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses cross-site DELETE, PUT and PATCH too, but not GET', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/api/user',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
    }
    const read = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it.each([
    ['a same-origin Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['only a same-origin Origin', { origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site: none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
    ['neither header (curl, server-to-server)', {}],
  ])('lets through a POST with %s', async (_label, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:3000', ...headers },
      payload: credentials,
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets through origins listed in ALLOWED_ORIGINS', async () => {
    const { app: allowing } = await createTestServer({
      database,
      config: { allowedOrigins: ['http://localhost:5173'] },
    });
    try {
      const allowed = await allowing.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'localhost:3000', origin: 'http://localhost:5173' },
      });
      expect(allowed.statusCode).toBe(200);
      const other = await allowing.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'localhost:3000', origin: 'http://localhost:5174' },
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await allowing.close();
    }
  });

  it('does not let a cross-site request end a session', async () => {
    const { sid } = await login(app, 'admin@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect(response.statusCode).toBe(403);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  it('answers 503 with a hint when the web build is missing, and keeps the API up', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('npm run build -w @telehealth/web');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  describe('with a build', () => {
    let dist: string;
    let web: FastifyInstance;

    beforeAll(async () => {
      dist = mkdtempSync(path.join(os.tmpdir(), 'telehealth-web-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><title>Telehealth</title><div id="root"></div>',
      );
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
      writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      ({ app: web } = await createTestServer({ database, config: { webDistDir: dist } }));
    });

    afterAll(async () => {
      await web?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves index.html for / and client-side routes, revalidated every time', async () => {
      for (const url of ['/', '/admin/settings', '/articles/some-slug?ref=home']) {
        const response = await web.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      }
    });

    it('caches hashed assets for a year', async () => {
      const response = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("app")');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('serves other files with revalidation and 404s missing files instead of sending HTML', async () => {
      const icon = await web.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
      const missing = await web.inject({
        method: 'GET',
        url: '/assets/index-old.js',
        headers: { accept: '*/*' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('<div id="root">');
    });

    it('never answers /api or /ws with the page', async () => {
      for (const url of ['/api/nope', '/ws']) {
        const response = await web.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
      const health = await web.inject({
        method: 'GET',
        url: '/api/health',
        headers: { accept: 'text/html' },
      });
      expect(health.json()).toEqual({ status: 'ok' });
    });
  });
});
