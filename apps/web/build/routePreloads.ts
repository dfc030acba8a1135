import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A public page a visitor may land on first, and the module router.tsx loads lazily for it. */
export interface PreloadRoute {
  /** The address; its last segment may be a parameter (`/articles/:slugOrId`). */
  path: string;
  /** The page module, relative to apps/web. */
  page: string;
}

/** Where the per-route pages go in dist; the server (apps/server/src/http/spa.ts) reads the same folder. */
export const ROUTES_DIR = 'routes';

/**
 * `/auth` → `auth.html`, `/dashboard/profile` → `dashboard__profile.html`, and a parameter segment becomes `$`:
 * `/articles/:slugOrId` → `articles__$.html` (apps/server/src/http/spa.ts reads the names back).
 */
export function routeFileName(route: string): string {
  const segments = route.replace(/^\/+|\/+$/g, '').split('/');
  return `${segments.map((segment) => (segment.startsWith(':') ? '$' : segment)).join('__')}.html`;
}

function staticClosure(bundle: OutputBundle, fileName: string, into: Set<string>): void {
  if (into.has(fileName)) return;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
}

function cssOf(bundle: OutputBundle, files: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const fileName of files) {
    const chunk = bundle[fileName] as OutputChunk | undefined;
    for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return css;
}

/**
 * Writes `dist/routes/<route>.html` for each route: index.html plus `<link rel="modulepreload">` (and stylesheet
 * preloads) for the page's own chunks, which the browser would otherwise only request once the entry has run.
 * They then download alongside the entry, and the page paints a round trip sooner on a slow phone network. The
 * server sends that file for the route and index.html for everything else, so a wrong or missing entry here only
 * costs the preload, never the page.
 */
export function routePreloads(routes: readonly PreloadRoute[]): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  return {
    name: 'telehealth-route-preloads',
    apply: 'build',
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir ?? path.join(root, 'dist');
        const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const entry = new Set<string>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry) staticClosure(bundle, output.fileName, entry);
        const entryCss = cssOf(bundle, entry);
        await mkdir(path.join(outDir, ROUTES_DIR), { recursive: true });
        for (const route of routes) {
          const pageModule = path.join(root, route.page);
          const pageChunk = Object.values(bundle).find(
            (output): output is OutputChunk =>
              output.type === 'chunk' && output.facadeModuleId === pageModule,
          );
          if (!pageChunk) throw new Error(`route preloads: no chunk for ${route.page} (${route.path})`);
          const files = new Set<string>();
          staticClosure(bundle, pageChunk.fileName, files);
          const scripts = [...files].filter((file) => !entry.has(file));
          const sheets = [...cssOf(bundle, files)].filter((sheet) => !entryCss.has(sheet));
          const links = [
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...sheets.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ];
          await writeFile(
            path.join(outDir, ROUTES_DIR, routeFileName(route.path)),
            html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
          );
        }
      },
    },
  };
}
