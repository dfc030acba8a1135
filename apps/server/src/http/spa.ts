import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perRequestBrotli, perRequestGzip } from './compression';
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

/** An answer a page needs: the API URL, the key the page reads it under, what a 404 reads as (when it may). */
export interface PageAnswer {
  key: string;
  url: string;
  notFound?: null;
}

/** The web app's server build (apps/web/src/prerender.tsx, built into apps/web/dist-server). */
export interface PageRenderer {
  answersFor(pathname: string, search: string): PageAnswer[] | null;
  renderDocument(url: string, answers: Record<string, unknown>, dom: object): Promise<string>;
}

let domWindow: Promise<object> | null = null;

/** One jsdom window per process for the pages that parse or clean HTML as they render; loaded on first use. */
function pageWindow(): Promise<object> {
  domWindow ??= import('jsdom').then(
    ({ JSDOM }) => new JSDOM('', { url: 'http://localhost/' }).window as object,
  );
  return domWindow;
}

/** The server build beside the web build (`dist-server/prerender.js`), or null when there is none. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, '..', 'dist-server', 'prerender.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof module.answersFor !== 'function' || typeof module.renderDocument !== 'function') return null;
  return module as PageRenderer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page in the best encoding the client accepts, at the same levels as the JSON answers. */
async function encodePage(
  request: FastifyRequest,
  html: string,
): Promise<{ body: Buffer; encoding?: string }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const source = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(source, perRequestBrotli), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(source, perRequestGzip), encoding: 'gzip' };
  return { body: source };
}

/**
 * Serves apps/web/dist: hashed files under /assets are cached for a year, everything else revalidates,
 * and client-side routes fall back to index.html. A public page the build prerendered (`/`, `/auth`, …) gets its own
 * HTML, which paints the page before any script has run. Without a build the API still runs.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const prerendered = hasBuild ? readPrerenderedRoutes(webDistDir) : new Map<string, string>();
  const renderer = hasBuild ? await loadPageRenderer(webDistDir) : null;

  /**
   * A public page with published data (a legal document, the articles), rendered with that data as a visitor sees
   * it: the answers come from the API itself (`inject`, in process, with no cookie, so never anything private), and
   * the page carries them for the browser's first render. Null when the page is not one of those, or rendering fails
   * (the browser then renders it from index.html, as before).
   */
  const renderWithAnswers = async (request: FastifyRequest): Promise<string | null> => {
    if (!renderer) return null;
    const url = new URL(request.url, 'http://page.invalid');
    const sources = renderer.answersFor(url.pathname, url.search);
    if (!sources) return null;
    try {
      const answers: Record<string, unknown> = {};
      for (const source of sources) {
        const response = await app.inject({
          method: 'GET',
          url: source.url,
          headers: { accept: 'application/json' },
        });
        if (response.statusCode === 200) answers[source.key] = response.json();
        else if (response.statusCode === 404 && 'notFound' in source) answers[source.key] = source.notFound;
      }
      return await renderer.renderDocument(`${url.pathname}${url.search}`, answers, await pageWindow());
    } catch (error) {
      request.log.warn({ err: error }, 'page render failed; sending index.html');
      return null;
    }
  };
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return reply.code(404).send(notFoundBody);
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send(webNotBuiltMessage);
    const file = prerendered.get(pathOf(request));
    if (!file) {
      const html = await renderWithAnswers(request);
      if (html !== null) {
        const { body, encoding } = await encodePage(request, html);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .header('Cache-Control', REVALIDATE)
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
    }
    return reply.header('Cache-Control', REVALIDATE).sendFile(file ?? 'index.html', { cacheControl: false });
  };
  // The static files have no index: `/` is a page like the others, with its own prerendered HTML.
  if (hasBuild) app.route({ method: ['GET', 'HEAD'], url: '/', handler: sendPage });
  app.setNotFoundHandler(sendPage);
}
