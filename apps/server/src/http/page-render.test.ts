import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';

// The web app's server build (apps/web/src/prerender.tsx) is a module beside the web build; this one stands in for it
// at the same place and with the same shape, and writes down what it was given.
const renderer = `
export function answersFor(pathname, search) {
  if (pathname === '/privacy') return [{ key: 'privacy', url: '/api/legal-documents/active/privacy_policy', notFound: null }];
  if (pathname === '/articles') return [{ key: 'list', url: '/api/articles' + search }];
  if (pathname === '/articles/missing') return [{ key: 'article', url: '/api/articles/missing', notFound: null }];
  if (pathname === '/broken') return [];
  if (pathname === '/whoami') return [{ key: 'user', url: '/api/user' }];
  return null;
}
export async function renderDocument(url, answers, dom) {
  if (url === '/broken') throw new Error('render failed');
  const dump = JSON.stringify({ url, answers, hasDom: typeof dom?.DOMParser === 'function' });
  return '<!doctype html><div id="root">rendered</div><script type="application/json" id="dump">' + dump.replace(/</g, '\\\\u003c') + '</script>';
}
`;

let server: TestServer;
let dist: string;
let web: FastifyInstance;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'telehealth-web-render-'));
  dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist-server', 'prerender.js'), renderer);
  server = await createTestServer({ config: { webDistDir: dist } });
  web = server.app;
}, 30_000);

afterAll(async () => {
  await server?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await web.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const text =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  const dump = /<script type="application\/json" id="dump">(.*)<\/script>/.exec(text)?.[1];
  return {
    response,
    text,
    dump: dump
      ? (JSON.parse(dump) as { url: string; answers: Record<string, unknown>; hasDom: boolean })
      : null,
  };
}

describe('public pages rendered per request with their data', () => {
  it('renders a page with the answers the API gives a visitor, and a DOM for its HTML', async () => {
    const { response, dump } = await page('/privacy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(dump?.url).toBe('/privacy');
    expect(dump?.hasDom).toBe(true);
    expect(dump?.answers.privacy).toMatchObject({ type: 'privacy_policy', title: expect.any(String) });
  });

  it('keeps the query, and reads a 404 as the page reads it', async () => {
    const list = await page('/articles?category=mens-health&page=1');
    expect(list.dump?.url).toBe('/articles?category=mens-health&page=1');
    expect(list.dump?.answers.list).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
    const missing = await page('/articles/missing');
    expect(missing.dump?.answers).toEqual({ article: null });
  });

  it("never renders with the visitor's session: the answers are what anyone may read", async () => {
    const { sid } = await login(web, 'patient@example.com');
    const { dump } = await page('/whoami', { cookie: `${SESSION_COOKIE}=${sid}` });
    // GET /api/user without the cookie answers 401, which is no answer at all: the browser asks for itself.
    expect(dump?.answers).toEqual({});
  });

  it('compresses the page for a client that accepts it', async () => {
    const { response, dump } = await page('/privacy', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(dump?.url).toBe('/privacy');
  });

  it('sends index.html when rendering fails, and for every page that is not rendered per request', async () => {
    for (const url of ['/broken', '/dashboard']) {
      const { response, text } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(text, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
