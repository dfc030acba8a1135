#!/usr/bin/env node
// `npm run bench`: runs every benchmark suite under bench/ (or the ones named) and fails when one is over budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const suites = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = 0;
for (const suite of suites) {
  console.log(`\n=== bench/${suite}`);
  const run = spawnSync(process.execPath, [join(benchDir, suite, 'run.mjs')], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
console.log(`\n${suites.length - failed} within budget, ${failed} over budget or failed`);
process.exit(failed ? 1 : 0);
