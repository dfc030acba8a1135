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

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const firstLoad = entryFiles.map((file) => ({ file, gzipKiB: gzipKiB(file) }));
const allChunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const homeChunk = allChunks.find((name) => name.startsWith('HomePage-'));
const firstLoadTotal = firstLoad.reduce((sum, entry) => sum + entry.gzipKiB, 0);
const homeTotal = firstLoadTotal + (homeChunk ? gzipKiB(join('assets', homeChunk)) : 0);
const editorInFirstLoad = firstLoad.some(({ file }) =>
  /prosemirror|tiptap/i.test(readFileSync(join(dist, file), 'utf8').slice(0, 2_000_000)),
);

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
const homeFiles = [...entryFiles, ...(homeChunk ? [join('assets', homeChunk)] : [])];
const uiGzip = uiContributionGzipKiB(homeFiles);

const result = {
  uiOnHomePageGzipKiB: Number(uiGzip.toFixed(1)),
  measuredAt: new Date().toISOString(),
  firstLoadFiles: firstLoad.map(({ file, gzipKiB: size }) => ({ file, gzipKiB: Number(size.toFixed(1)) })),
  firstLoadGzipKiB: Number(firstLoadTotal.toFixed(1)),
  homePageGzipKiB: Number(homeTotal.toFixed(1)),
  chunkCount: allChunks.length,
  editorInFirstLoad,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(result, null, 2)}\n`);

console.log(`first-load JS: ${result.firstLoadGzipKiB} KiB gzip in ${firstLoad.length} files`);
console.log(`home page total (first load + its chunk): ${result.homePageGzipKiB} KiB gzip`);
console.log(`@telehealth/ui and its dependencies on the home page: ${result.uiOnHomePageGzipKiB} KiB gzip`);
console.log(`chunks: ${result.chunkCount}; rich text editor in first load: ${editorInFirstLoad}`);

const over = [];
if (result.homePageGzipKiB > budgets.homePageGzipKiB)
  over.push(`home page ${result.homePageGzipKiB} KiB > budget ${budgets.homePageGzipKiB} KiB`);
if (result.uiOnHomePageGzipKiB > budgets.uiOnHomePageGzipKiB)
  over.push(
    `ui primitives on the home page ${result.uiOnHomePageGzipKiB} KiB > budget ${budgets.uiOnHomePageGzipKiB} KiB`,
  );
if (editorInFirstLoad) over.push('the rich text editor is in the first-load bundle');
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('within budget');
