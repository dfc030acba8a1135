#!/usr/bin/env node
// Serves a folder over HTTP on loopback: the Storybook static build for the visual tests, and the consumer app's
// build for the tarball check. No dependencies, GET and HEAD only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Starts serving `folder` on 127.0.0.1 (port 0 picks a free one) and resolves with the listening server.
 * @param {string} folder
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function serveFolder(folder, port) {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [folder = '.', port = '3101'] = process.argv.slice(2);
  if (!existsSync(join(resolve(folder), 'index.html'))) {
    console.error(
      `${resolve(folder)} has no index.html: build the catalogue first (npm run build -w @telehealth/storybook)`,
    );
    process.exit(1);
  }
  await serveFolder(folder, Number(port));
}
