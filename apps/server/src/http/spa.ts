import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';
import { isApiPath } from './security';

export const webNotBuiltMessage =
  'The web app has not been built. Run `npm run build -w @telehealth/web` (or `npm start` from the repository root), then reload.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request);
  if (isApiPath(pathname) || pathname === '/ws' || pathname.startsWith('/ws/')) return false;
  // A missing file (/assets/old.js, /favicon.ico) must 404, not turn into the HTML page.
  if (path.posix.extname(pathname) !== '') return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves apps/web/dist: hashed files under /assets are cached for a year, everything else revalidates,
 * and client-side routes fall back to index.html. Without a build the API still runs.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes `.br` and `.gz` beside every text file (apps/web/build/precompress.ts): the smallest the
      // client accepts is sent (br > gzip > identity) with `Vary: Accept-Encoding`, and nothing is compressed here.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return reply.code(404).send(notFoundBody);
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send(webNotBuiltMessage);
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html', { cacheControl: false });
  });
}
