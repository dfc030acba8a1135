// Runs the server suite on PGlite; when TEST_DATABASE_URL is set, the whole suite on PostgreSQL and, on PGlite,
// the files whose behaviour differs by driver (scripts/pglite-files.mjs says which and why).
// Extra arguments go to vitest (a file filter, --reporter, ...); a file filter given applies to both runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteFiles } from './pglite-files.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const args = process.argv.slice(2);

function run(driver, files = []) {
  console.log(`\n▶ server tests on ${driver === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}\n`);
  // A JSON report asked for (npm test's timings) is written once per driver.
  const driverArgs = args.map((arg) =>
    arg.startsWith('--outputFile=') ? arg.replace(/\.json$/, `-${driver}.json`) : arg,
  );
  const result = spawnSync(process.execPath, [vitest, 'run', ...driverArgs, ...files], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_DRIVER: driver },
  });
  return result.status ?? 1;
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// A file filter on the command line takes the place of the PGlite list.
const filtered = args.some((arg) => !arg.startsWith('-'));
let status = run('pglite', postgres && !filtered ? pgliteFiles : []);
if (status === 0 && postgres) status = run('postgres');
else if (!postgres) console.log('\nTEST_DATABASE_URL is not set: PostgreSQL run skipped.');
process.exit(status);
