// The server-side entry of the app, built by build/prerender.ts: it renders the public pages to HTML (at build time
// for the pages that are the same for every visitor, per request in the API server for those whose data changes),
// so a phone paints the page from the HTML instead of after the entry, the page's code and its data have arrived.
import './zod-config';
import { readFile } from 'node:fs/promises';
import { embeddedAnswersScript, type InitialAnswers, InitialAnswersContext } from '@telehealth/api';
import { ThemeProvider } from '@telehealth/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type DocumentParts, pageDocument } from '../build/document';
import { type DocumentHead, DocumentHeadContext } from './pages/documentHead';
import { preloadRoute, routes } from './router';

export { themeClassNames } from '@telehealth/ui';

/**
 * The pages rendered at build time: public, the same for every visitor, and drawn without waiting for the API (a
 * part that fetches renders its loading state, as the browser's first render does). The signed-in pages are
 * rendered in the browser only; the pages with published data are rendered per request (`answersFor`).
 */
export const prerenderedPaths = [
  '/',
  '/auth',
  '/login',
  '/register',
  '/contact',
  '/assessment',
  '/erectile-dysfunction',
] as const;

/**
 * The HTML of `#root` for `url` (a path with its query), as the browser's first render draws it for a visitor with
 * a light colour scheme (dark devices get the dark one from CSS, see build/document.ts), with `answers` where the
 * page's hooks read them. The browser does not hydrate it: main.tsx renders the app afresh, with the same answers,
 * which replaces it with the same markup.
 */
export async function renderPage(
  url: string,
  answers: InitialAnswers | null = null,
  dom: DomWindow | null = null,
): Promise<string> {
  return (await renderPageWithHead(url, answers, dom)).root;
}

/** `renderPage`, with the title and description the page set as it rendered. */
export async function renderPageWithHead(
  url: string,
  answers: InitialAnswers | null = null,
  dom: DomWindow | null = null,
): Promise<{ root: string; head: DocumentHead }> {
  const location = new URL(url, 'http://prerender.invalid');
  await preloadRoute(location.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`${url} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Only while the (synchronous) render runs, so nothing else in the process mistakes it for a browser.
  const restore = dom ? lendWindow(dom) : () => {};
  const head: DocumentHead = {};
  try {
    return { root: render(router, context, answers, head), head };
  } finally {
    restore();
  }
}

/** A DOM for the parts that parse or clean HTML as they render (RichTextView, the legal pages): jsdom's window. */
export type DomWindow = { DOMParser: unknown; location: { origin: string } } & object;

function lendWindow(dom: DomWindow): () => void {
  const global = globalThis as { window?: unknown; DOMParser?: unknown };
  const before = { window: global.window, DOMParser: global.DOMParser };
  global.window = dom;
  global.DOMParser = dom.DOMParser;
  return () => {
    global.window = before.window;
    global.DOMParser = before.DOMParser;
  };
}

function render(
  router: ReturnType<typeof createStaticRouter>,
  context: Exclude<Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>, Response>,
  answers: InitialAnswers | null,
  head: DocumentHead,
): string {
  return renderToString(
    <StrictMode>
      <DocumentHeadContext.Provider value={head}>
        <InitialAnswersContext.Provider value={answers}>
          <ThemeProvider theme="system">
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ThemeProvider>
        </InitialAnswersContext.Provider>
      </DocumentHeadContext.Provider>
    </StrictMode>,
  );
}

/** The answers the page at `pathname` and `search` needs to render, or null when it is not rendered per request. */
export { pageAnswers as answersFor } from './routes/answers';

let parts: Promise<DocumentParts> | null = null;

/** The whole HTML document of `url`, rendered with `answers`, which it carries for the browser's first render. */
export async function renderDocument(
  url: string,
  answers: InitialAnswers,
  dom: DomWindow | null = null,
): Promise<string> {
  parts ??= readFile(new URL('./document.json', import.meta.url), 'utf8').then(
    (text) => JSON.parse(text) as DocumentParts,
  );
  const { root, head } = await renderPageWithHead(url, answers, dom);
  return pageDocument(await parts, root, { answersScript: embeddedAnswersScript(answers), head });
}
