#!/usr/bin/env node
// First-load JavaScript of the web app: what the browser must download before the home page renders.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'apps/web/dist');
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@telehealth/web', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);
if (build.status !== 0 || !existsSync(join(dist, 'index.html'))) {
  console.error('The web build failed');
  process.exit(1);
}

/** The chunks `file` imports statically, and theirs (minified ESM: `from"./x.js"` and `import"./x.js"`). */
function staticImports(distDir, file, seen = new Set()) {
  const code = readFileSync(join(distDir, file), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    const imported = join('assets', match[1]);
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(distDir, imported, seen);
  }
  return seen;
}

/**
 * What a build's home page downloads, gzipped: the entry and its modulepreloaded chunks (the first load), plus the
 * home page's lazy chunk and every chunk it imports that the first load has not brought. Measured the same way for
 * the web app and the bare fixture.
 */
function measureBuild(distDir) {
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const size = (file) => gzipSync(readFileSync(join(distDir, file))).length / 1024;
  const chunks = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const home = chunks.find((name) => name.startsWith('HomePage-'));
  const first = files.map((file) => ({ file, gzipKiB: size(file) }));
  const homeFiles = (chunk) =>
    chunk
      ? [join('assets', chunk), ...staticImports(distDir, join('assets', chunk))].filter(
          (file, index, all) => !files.includes(file) && all.indexOf(file) === index,
        )
      : [];
  const firstTotal = first.reduce((sum, entry) => sum + entry.gzipKiB, 0);
  return {
    entryFiles: files,
    firstLoad: first,
    firstLoadTotal: firstTotal,

    homeFiles: homeFiles(home),
    homeTotal: firstTotal + homeFiles(home).reduce((sum, file) => sum + size(file), 0),
    allChunks: chunks,
  };
}

const ours = measureBuild(dist);
const { entryFiles, firstLoad, firstLoadTotal, homeTotal, allChunks } = ours;

// The floor: React 19 and react-router 7 with one lazy route (bench/bundle/bare), built by the same Vite.
const bareDist = join(root, 'bench/results/bare-dist');
const bareBuild = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', 'bench/bundle/bare'], {
  cwd: root,
  stdio: 'inherit',
});
if (bareBuild.status !== 0 || !existsSync(join(bareDist, 'index.html'))) {
  console.error('The bare fixture build failed');
  process.exit(1);
}
const bare = measureBuild(bareDist);
const ratioToBare = homeTotal / bare.homeTotal;
const editorInFirstLoad = firstLoad.some(({ file }) =>
  /prosemirror|tiptap/i.test(readFileSync(join(dist, file), 'utf8').slice(0, 2_000_000)),
);

/**
 * The sources of the first-load files that must stay out of it: zod (23 KiB, it loads with the forms that use it)
 * and the contract's endpoint definitions (each domain's `endpoints.ts`: schemas and summaries). The contract keeps
 * each domain's routes in a zod-free `routes.ts` so that the browser can call the API without either.
 */
function forbiddenFirstLoadSources(files) {
  const found = new Set();
  for (const file of files) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    for (const source of new TraceMap(readFileSync(mapFile, 'utf8')).sources) {
      if (/node_modules\/zod\/|packages\/contract\/src\/(.+\/)?endpoints\.ts$/.test(source ?? ''))
        found.add(source);
    }
  }
  return [...found];
}
const forbiddenInFirstLoad = forbiddenFirstLoadSources(entryFiles);

/** @telehealth/ui's own sources and the libraries only it brings (Radix and its helpers, vanilla-extract's runtime). */
const designSystemSource =
  /packages\/ui\/src\/|node_modules\/(radix-ui|@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|@floating-ui|@vanilla-extract|clsx|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es)\//;

/**
 * The generated code of the given files that comes from the design system, found through the source maps,
 * concatenated and gzipped on its own: what the primitives add to the first page.
 */
function uiContributionGzipKiB(files) {
  const pieces = [];
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = new TraceMap(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    decodedMappings(map).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      segments.forEach((segment, index) => {
        if (segment.length < 2) return;
        const source = map.sources[segment[1]] ?? '';
        if (!designSystemSource.test(source)) return;
        const end = segments[index + 1]?.[0] ?? line.length;
        pieces.push(line.slice(segment[0], end));
      });
    });
  }
  return gzipSync(Buffer.from(pieces.join(''))).length / 1024;
}
const uiGzip = uiContributionGzipKiB([...entryFiles, ...ours.homeFiles]);

const result = {
  uiOnHomePageGzipKiB: Number(uiGzip.toFixed(1)),
  measuredAt: new Date().toISOString(),
  firstLoadFiles: firstLoad.map(({ file, gzipKiB: size }) => ({ file, gzipKiB: Number(size.toFixed(1)) })),
  firstLoadGzipKiB: Number(firstLoadTotal.toFixed(1)),
  homePageGzipKiB: Number(homeTotal.toFixed(1)),
  chunkCount: allChunks.length,
  editorInFirstLoad,
  forbiddenInFirstLoad,
  bareHomePageGzipKiB: Number(bare.homeTotal.toFixed(1)),
  ratioToBare: Number(ratioToBare.toFixed(3)),
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);

console.log(`first-load JS: ${result.firstLoadGzipKiB} KiB gzip in ${firstLoad.length} files`);
console.log(`home page total (first load + its chunk): ${result.homePageGzipKiB} KiB gzip`);
console.log(`@telehealth/ui and its dependencies on the home page: ${result.uiOnHomePageGzipKiB} KiB gzip`);
console.log(`chunks: ${result.chunkCount}; rich text editor in first load: ${editorInFirstLoad}`);
console.log(
  `zod or the contract's endpoint definitions in first load: ${forbiddenInFirstLoad.length ? forbiddenInFirstLoad.join(', ') : 'none'}`,
);
console.log(
  `bare React + react-router with one lazy route: ${result.bareHomePageGzipKiB} KiB gzip; ours ÷ bare: ${result.ratioToBare} (budget ${budgets.ratioToBare})`,
);

const over = [];
if (result.homePageGzipKiB > budgets.homePageGzipKiB)
  over.push(`home page ${result.homePageGzipKiB} KiB > budget ${budgets.homePageGzipKiB} KiB`);
if (result.uiOnHomePageGzipKiB > budgets.uiOnHomePageGzipKiB)
  over.push(
    `ui primitives on the home page ${result.uiOnHomePageGzipKiB} KiB > budget ${budgets.uiOnHomePageGzipKiB} KiB`,
  );
if (result.ratioToBare > budgets.ratioToBare)
  over.push(`home page ${result.ratioToBare}× the bare app > budget ${budgets.ratioToBare}×`);
if (editorInFirstLoad) over.push('the rich text editor is in the first-load bundle');
if (forbiddenInFirstLoad.length) over.push(`in the first-load bundle: ${forbiddenInFirstLoad.join(', ')}`);
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('within budget');
