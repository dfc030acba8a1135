// The server's fences (docs/ARCHITECTURE.md), held by dependency-cruiser through .dependency-cruiser.cjs:
//
//   composition roots (app.ts, main.ts, the other entry points)  ->  features  ->  cross-cutting folders
//
// A feature imports another feature only through that feature's index.ts, and never another feature's routes.ts;
// cross-cutting folders import no feature at all; a routes.ts holds no query (drizzle and the schema are its
// service's). tests/layers/server.test.mjs proves every rule fails on a violation and that every folder of
// apps/server/src is named below, so a new folder needs a decision.

const src = '^apps/server/src/';

/** Features: each owns its routes, rules and tables, and names in index.ts what the others may use. */
const features = {
  address: 'the address lookup behind the address forms',
  'admin-operations':
    "the admin's views and corrections of appointments, assessments, prescriptions, medications",
  'admin-people': "the admin's lists and details of patients, practitioners and staff",
  'appointment-settings': 'how long appointments last and how many run at once',
  articles: 'the articles, their editing and publishing',
  assessments: 'the patient assessments, their review queue and approval',
  audit: 'the tamper-evident audit log and its admin list (every feature records to it)',
  auth: 'sign-in, two-step, sessions and the access guards',
  booking: 'availability, slots, booking, rescheduling, cancelling and the reminders',
  campaigns: 'popups and campaign emails',
  chat: 'conversations, messages, presence and the socket',
  contact: 'the contact form and its uploads',
  consultations: "the consultation room: its window, who may join, its record and the call's ICE servers",
  dashboards: 'the dashboards of each role',
  legal: 'the legal documents',
  patient: "the patient's own dashboard, profile pieces and repeat requests",
  payments: 'checkout, payment methods, invoices and refunds',
  practitioner: "the practitioner's profile, schedule, signature and outcomes",
  prescriptions: 'prescription documents and their PDFs',
  profile: 'profile, password and email verification',
  'promo-codes': 'promo codes and their admin',
  reports: "the admin's reports and their CSV",
  settings: 'company and site settings',
  templates: 'email, SMS and prescription templates and their admin',
  testing: "the admin's test tools: test email, test SMS and the outbox",
};

/** Cross-cutting folders and files: what every feature may use; they import no feature. */
const crossCutting = {
  http: 'endpoint registration, errors, security headers, logging, compression, the SPA',
  db: 'the client, the schema, migrations and the start-up lock',
  delivery: 'email and SMS providers, sending, and the default templates',
  bus: 'events between server processes',
  storage: 'files on disk or S3',
  'rate-limit': 'the rate-limit stores and the route option',
  jobs: 'the job queue',
  crypto: 'password hashing',
  html: 'sanitising HTML',
  pdf: "the worker threads that draw PDFs (the documents are the features')",
  test: 'test support: databases, accounts, servers (it may build the app, never reach into a feature)',
  'config.ts': 'the environment, parsed once',
  'paths.ts': 'where the server, the repository and the assets are',
};

/**
 * Composition roots: they put the features together, so they may import any file of a feature (the seed writes every
 * feature's rows, the PDF threads load the renderers themselves); only app.ts imports a routes.ts, to register it.
 */
const compositionRoots = {
  'app.ts': 'builds the app: registers every feature',
  'main.ts': 'the process: config, database, app, shutdown',
  'context.ts': 'what app.ts decorates the app and each request with',
  seed: 'the start-up order (migrations, defaults) and the demo data: rows of every feature',
  'pdf/worker.ts': "the PDF threads' entry: the renderers of the features that draw PDFs",
  'db/migrate-cli.ts': 'the migrate command: prepares the database as main.ts does',
};

const names = (list) => Object.keys(list).map((name) => name.replace(/[.]/g, '\\.'));
const featurePath = `${src}(${names(features).join('|')})/`;
const rootPath = `${src}(${names(compositionRoots).join('|')})(/|$)`;
const crossCuttingPath = `${src}(${names(crossCutting).join('|')})(/|$)`;
/** Tests drive the real app, so a cross-cutting folder's tests may build it and use a feature's index.ts. */
const testPath = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  {
    name: 'server-cross-cutting-no-features',
    comment:
      'a cross-cutting folder (http, db, delivery, ...) imports no feature: move what it needs into it, or ' +
      'let the composition root pass it in',
    severity: 'error',
    from: { path: crossCuttingPath, pathNot: [rootPath, testPath] },
    to: { path: featurePath },
  },
  {
    name: 'server-cross-cutting-no-composition',
    comment:
      'a cross-cutting folder does not reach the features through a composition root either (test support ' +
      'may build the app)',
    severity: 'error',
    from: { path: crossCuttingPath, pathNot: [rootPath, testPath, `${src}test/`] },
    to: { path: rootPath },
  },
  {
    name: 'server-feature-no-composition',
    comment:
      'a feature does not import a composition root (app.ts, the seed, ...): they import it (tests may use them)',
    severity: 'error',
    from: { path: featurePath, pathNot: testPath },
    to: { path: rootPath },
  },
  {
    name: 'server-feature-through-index',
    comment: "a feature uses another feature only through that feature's index.ts",
    severity: 'error',
    from: { path: `${src}([^/]+)`, pathNot: rootPath },
    to: { path: featurePath, pathNot: [`${src}$1/`, `${featurePath}index\\.ts$`] },
  },
  {
    name: 'server-no-routes-imports',
    comment: "only app.ts registers a feature's routes: nothing else imports another folder's routes",
    severity: 'error',
    from: { path: `${src}([^/]+)`, pathNot: `${src}app\\.ts$` },
    to: { path: `${featurePath}.*routes\\.ts$`, pathNot: `${src}$1/` },
  },
  {
    name: 'server-no-sql-in-routes',
    comment:
      "a routes.ts maps requests to its feature's service: the queries live in the service, not beside the routes",
    severity: 'error',
    from: { path: `${src}.*routes\\.ts$` },
    to: { path: ['(^|/)node_modules/drizzle-orm/', `${src}db/schema`] },
  },
];

module.exports = { serverRules, features, crossCutting, compositionRoots };
