import { existsSync, readFileSync } from 'node:fs';
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

/** Where the web build writes its prerendered public pages, and the file that maps each path to its page. */
export const PRERENDERED_ROUTES = 'prerendered/routes.json';

/**
 * The pages the web build rendered to HTML (apps/web/build/prerender.ts): path → file under `prerendered/`. Only
 * plain file names are taken from the file, so a tampered map cannot point outside the folder.
 */
export function readPrerenderedRoutes(webDistDir: string): Map<string, string> {
  const file = path.join(webDistDir, PRERENDERED_ROUTES);
  if (!existsSync(file)) return new Map();
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(
    Object.entries(routes).flatMap(([route, page]) =>
      typeof page === 'string' && /^[\w-]+\.html$/.test(page)
        ? [[route, `prerendered/${page}`] as const]
        : [],
    ),
  );
}

/**
 * Serves apps/web/dist: hashed files under /assets are cached for a year, everything else revalidates,
 * and client-side routes fall back to index.html. A public page the build prerendered (`/`, `/auth`, …) gets its own
 * HTML, which paints the page before any script has run. Without a build the API still runs.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const prerendered = hasBuild ? readPrerenderedRoutes(webDistDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
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

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return reply.code(404).send(notFoundBody);
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send(webNotBuiltMessage);
    const page = prerendered.get(pathOf(request)) ?? 'index.html';
    return reply.header('Cache-Control', REVALIDATE).sendFile(page, { cacheControl: false });
  };
  // The static files have no index: `/` is a page like the others, with its own prerendered HTML.
  if (hasBuild) app.route({ method: ['GET', 'HEAD'], url: '/', handler: sendPage });
  app.setNotFoundHandler(sendPage);
}
