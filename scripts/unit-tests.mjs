#!/usr/bin/env node
// Every package's Vitest suite (`npm test`'s Vitest step), in two lanes that run side by side on the 2 cores, each
// lane's suites one after another. Extra arguments go to every suite (npm test's reporters).
//
// turbo starts ready tasks in an order of its own, which changes from run to run: when the server's suite (its
// PGlite run, then its PostgreSQL run) came last, it ran alone at the end on part of the CPU, and the step took
// 300 s rather than 250 s. The three long suites are therefore placed by hand, balanced by their measured times
// (.ci/test-timings.json): the server then forms in one lane, the web app then every other package in the other
// (a new package's suite joins that lane by itself).
import { spawn } from 'node:child_process';

const suiteArgs = process.argv.slice(2);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

/** `turbo run test` for the packages the filters select, one at a time. */
const suites = (...filters) => [
  'npx',
  'turbo',
  'run',
  'test',
  '--output-logs=new-only',
  '--concurrency=1',
  ...filters.map((filter) => `--filter=${filter}`),
  ...(suiteArgs.length > 0 ? ['--', ...suiteArgs] : []),
];

const lanes = [
  [suites('@telehealth/server'), suites('@telehealth/forms')],
  [
    suites('@telehealth/web'),
    suites('!@telehealth/server', '!@telehealth/forms', '!@telehealth/web'),
  ],
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** A lane's suites in order; a failed suite fails the lane, and the lane's later suites still run. */
async function runLane(commands) {
  let status = 0;
  for (const command of commands) {
    const result = await run(command);
    if (result !== 0) status = result;
  }
  return status;
}

const statuses = await Promise.all(lanes.map(runLane));
process.exit(statuses.find((status) => status !== 0) ?? 0);
