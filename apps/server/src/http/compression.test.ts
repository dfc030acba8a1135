import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';

let server: TestServer;
let dist: string;
let web: FastifyInstance;

const script = `console.log(${JSON.stringify('a compressible line of the app. '.repeat(200))});`;
const page = `<!doctype html><title>Telehealth</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const prerenderedPage = (heading: string) =>
  `<!doctype html><title>Telehealth</title><div id="root"><h1>${heading}</h1></div>${'<!-- padding -->'.repeat(100)}`;

/** What apps/web/build/precompress.ts writes beside a file. */
function writeWithSiblings(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'telehealth-web-compressed-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithSiblings(path.join(dist, 'index.html'), page);
  writeWithSiblings(path.join(dist, 'assets', 'index-abc123.js'), script);
  // What apps/web/build/prerender.ts writes: a page per public path, and the map the server reads at start.
  mkdirSync(path.join(dist, 'prerendered'));
  writeWithSiblings(path.join(dist, 'prerendered', 'index.html'), prerenderedPage('Home'));
  writeWithSiblings(path.join(dist, 'prerendered', 'auth.html'), prerenderedPage('Welcome'));
  writeFileSync(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify({ '/': 'index.html', '/auth': 'auth.html', '/evil': '../../etc/passwd' }),
  );
  // A file the build left without siblings is sent as it is, never compressed per request.
  writeFileSync(path.join(dist, 'assets', 'plain-def456.css'), `body{margin:0}${' '.repeat(4000)}`);
  server = await createTestServer({ config: { webDistDir: dist } });
  web = server.app;
}, 30_000);

afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const assetUrl = '/assets/index-abc123.js';

describe('precompressed static files', () => {
  it('sends the Brotli sibling to a client that accepts it, with its own length and the original type', async () => {
    const response = await web.inject({
      method: 'GET',
      url: assetUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(
      statSync(path.join(dist, 'assets', 'index-abc123.js.br')).size,
    );
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends gzip to a client that accepts gzip but not Brotli', async () => {
    const response = await web.inject({
      method: 'GET',
      url: assetUrl,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the file as identity to a client that accepts no encoding, or only one the build did not write', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const response = await web.inject({ method: 'GET', url: assetUrl, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(response.body).toBe(script);
    }
  });

  it('never compresses a static file per request', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/assets/plain-def456.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('body{margin:0}')).toBe(true);
  });

  it('sends a prerendered page for its path, compressed, and index.html for every other route', async () => {
    const expected: Record<string, string> = {
      '/': prerenderedPage('Home'),
      '/auth': prerenderedPage('Welcome'),
      '/auth?redirect=%2Fdashboard': prerenderedPage('Welcome'),
      '/contact': page,
      '/dashboard': page,
      // A map entry that is not a plain file name is ignored.
      '/evil': page,
    };
    for (const [url, body] of Object.entries(expected)) {
      const response = await web.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8'), url).toBe(body);
    }
  });

  it('sends index.html compressed for client-side routes, revalidated with an ETag', async () => {
    for (const url of ['/contact', '/dashboard']) {
      const response = await web.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);

      const again = await web.inject({
        method: 'GET',
        url,
        headers: {
          accept: 'text/html',
          'accept-encoding': 'br, gzip',
          'if-none-match': String(response.headers.etag),
        },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});

describe('JSON answers', () => {
  it('compresses a JSON answer over 1 KiB for a client that accepts it, and leaves small ones alone', async () => {
    const { sid } = await login(web, 'admin@example.com');
    const list = await web.inject({
      method: 'GET',
      url: '/api/admin/legal-documents',
      headers: { cookie: `${SESSION_COOKIE}=${sid}`, 'accept-encoding': 'br, gzip' },
    });
    expect(list.statusCode).toBe(200);
    const text = brotliDecompressSync(list.rawPayload).toString('utf8');
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(list.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(text))).toBe(true);

    const plain = await web.inject({
      method: 'GET',
      url: '/api/admin/legal-documents',
      headers: { cookie: `${SESSION_COOKIE}=${sid}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(text));

    const health = await web.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('file downloads', () => {
  it('sends a large download as stored, never compressed per request, even to a client that accepts br', async () => {
    const { sid } = await login(web, 'admin@example.com');
    const paragraphs = '<p>{{patientName}} takes one tablet daily with water, as directed.</p>'.repeat(40);
    const pdf = await web.inject({
      method: 'POST',
      url: '/api/prescription-templates/preview/pdf',
      headers: { cookie: `${SESSION_COOKIE}=${sid}`, 'accept-encoding': 'br, gzip' },
      payload: { templateReact: `<h1>Prescription</h1>${paragraphs}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.byteLength).toBeGreaterThan(1024);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
