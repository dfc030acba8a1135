// Proves the server's fences (tooling/layers/server.cjs) fail on violations and pass on allowed imports: builds a
// tiny server of the same shape in a temporary folder, one file per case, and runs the real depcruise binary with the
// real config on it. Each case lists exactly the rules it must break (none for an allowed import). It also checks
// that every folder of the real apps/server/src is classified and that every feature has its index.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const config = join(repo, '.dependency-cruiser.cjs');
const { features, crossCutting, compositionRoots } = createRequire(import.meta.url)(
  join(repo, 'tooling/layers/server.cjs'),
);

const src = 'apps/server/src';

/** A small server: two features, two cross-cutting folders and the composition roots. */
const shape = {
  'booking/index.ts': "export { book } from './service';",
  'booking/service.ts': 'export const book = 1;',
  'booking/routes.ts': 'export const bookingRoutes = 1;',
  'booking/slots.ts': 'export const slots = 1;',
  'payments/index.ts': 'export const pay = 1;',
  'payments/invoice.ts': 'export const invoice = 1;',
  'payments/routes.ts': 'export const paymentRoutes = 1;',
  'http/errors.ts': 'export const notFound = 1;',
  'db/client.ts': 'export const db = 1;',
  'db/schema.ts': 'export const users = 1;',
  'seed/index.ts': 'export const seed = 1;',
  'app.ts': 'export const app = 1;',
};

/** path -> [source, rules it must break] */
const cases = {
  // A feature: its own files, another feature's index, any cross-cutting folder.
  'payments/service.ts': [
    "export { slots } from './invoice';\nexport { book } from '../booking';\nexport { db } from '../db/client';",
    [],
  ],
  'payments/deep.ts': ["export { slots } from '../booking/slots';", ['server-feature-through-index']],
  'payments/typeOnly.ts': [
    "import type { book } from '../booking/service';\nexport type B = typeof book;",
    ['server-feature-through-index'],
  ],
  'payments/otherRoutes.ts': [
    "export { bookingRoutes } from '../booking/routes';",
    ['server-feature-through-index', 'server-no-routes-imports'],
  ],
  'payments/own.ts': ["export { paymentRoutes } from './routes';", []],
  'payments/routes.ts': [
    "export { book } from '../booking';\nexport { db } from '../db/client';\nexport const paymentRoutes = 1;",
    [],
  ],
  'booking/routes.ts': [
    "export { eq } from 'drizzle-orm';\nexport const bookingRoutes = 1;",
    ['server-no-sql-in-routes'],
  ],
  'booking/admin-routes.ts': ["export { users } from '../db/schema';", ['server-no-sql-in-routes']],
  'booking/service.ts': ["export { eq } from 'drizzle-orm';\nexport const book = 1;", []],
  'payments/nested/deeper.ts': ["export { invoice } from '../invoice';", []],
  'payments/seed.ts': ["export { seed } from '../seed';", ['server-feature-no-composition']],
  'payments/app.ts': ["export { app } from '../app';", ['server-feature-no-composition']],
  'payments/seed.test.ts': ["export { seed } from '../seed';", []],

  // Cross-cutting: other cross-cutting folders only; its tests may use a feature's index.
  'http/good.ts': "export { db } from '../db/client';\nexport { notFound } from './errors';",
  'http/feature.ts': ["export { book } from '../booking';", ['server-cross-cutting-no-features']],
  'http/deep.ts': [
    "export { slots } from '../booking/slots';",
    ['server-cross-cutting-no-features', 'server-feature-through-index'],
  ],
  'db/seedInDb.ts': ["export { seed } from '../seed';", ['server-cross-cutting-no-composition']],
  'db/app.ts': ["export { app } from '../app';", ['server-cross-cutting-no-composition']],
  'http/errors.test.ts': ["export { book } from '../booking';\nexport { app } from '../app';", []],
  'http/deep.test.ts': ["export { slots } from '../booking/slots';", ['server-feature-through-index']],
  'test/server.ts': ["export { app } from '../app';", []],
  'test/feature.ts': ["export { book } from '../booking';", ['server-cross-cutting-no-features']],

  // Composition roots: any feature; only app.ts registers routes.
  'main.ts': ["export { app } from './app';\nexport { slots } from './booking/slots';", []],
  'app.ts': [
    "export { bookingRoutes } from './booking/routes';\nexport { book } from './booking';\nexport const app = 1;",
    [],
  ],
  'seed/payments.ts': ["export { invoice } from '../payments/invoice';", []],
  'seed/routes.ts': ["export { paymentRoutes } from '../payments/routes';", ['server-no-routes-imports']],
  'pdf/worker.ts': ["export { invoice } from '../payments/invoice';", []],
  'pdf/pool.ts': [
    "export { invoice } from '../payments/invoice';",
    ['server-cross-cutting-no-features', 'server-feature-through-index'],
  ],
  // A test beside the root files follows the features' rule.
  'instances.test.ts': ["export { slots } from './booking/slots';", ['server-feature-through-index']],
};

let root;
let violations;

const cruise = (outputType) =>
  spawnSync(depcruise, ['apps', '--config', config, '--output-type', outputType], {
    cwd: root,
    encoding: 'utf8',
  });

function write(path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${content}\n`);
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'telehealth-server-layers-'));
  write('apps/server/package.json', JSON.stringify({ name: '@telehealth/server', type: 'module' }));
  write('node_modules/drizzle-orm/package.json', JSON.stringify({ name: 'drizzle-orm', main: 'index.js' }));
  write('node_modules/drizzle-orm/index.js', 'module.exports = {};');
  for (const [path, source] of Object.entries(shape)) write(`${src}/${path}`, source);
  for (const [path, entry] of Object.entries(cases))
    write(`${src}/${path}`, Array.isArray(entry) ? entry[0] : entry);
  const run = cruise('json');
  assert.ok(run.stdout, `depcruise printed nothing: ${run.stderr}`);
  violations = JSON.parse(run.stdout).summary.violations;
});

after(() => rmSync(root, { recursive: true, force: true }));

test('the command of `npm run lint:layers` fails and names the rule', () => {
  const run = cruise('err');
  assert.notEqual(run.status, 0);
  assert.match(
    run.stdout,
    /error server-cross-cutting-no-features: apps\/server\/src\/http\/feature\.ts → apps\/server\/src\/booking\/index\.ts/,
  );
});

for (const [path, entry] of Object.entries(cases)) {
  const expected = Array.isArray(entry) ? entry[1] : [];
  test(`${path}: ${expected.length ? expected.join(', ') : 'allowed'}`, () => {
    const from = `${src}/${path}`;
    const broken = [...new Set(violations.filter((v) => v.from === from).map((v) => v.rule.name))].sort();
    assert.deepEqual(broken, [...expected].sort());
  });
}

test('every folder of apps/server/src is a feature, a cross-cutting folder or a composition root', () => {
  const classified = new Set([
    ...Object.keys(features),
    ...Object.keys(crossCutting),
    ...Object.keys(compositionRoots),
  ]);
  const folders = readdirSync(join(repo, src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  assert.deepEqual(
    folders.filter((name) => !classified.has(name)),
    [],
    'name the new folder in tooling/layers/server.cjs',
  );
  for (const name of Object.keys(features))
    assert.ok(folders.includes(name), `${name} is listed but missing`);
});

test('every feature names what the others may use in its index.ts', () => {
  const missing = Object.keys(features).filter((name) => !existsSync(join(repo, src, name, 'index.ts')));
  assert.deepEqual(missing, []);
});
