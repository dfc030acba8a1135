#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

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
const turbo = (task, logs = 'errors-only') => [
  'npx',
  'turbo',
  'run',
  task,
  `--output-logs=${logs}`,
  '--concurrency=2',
];

const steps = [
  ['Lint and format (Biome)', ['npx', 'biome', 'check', '.']],
  ['The layer rules fail on a violation (fixture run)', ['npm', 'run', 'test:layers']],
  ['Layer rules (dependency-cruiser)', ['npm', 'run', 'lint:layers']],
  ['Typecheck', turbo('typecheck')],
  ['Unit, component and server tests (Vitest)', turbo('test', 'new-only')],
  ['Production builds and the Storybook build', turbo('build')],
  [
    "contract, ui and forms from their tarballs: a plain Vite app shows a form's messages",
    ['node', 'tests/consumer/run.mjs'],
  ],
  [
    'Visual and accessibility checks of every story (Playwright)',
    ['npm', 'run', 'visual', '--workspace=@telehealth/tests'],
  ],
  [
    'Page baselines and axe of every route, signed in, phone and desktop, light and dark (Playwright)',
    ['npm', 'run', 'pages', '--workspace=@telehealth/tests'],
  ],
  ['End-to-end tests (Playwright, Chromium)', ['npm', 'run', 'e2e', '--workspace=@telehealth/tests']],
  [
    'Two instances behind nginx on PostgreSQL, in Chromium (Playwright; skipped without TEST_DATABASE_URL)',
    ['npm', 'run', 'e2e:cluster', '--workspace=@telehealth/tests'],
  ],
];

const results = [];
for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (!ok) {
    console.error(`\n${results.join('\n')}\nnpm test failed at: ${name}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\nnpm test: all ${steps.length} steps passed`);
