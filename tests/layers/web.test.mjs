// Proves the web app's layer rules (tooling/layers/web.cjs, part of .dependency-cruiser.cjs) fail on violations and
// pass on allowed imports: builds a tiny web app of the same shape in a temporary folder, one file per case, and
// runs the real depcruise binary with the real config on it. Each case lists exactly the rules it must break.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const config = join(repo, '.dependency-cruiser.cjs');

const web = 'apps/web/src';

/** Files the cases import, which break no rule themselves. */
const targets = {
  [`${web}/pages/HomePage.tsx`]: 'export default 1;',
  [`${web}/pages/useIdParam.ts`]: 'export const useIdParam = 1;',
  [`${web}/pages/admin/PatientsPage.tsx`]: 'export default 1;',
  [`${web}/pages/admin/RecordScreen.tsx`]: 'export const RecordScreen = 1;',
  [`${web}/pages/patient/PaymentsPage.tsx`]: 'export default 1;',
  [`${web}/features/booking/SlotBooking.tsx`]: 'export const SlotBooking = 1;',
  [`${web}/features/payments/PaymentsTable.tsx`]: 'export const PaymentsTable = 1;',
  [`${web}/features/shared/FormDialog.tsx`]: 'export const FormDialog = 1;',
  [`${web}/frames/RouterLink.tsx`]: 'export const RouterLink = 1;',
  [`${web}/frames/PortalFrame.tsx`]: 'export const PortalFrame = 1;',
  [`${web}/guards/RequireAccess.tsx`]: 'export const RequireAccess = 1;',
  [`${web}/navigation/menus.ts`]: 'export const menus = 1;',
  [`${web}/routes/table.ts`]: 'export const table = 1;',
};

/** path -> [source, rules it must break] */
const cases = {
  // pages -> features -> packages
  [`${web}/pages/admin/PaymentsOfPatientPage.tsx`]: [
    [
      "export { PaymentsTable } from '../../features/payments/PaymentsTable';",
      "export { FormDialog } from '../../features/shared/FormDialog';",
      "export { useIdParam } from '../useIdParam';",
      "export { RecordScreen } from './RecordScreen';",
      "export { RouterLink } from '../../frames/RouterLink';",
      "export { ui } from '@telehealth/ui';",
    ].join('\n'),
    [],
  ],
  [`${web}/pages/admin/OtherFolderPage.tsx`]: [
    "export { default } from '../patient/PaymentsPage';",
    ['web-page-folders'],
  ],
  [`${web}/features/booking/good.tsx`]: [
    [
      "export { SlotBooking } from './SlotBooking';",
      "export { FormDialog } from '../shared/FormDialog';",
      "export { RouterLink } from '../../frames/RouterLink';",
      "export { ui } from '@telehealth/ui';",
    ].join('\n'),
    [],
  ],
  [`${web}/features/booking/otherFeature.tsx`]: [
    "export { PaymentsTable } from '../payments/PaymentsTable';",
    ['web-feature-fence'],
  ],
  [`${web}/features/booking/typeOnly.ts`]: [
    "import type { PaymentsTable } from '../payments/PaymentsTable';\nexport type T = typeof PaymentsTable;",
    ['web-feature-fence'],
  ],
  [`${web}/features/shared/feature.tsx`]: [
    "export { SlotBooking } from '../booking/SlotBooking';",
    ['web-feature-fence'],
  ],
  [`${web}/features/booking/page.tsx`]: [
    "export { useIdParam } from '../../pages/useIdParam';",
    ['web-pages-on-top'],
  ],
  [`${web}/features/booking/router.tsx`]: ["export { routes } from '../../router';", ['web-pages-on-top']],
  [`${web}/frames/page.tsx`]: ["export { default } from '../pages/HomePage';", ['web-pages-on-top']],
  [`${web}/guards/routes.ts`]: ["export { table } from '../routes/table';", ['web-pages-on-top']],
  [`${web}/navigation/page.ts`]: [
    "export { default } from '../pages/admin/PatientsPage';",
    ['web-pages-on-top'],
  ],
  [`${web}/router.tsx`]: [
    [
      "import { lazy } from 'react';",
      "import { createBrowserRouter } from 'react-router';",
      "import { PortalFrame } from './frames/PortalFrame';",
      "import { RequireAccess } from './guards/RequireAccess';",
      "import { table } from './routes/table';",
      "export const page = () => import('./pages/admin/PatientsPage');",
      'export const routes = { lazy, createBrowserRouter, PortalFrame, RequireAccess, table };',
    ].join('\n'),
    [],
  ],
};

/** Routers that break the router's rule: each is cruised as `router.tsx` in a copy of the app of its own. */
const badRouters = {
  feature: "export const tab = () => import('./features/booking/SlotBooking');",
  package: "export { ui } from '@telehealth/ui';",
  navigation: "export { menus } from './navigation/menus';",
  npm: "export { default } from 'swr';",
};

let root;
let violations;

function write(base, path, content) {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), `${content}\n`);
}

/** A fixture monorepo with the app's files and `router` as its router.tsx; the violations as JSON. */
function cruiseApp(base, files) {
  write(
    base,
    'packages/ui/package.json',
    JSON.stringify({
      name: '@telehealth/ui',
      type: 'module',
      exports: { '.': { source: './src/index.ts', import: './dist/index.js' } },
    }),
  );
  write(base, 'packages/ui/src/index.ts', "export const ui = 'ui';");
  mkdirSync(join(base, 'node_modules/@telehealth'), { recursive: true });
  symlinkSync('../../packages/ui', join(base, 'node_modules/@telehealth/ui'));
  for (const name of ['react', 'react-router', 'swr']) {
    write(base, `node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }));
    write(base, `node_modules/${name}/index.js`, 'module.exports = {};');
  }
  for (const [path, source] of Object.entries(files)) write(base, path, source);
  return spawnSync(depcruise, ['packages', 'apps', '--config', config, '--output-type', 'json'], {
    cwd: base,
    encoding: 'utf8',
  });
}

function violationsOf(run) {
  assert.ok(run.stdout, `depcruise printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout).summary.violations;
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'telehealth-web-layers-'));
  const files = { ...targets };
  for (const [path, [source]] of Object.entries(cases)) files[path] = source;
  violations = violationsOf(cruiseApp(join(root, 'app'), files));
});

after(() => rmSync(root, { recursive: true, force: true }));

test('the files the cases import break no rule', () => {
  const broken = violations.filter((v) => v.from in targets);
  assert.deepEqual(broken, []);
});

for (const [path, [, expected]] of Object.entries(cases)) {
  test(`${path}: ${expected.length ? expected.join(', ') : 'allowed'}`, () => {
    const broken = [...new Set(violations.filter((v) => v.from === path).map((v) => v.rule.name))].sort();
    assert.deepEqual(broken, [...expected].sort());
  });
}

for (const [what, source] of Object.entries(badRouters)) {
  test(`a router.tsx that imports a ${what}: web-router-pages-only`, () => {
    const found = violationsOf(
      cruiseApp(join(root, `router-${what}`), { ...targets, [`${web}/router.tsx`]: source }),
    );
    const broken = [...new Set(found.filter((v) => v.from === `${web}/router.tsx`).map((v) => v.rule.name))];
    assert.deepEqual(broken, ['web-router-pages-only']);
  });
}
