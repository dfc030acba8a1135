import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRERENDERED_DIR } from './prerender.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images, fonts and archives are compressed already. */
export const compressibleExtensions = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
];

async function* walk(dir: string, skip: readonly string[]): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* walk(full, skip);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of the build, so that the
 * server sends the smallest encoding the client accepts without compressing anything per request. A variant that
 * is not smaller than the original is not written (the server then sends the original).
 */
export async function precompressDir(
  dir: string,
  { skip = [] }: { skip?: readonly string[] } = {},
): Promise<{ files: number }> {
  let files = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir, skip)) {
    if (!compressibleExtensions.includes(path.extname(file))) continue;
    files += 1;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < source.length) await writeFile(`${file}.br`, br);
        if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
  return { files };
}

/** Vite plugin: precompresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'telehealth:precompress',
    // Not the build's server-side render of the public pages (build/prerender.ts), which compresses its own pages.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The prerendered pages are written and compressed by build/prerender.ts, maybe while this runs.
      await precompressDir(outDir, { skip: [PRERENDERED_DIR] });
    },
  };
}
