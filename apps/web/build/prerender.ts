import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { precompressDir } from './precompress.ts';

/** Where the build writes the prerendered pages, inside the web build (the server serves them from there). */
export const PRERENDERED_DIR = 'prerendered';
/** The file that maps each prerendered path to its HTML file, read by the server at start. */
export const PRERENDERED_MANIFEST = 'routes.json';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  renderPage(pathname: string): Promise<string>;
  themeClassNames: { light: string; dark: string };
}

/** The file name of a path's page: `/` is `index.html`, `/erectile-dysfunction` is `erectile-dysfunction.html`. */
export function prerenderedFileName(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '__');
  return `${name === '' ? 'index' : name}.html`;
}

/** Every class name the markup uses. */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Whether a stylesheet has a rule for any of `classNames`. */
export function stylesClassNames(css: string, classNames: ReadonlySet<string>): boolean {
  for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (classNames.has(match[1] ?? '')) return true;
  return false;
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

/** The body of the rule that defines `className` alone (`.name{…}`), or null. */
function ruleBody(css: string, className: string): string | null {
  const start = css.indexOf(`.${className}{`);
  if (start === -1) return null;
  const open = start + className.length + 1;
  const close = css.indexOf('}', open);
  return close === -1 ? null : css.slice(open + 1, close);
}

export interface PageParts {
  /** index.html as built. */
  template: string;
  /** The rendered `#root`. */
  root: string;
  /** The page's stylesheets, in order: each inlined, and linked for print so Vite's loader finds it. */
  stylesheets: { fileName: string; css: string }[];
  /** The dark colour scheme for devices that ask (the markup is rendered with the light one), or null. */
  dark: { lightClass: string; declarations: string } | null;
}

/** index.html with the page's markup in `#root` and its styles in the head. */
export function composePage({ template, root, stylesheets, dark }: PageParts): string {
  const system = 'th-prerendered-system';
  let markup = root;
  let darkCss = '';
  if (dark) {
    markup = root.replace(`class="${dark.lightClass} `, `class="${dark.lightClass} ${system} `);
    if (markup === root) throw new Error('The prerendered page has no light theme wrapper');
    darkCss = `@media (prefers-color-scheme: dark){.${system}{${dark.declarations};color-scheme:dark}}`;
  }
  const styles = stylesheets
    .map(
      ({ fileName, css }) =>
        `    <style>${css}</style>\n    <link rel="stylesheet" media="print" crossorigin href="/${fileName}">\n`,
    )
    .join('');
  const head = `${styles}${darkCss ? `    <style>${darkCss}</style>\n` : ''}  </head>`;
  const rootPattern = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!rootPattern.test(template)) throw new Error('index.html has no #root before </body>');
  return template
    .replace('</head>', head)
    .replace(rootPattern, (_all, end: string) => `<div id="root">${markup}</div>${end}`);
}

/**
 * Renders the public pages that are the same for every visitor (src/prerender.tsx lists them) to HTML after the
 * client build: a server build of the app renders each to `dist/prerendered/<page>.html` with the stylesheets its
 * markup uses inlined, and `routes.json` maps each path to its file. The server sends that file for the path instead
 * of the empty index.html, so a phone paints the page from the HTML rather than after three rounds of scripts.
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
      const serverOutDir = path.resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverOutDir, emptyOutDir: true, sourcemap: false },
      });
      const entry = pathToFileURL(path.join(serverOutDir, 'prerender.js')).href;
      const module = (await import(entry)) as PrerenderModule;

      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const stylesheets = await Promise.all(
        order.map(async (fileName) => ({
          fileName,
          css: await readFile(path.join(outDir, fileName), 'utf8'),
        })),
      );
      // The entry's stylesheets are inline in index.html already.
      const pageStylesheets = stylesheets.filter(({ fileName }) => !template.includes(`href="/${fileName}"`));
      const darkDeclarations = stylesheets
        .map(({ css }) => ruleBody(css, module.themeClassNames.dark))
        .find((body) => body !== null);
      if (!darkDeclarations) throw new Error('The dark theme has no rule in the build');

      const targetDir = path.join(outDir, PRERENDERED_DIR);
      await rm(targetDir, { recursive: true, force: true });
      await mkdir(targetDir, { recursive: true });
      const routes: Record<string, string> = {};
      for (const pathname of module.prerenderedPaths) {
        const root = await module.renderPage(pathname);
        const used = classNamesOf(root);
        const page = composePage({
          template,
          root,
          stylesheets: pageStylesheets.filter(({ css }) => stylesClassNames(css, used)),
          dark: { lightClass: module.themeClassNames.light, declarations: darkDeclarations },
        });
        const fileName = prerenderedFileName(pathname);
        await writeFile(path.join(targetDir, fileName), page);
        routes[pathname] = fileName;
      }
      await writeFile(path.join(targetDir, PRERENDERED_MANIFEST), `${JSON.stringify(routes, null, 2)}\n`);
      await precompressDir(targetDir);
    },
  };
}
