// The layers of STYLE.md, held by dependency-cruiser (`npm run lint:layers`, a step of `npm test`):
//
//   contract  <-  ui, forms, api, realtime  <-  apps
//
// contract imports no other package and nothing but zod; ui never imports api (nor forms or realtime);
// forms uses contract and ui and never fetches; api uses contract; realtime uses contract and api (it reads
// history and unread counts over HTTP through api's client; api never imports realtime); the server imports
// only contract. Nothing imports an app, and nobody reaches into another workspace's files: only the entry
// points its package.json `exports` lists. tests/layers/rules.test.mjs proves every rule fails on a violation.
//
// Paths are resolved first (the `source` export condition maps @telehealth/x to packages/x/src), so a relative
// path into a sibling package, a re-export and a type-only import all count.

const { serverRules } = require('./tooling/layers/server.cjs');

const npmTypes = ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** A package may use the workspaces named here besides itself, and no other. */
const packageLayers = [
  ['contract', [], 'contract is the bottom layer: it imports no other package'],
  ['ui', ['contract'], 'ui knows nothing of telehealth: never api, forms or realtime'],
  ['forms', ['contract', 'ui'], 'forms never fetch: contract and ui only, never api or realtime'],
  ['api', ['contract'], 'api uses contract only (realtime builds on api, never the other way)'],
  ['realtime', ['contract', 'api'], 'realtime uses contract and api only'],
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...serverRules,
    ...packageLayers.map(([name, allowed, comment]) => ({
      name: `layer-${name}`,
      comment,
      severity: 'error',
      from: { path: `^packages/${name}/` },
      to: { path: '^(packages|apps)/', pathNot: `^packages/(${[name, ...allowed].join('|')})/` },
    })),
    {
      name: 'layer-server',
      comment: 'the server imports only contract from the packages',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^packages/', pathNot: '^packages/contract/' },
    },
    {
      name: 'contract-pure',
      comment:
        'contract holds schemas and pure rules only: zod, libphonenumber-js (metadata and parsing, no I/O) and ' +
        'validate-medicare-number (a check digit), ' +
        'nothing with React or I/O (tests may use vitest)',
      severity: 'error',
      from: { path: '^packages/contract/', pathNot: '\\.test\\.ts$|^packages/contract/[^/]+\\.config\\.ts$' },
      to: {
        dependencyTypes: [...npmTypes, 'core'],
        pathNot: '(^|/)node_modules/(zod|libphonenumber-js|validate-medicare-number)/',
      },
    },
    {
      name: 'forms-no-fetching',
      comment: 'a form takes defaultValues and onSubmit; it never fetches',
      severity: 'error',
      from: { path: '^packages/forms/' },
      to: { path: '(^|/)node_modules/(swr|ws|socket\\.io-client)/' },
    },
    {
      name: 'no-app-imports',
      comment: 'apps sit on top: no package and no other app imports an app',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$2/' },
    },
    {
      name: 'no-reaching-into-workspaces',
      comment: 'import another workspace by its package name, never by a relative path into its files',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'no-deep-imports',
      comment:
        "only what a package's `exports` lists: @telehealth/x/src/... does not resolve, so it is refused",
      severity: 'error',
      from: {},
      // The stylesheet is built, so it resolves only after `npm run build`; it is a documented export.
      to: { couldNotResolve: true, path: '^@telehealth/', pathNot: '^@telehealth/ui/styles\\.css$' },
    },
    ...require('./tooling/layers/web.cjs'),
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: '(^|/)(dist|storybook-static|coverage|\\.turbo)/|^tests/\\.consumer-',
    },
    // Type-only imports are dependencies too: a type from api in ui still ties ui to api.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
