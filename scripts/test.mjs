#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest, stopping at the first failure.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each suite's own report (Vitest's and Playwright's JSON), read back into .ci/test-timings.json at the end.
const reports = path.join(root, '.ci', 'reports');
const timingsFile = path.join(root, '.ci', 'test-timings.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The browser tests use Debian's chromium (nothing downloads one here): say so at once rather than failing
// every story and page one by one ten minutes from now.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${chromium} for the visual and end-to-end tests.\n` +
      'Install it with `apt-get install chromium` (bash .ci/run does), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

// Test output is shown in full, so a log says which suites ran; the other tasks speak only when they fail.
const turbo = (task, logs = 'errors-only', extra = []) => [
  'npx',
  'turbo',
  'run',
  task,
  `--output-logs=${logs}`,
  '--concurrency=2',
  ...extra,
];
// Every package's Vitest writes its JSON report beside its package.json (the server's once per database driver).
const vitestReport = ['--', '--reporter=default', '--reporter=json', '--outputFile=.vitest-report.json'];
/** A Playwright step's list output, and its JSON report for the timings. */
const playwright = (script, name) => [
  'npm',
  'run',
  script,
  '--workspace=@telehealth/tests',
  '--',
  '--reporter=list,json',
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `playwright-${name}.json`) },
];

const steps = [
  ['Lint and format (Biome)', ['npx', 'biome', 'check', '.']],
  ['The layer rules fail on a violation (fixture run)', ['npm', 'run', 'test:layers']],
  ['Layer rules (dependency-cruiser)', ['npm', 'run', 'lint:layers']],
  // The typecheck runs beside the Vitest suites, which take the workspace packages from source and need no build:
  // the suites spend part of their time waiting (on PostgreSQL, on timers), which the compiler fills.
  [
    'Unit, component and server tests (Vitest)',
    turbo('test', 'new-only', vitestReport),
    { alongside: ['Typecheck', turbo('typecheck')] },
  ],
  ['Production builds and the Storybook build', turbo('build')],
  [
    "contract, ui and forms from their tarballs: their declarations type-check (bundler, nodenext), a plain Vite app shows a form's messages",
    ['node', 'tests/consumer/run.mjs'],
  ],
  ['Visual and accessibility checks of every story (Playwright)', playwright('visual', 'visual')],
  [
    'Page baselines and axe of every route, signed in, phone and desktop, light and dark; pa11y (HTML_CodeSniffer) of every route (Playwright)',
    playwright('pages', 'pages'),
  ],
  ['End-to-end tests (Playwright, Chromium)', playwright('e2e', 'e2e')],
  [
    'Two instances behind nginx on PostgreSQL, in Chromium (Playwright; skipped without TEST_DATABASE_URL)',
    playwright('e2e:cluster', 'cluster'),
  ],
];

const results = [];
const timings = { startedAt: new Date().toISOString(), totalSeconds: 0, passed: false, steps: [] };
const started = Date.now();

/** Runs one command; its output goes to the terminal, or is kept and handed back when `quiet`. */
function run(name, [command, ...rest], quiet = false) {
  const stepEnv = typeof rest.at(-1) === 'object' ? { ...env, ...rest.pop() } : env;
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: stepEnv,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      const ok = status === 0;
      results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
      timings.steps.push({ name, seconds: Number(seconds.toFixed(1)), ok });
      resolve({ name, ok, status, output: Buffer.concat(output).toString() });
    });
  });
}

for (const [name, command, { alongside } = {}] of steps) {
  console.log(`\n=== ${name}${alongside ? ` (and, beside it: ${alongside[0]})` : ''}`);
  const runs = await Promise.all([
    run(name, command),
    ...(alongside ? [run(alongside[0], alongside[1], true)] : []),
  ]);
  for (const beside of runs.slice(1)) {
    console.log(`\n=== ${beside.name} (ran beside the step above)`);
    process.stdout.write(beside.output);
  }
  const failed = runs.find((result) => !result.ok);
  if (failed) {
    writeTimings();
    console.error(`\n${results.join('\n')}\nnpm test failed at: ${failed.name}`);
    process.exit(failed.status ?? 1);
  }
}
timings.passed = true;
writeTimings();
console.log(
  `\n${results.join('\n')}\nnpm test: all ${results.length} steps passed in ${timings.totalSeconds} s`,
);
console.log(`Timings and the slowest test files: ${path.relative(root, timingsFile)}`);

/**
 * .ci/test-timings.json: the total, each step's wall time, how many test files and tests each suite ran, and the
 * slowest 20 test files (Vitest: a file's own time in its worker; Playwright: the sum of its tests' durations).
 */
function writeTimings() {
  timings.totalSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
  const files = [];
  const suites = [];
  // A Vitest file run on both database drivers counts once, with its test cases.
  const distinct = new Map();
  for (const dir of ['packages', 'apps']) {
    for (const pkg of safeList(path.join(root, dir))) {
      for (const report of safeList(path.join(root, dir, pkg)).filter((name) =>
        /^\.vitest-report.*\.json$/.test(name),
      )) {
        const json = readJson(path.join(root, dir, pkg, report));
        if (!json) continue;
        const label = `${dir}/${pkg}${report.replace(/^\.vitest-report-?|\.json$/g, '').replace(/^(.+)$/, ' ($1)')}`;
        suites.push({ suite: `vitest ${label}`, files: json.testResults.length, tests: json.numTotalTests });
        for (const file of json.testResults) {
          const name = path.relative(root, file.name);
          distinct.set(name, Math.max(distinct.get(name) ?? 0, file.assertionResults?.length ?? 0));
          files.push({
            suite: `vitest ${label}`,
            file: path.relative(root, file.name),
            seconds: Number(((file.endTime - file.startTime) / 1000).toFixed(2)),
          });
        }
      }
    }
  }
  for (const report of safeList(reports)) {
    const json = readJson(path.join(reports, report));
    if (!json) continue;
    const suite = `playwright ${report.replace(/^playwright-|\.json$/g, '')}`;
    const perFile = new Map();
    const walk = (node, file) => {
      const here = node.file ?? file;
      for (const spec of node.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          perFile.set(here, (perFile.get(here) ?? 0) + ms);
        }
      }
      for (const child of node.suites ?? []) walk(child, here);
    };
    for (const top of json.suites ?? []) walk(top, top.file);
    const stats = json.stats ?? {};
    suites.push({
      suite,
      files: perFile.size,
      tests: (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0),
    });
    for (const [file, ms] of perFile) files.push({ suite, file, seconds: Number((ms / 1000).toFixed(2)) });
  }
  timings.suites = suites;
  timings.vitest = {
    files: distinct.size,
    tests: [...distinct.values()].reduce((sum, count) => sum + count, 0),
  };
  timings.slowestFiles = files.sort((a, b) => b.seconds - a.seconds).slice(0, 20);
  mkdirSync(path.dirname(timingsFile), { recursive: true });
  writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
