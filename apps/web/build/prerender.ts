import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { type DocumentParts, pageDocument, ruleBody } from './document.ts';
import { precompressDir } from './precompress.ts';

/** Where the build writes the prerendered pages, inside the web build (the server serves them from there). */
export const PRERENDERED_DIR = 'prerendered';
/** The file that maps each prerendered path to its HTML file, read by the server at start. */
export const PRERENDERED_MANIFEST = 'routes.json';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  renderPageWithHead(
    pathname: string,
  ): Promise<{ root: string; head: { title?: string; description?: string } }>;
  themeClassNames: { light: string; dark: string };
}

/** The file name of a path's page: `/` is `index.html`, `/erectile-dysfunction` is `erectile-dysfunction.html`. */
export function prerenderedFileName(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '__');
  return `${name === '' ? 'index' : name}.html`;
}

/**
 * The stylesheets of the client build in the order the browser applies them: a chunk's imports before the chunk,
 * static imports before dynamic ones. What a page's styles override (a primitive's) comes first, as it does when
 * Vite loads a lazy page with its dependencies.
 */
export function stylesheetOrder(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const order: string[] = [];
  const seenChunks = new Set<string>();
  const visit = (fileName: string) => {
    if (seenChunks.has(fileName)) return;
    seenChunks.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!order.includes(css)) order.push(css);
    for (const imported of chunk.dynamicImports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return order;
}

/** Where the build writes the server build of the app (outside dist: it is not a public file). */
export const SERVER_DIR = 'dist-server';
/** What the server build composes a page with: index.html, the stylesheets and the dark scheme. */
export const DOCUMENT_PARTS = 'document.json';

/**
 * Renders the public pages after the client build, with a server build of the app (src/prerender.tsx):
 * - the pages that are the same for every visitor go to `dist/prerendered/<page>.html`, with the stylesheets their
 *   markup uses inlined, and `routes.json` maps each path to its file. The server sends that file for the path
 *   instead of the empty index.html, so a phone paints the page from the HTML rather than after three rounds of
 *   scripts.
 * - the server build itself stays in `dist-server/` with `document.json`, for the pages whose data changes without
 *   a build (legal documents, articles): the server renders those per request with their answers.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let order: string[] = [];
  return {
    name: 'telehealth:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      order = stylesheetOrder(bundle);
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverOutDir = path.resolve(config.root, SERVER_DIR);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverOutDir,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      const module = (await import(
        pathToFileURL(path.join(serverOutDir, 'prerender.js')).href
      )) as PrerenderModule;

      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const stylesheets = await Promise.all(
        order.map(async (fileName) => ({
          fileName,
          css: await readFile(path.join(outDir, fileName), 'utf8'),
        })),
      );
      const darkDeclarations = stylesheets
        .map(({ css }) => ruleBody(css, module.themeClassNames.dark))
        .find((body) => body !== null);
      if (!darkDeclarations) throw new Error('The dark theme has no rule in the build');
      const parts: DocumentParts = {
        template,
        // The entry's stylesheets are inline in index.html already.
        stylesheets: stylesheets.filter(({ fileName }) => !template.includes(`href="/${fileName}"`)),
        dark: { lightClass: module.themeClassNames.light, declarations: darkDeclarations },
      };
      await writeFile(path.join(serverOutDir, DOCUMENT_PARTS), JSON.stringify(parts));

      const targetDir = path.join(outDir, PRERENDERED_DIR);
      await rm(targetDir, { recursive: true, force: true });
      await mkdir(targetDir, { recursive: true });
      const routes: Record<string, string> = {};
      for (const pathname of module.prerenderedPaths) {
        const fileName = prerenderedFileName(pathname);
        const { root, head } = await module.renderPageWithHead(pathname);
        await writeFile(path.join(targetDir, fileName), pageDocument(parts, root, { head }));
        routes[pathname] = fileName;
      }
      await writeFile(path.join(targetDir, PRERENDERED_MANIFEST), `${JSON.stringify(routes, null, 2)}\n`);
      await precompressDir(targetDir);
    },
  };
}
