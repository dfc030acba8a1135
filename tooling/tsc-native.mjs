// TypeScript 7, the native compiler, installed beside TypeScript 6 as `typescript-native` (Storybook's docgen loads
// TypeScript 6 as a library, which TypeScript 7 does not offer). Used by the typecheck, the packages' declarations
// and the tarball consumer check.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

/**
 * Runs `tsc` with `args` on one thread: its parallel checkers each resolve the types that files share again, which
 * on 2 cores busy with the test suites cost more than they saved (the contract: 14 s of CPU on the default checkers,
 * 6 s on one thread, and faster on the clock too, 8.3 s against 5.6 s; the api 18 s against 6 s).
 * `options` are spawnSync's; the result is spawnSync's.
 */
export function runTsc(args, options = {}) {
  return spawnSync(process.execPath, [tsc, ...args, '--singleThreaded'], options);
}
