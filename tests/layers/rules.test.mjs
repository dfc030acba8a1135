// Proves the layer rules of .dependency-cruiser.cjs fail on violations and pass on allowed imports: builds a tiny
// monorepo of the same shape in a temporary folder, with one file per case, and runs the real depcruise binary
// with the real config on it. Each case lists exactly the rules it must break (none for an allowed import).
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

const packages = ['contract', 'ui', 'forms', 'api', 'realtime'];

/** path -> [source, rules it must break] */
const cases = {
  'packages/contract/src/good.ts': [
    "import { z } from 'zod';\nimport { a } from './local';\nexport { z, a };",
    [],
  ],
  'packages/contract/src/local.ts': ['export const a = 1;', []],
  'packages/contract/src/schemas.test.ts': [
    "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
    [],
  ],
  'packages/contract/src/react.ts': ["export { useState } from 'react';", ['contract-pure']],
  'packages/contract/src/io.ts': [
    "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
    ['contract-pure'],
  ],
  'packages/contract/src/ui.ts': ["export { ui } from '@telehealth/ui';", ['layer-contract']],

  'packages/ui/src/good.ts': [
    "export { useState } from 'react';\nexport { contract } from '@telehealth/contract';",
    [],
  ],
  'packages/ui/src/api.ts': ["export { api } from '@telehealth/api';", ['layer-ui']],
  'packages/ui/src/typeOnly.ts': [
    "import type { Realtime } from '@telehealth/realtime';\nexport type R = Realtime;",
    ['layer-ui'],
  ],
  'packages/ui/src/app.ts': [
    "export { web } from '../../../apps/web/src/good';",
    ['layer-ui', 'no-app-imports', 'no-reaching-into-workspaces'],
  ],

  'packages/forms/src/good.ts': [
    "export { contract } from '@telehealth/contract';\nexport { ui } from '@telehealth/ui';",
    [],
  ],
  'packages/forms/src/api.ts': ["export { api } from '@telehealth/api';", ['layer-forms']],
  'packages/forms/src/realtime.ts': ["export { realtime } from '@telehealth/realtime';", ['layer-forms']],
  'packages/forms/src/swr.ts': ["export { default } from 'swr';", ['forms-no-fetching']],
  'packages/forms/src/relative.ts': [
    "export { contract } from '../../contract/src/index';",
    ['no-reaching-into-workspaces'],
  ],

  'packages/api/src/good.ts': [
    "export { contract } from '@telehealth/contract';\nexport { default } from 'swr';",
    [],
  ],
  'packages/api/src/realtime.ts': ["export { realtime } from '@telehealth/realtime';", ['layer-api']],
  'packages/api/src/ui.ts': ["export { ui } from '@telehealth/ui';", ['layer-api']],

  'packages/realtime/src/good.ts': [
    "export { api } from '@telehealth/api';\nexport { contract } from '@telehealth/contract';",
    [],
  ],
  'packages/realtime/src/forms.ts': ["export { forms } from '@telehealth/forms';", ['layer-realtime']],

  'apps/server/src/good.ts': ["export { contract } from '@telehealth/contract';", []],
  'apps/server/src/api.ts': ["export { api } from '@telehealth/api';", ['layer-server']],
  'apps/server/src/ui.ts': ["export { ui } from '@telehealth/ui';", ['layer-server']],

  'apps/web/src/good.ts': [
    packages.map((name) => `export { ${name} } from '@telehealth/${name}';`).join('\n'),
    [],
  ],
  'apps/web/src/deep.ts': ["export { ui } from '@telehealth/ui/src/index';", ['no-deep-imports']],
  'apps/web/src/server.ts': [
    "export { contract } from '../../server/src/good';",
    ['no-app-imports', 'no-reaching-into-workspaces'],
  ],
};

let root;
let violations;

const cruise = (outputType) =>
  spawnSync(depcruise, ['packages', 'apps', '--config', config, '--output-type', outputType], {
    cwd: root,
    encoding: 'utf8',
  });

function write(path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'telehealth-layers-'));
  for (const name of packages) {
    write(
      `packages/${name}/package.json`,
      JSON.stringify({
        name: `@telehealth/${name}`,
        type: 'module',
        exports: { '.': { source: './src/index.ts', import: './dist/index.js' } },
      }),
    );
    write(
      `packages/${name}/src/index.ts`,
      `export const ${name} = '${name}';\nexport type Realtime = string;`,
    );
    mkdirSync(join(root, 'node_modules/@telehealth'), { recursive: true });
    symlinkSync(`../../packages/${name}`, join(root, `node_modules/@telehealth/${name}`));
  }
  for (const name of ['zod', 'react', 'swr']) {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }));
    write(`node_modules/${name}/index.js`, 'module.exports = {};');
  }
  for (const [path, [source]] of Object.entries(cases)) write(path, `${source}\n`);

  const run = cruise('json');
  assert.ok(run.stdout, `depcruise printed nothing: ${run.stderr}`);
  violations = JSON.parse(run.stdout).summary.violations;
});

after(() => rmSync(root, { recursive: true, force: true }));

test('the command of `npm run lint:layers` fails and names the rule', () => {
  const run = cruise('err');
  assert.notEqual(run.status, 0);
  assert.match(run.stdout, /error layer-ui: packages\/ui\/src\/api\.ts → packages\/api\/src\/index\.ts/);
});

for (const [path, [, expected]] of Object.entries(cases)) {
  test(`${path}: ${expected.length ? expected.join(', ') : 'allowed'}`, () => {
    const broken = [...new Set(violations.filter((v) => v.from === path).map((v) => v.rule.name))].sort();
    assert.deepEqual(broken, [...expected].sort());
  });
}
