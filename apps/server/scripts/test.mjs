// Runs the server suite against PGlite, then again against PostgreSQL when TEST_DATABASE_URL is set.
// Extra arguments go to vitest (a file filter, --reporter, ...).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const args = process.argv.slice(2);

function run(driver) {
  console.log(`\n▶ server tests on ${driver === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}\n`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_DRIVER: driver },
  });
  return result.status ?? 1;
}

let status = run('pglite');
if (status === 0 && process.env.TEST_DATABASE_URL) status = run('postgres');
else if (!process.env.TEST_DATABASE_URL)
  console.log('\nTEST_DATABASE_URL is not set: PostgreSQL run skipped.');
process.exit(status);
