// The build's server-side entry (build/prerender.ts): renders the public pages to HTML once, at build time, so a
// phone paints the page from the HTML instead of after the entry, the page's code and its data have arrived.
import './zod-config';
import { ThemeProvider } from '@telehealth/ui';

export { themeClassNames } from '@telehealth/ui';

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadRoute, routes } from './router';

/**
 * The pages rendered at build time: public, the same for every visitor, and drawn without waiting for the API (a
 * part that fetches renders its loading state, as the browser's first render does). A page that needs the
 * visitor's session or data from the database is not here: it is rendered in the browser, as before.
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
 * The HTML of `#root` for `pathname`, as the browser's first render draws it for a visitor with a light colour
 * scheme (the build adds the dark scheme's colours for devices that ask, see build/prerender.ts). The browser does
 * not hydrate it: main.tsx renders the app afresh, which replaces it with the same markup.
 */
export async function renderPage(pathname: string): Promise<string> {
  await preloadRoute(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <ThemeProvider theme="system">
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ThemeProvider>
    </StrictMode>,
  );
}
