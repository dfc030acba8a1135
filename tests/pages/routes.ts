// Every built route of the SPA, with the role whose frame it sits in, read from the router itself: the route
// objects of apps/web/src/router.tsx (parsed, since it cannot run outside a bundler) and the area tables of
// apps/web/src/routes/table.ts (imported). A route a later issue adds to either is captured without a change
// here; a new path parameter needs a seeded id below, and the run says so.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as areaTables from '../../apps/web/src/routes/table';

/** Who visits a page: nobody signed in, or one of the demo accounts. */
export type Role = 'anonymous' | 'patient' | 'admin' | 'practitioner' | 'writer';

export interface PageRoute {
  /** The route's path as the router declares it, e.g. `/admin/patients/:id` or `*`. */
  pattern: string;
  /** The address visited (with its query, if any): parameters replaced by seeded ids. */
  path: string;
  role: Role;
  /** A file-name-safe name, e.g. `admin-patients-id`. */
  name: string;
}

/** The guard's access group decides the account that can see a page. */
const roleOfGroup: Record<string, Role> = {
  signedIn: 'patient',
  admin: 'admin',
  practitioner: 'practitioner',
  contentWriter: 'writer',
};

/** Ids of the demo seed (a fresh database numbers rows in insertion order; see apps/server/src/db/seed.ts). */
const seededParams: Record<string, string> = {
  slugOrId: 'understanding-erectile-dysfunction',
  // The demo patient's own ED assessment awaiting review (the 20th seeded: 18 of every type and status, then
  // their approved one), assigned to Dr Sarah Chen.
  assessmentId: '20',
  practitionerId: '1',
  medicationId: '1',
  variantId: '1',
  // The demo patient's first visit with Dr Sarah Chen, completed: its room answers 'This consultation has ended.'
  // whatever the clock (the server's is real, not the seed's pinned one), so the baseline shows that refusal.
  appointmentId: '1',
};
/** `:id` names the row of the segment before it (the word before `/edit/:id` for edits). */
const seededIdAfter: Record<string, string> = {
  assessments: '20',
  practitioners: '1',
  patients: '6', // Liam Nguyen, patient@example.com
  prescriptions: '1',
  'add-variant': '1', // a medication
  'edit-variant': '1', // a variant
  'edit-article': '1',
};
/**
 * Routes whose visit changes the data, captured after every other (none today: opening `/ed-assessment` no longer
 * makes a draft, see docs/product/assessments.md).
 */
const capturedLast: string[] = [];

/** The catch-all route is visited at an address nothing else matches. */
const notFoundPath = '/this-page-does-not-exist';

/** Routes whose parameter needs a row of another kind than the default above. */
const seededPaths: Record<string, string> = {
  // The demo patient's weight loss assessment, submitted and not yet paid (the 21st seeded).
  '/checkout/:assessmentId': '/checkout/21',
};

function withSeededIds(pattern: string): string {
  if (pattern === '*') return notFoundPath;
  const seeded = seededPaths[pattern];
  if (seeded) return seeded;
  const segments = pattern.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const before = segments[index - 1] === 'edit' ? segments[index - 2] : segments[index - 1];
      const value = name === 'id' ? seededIdAfter[before ?? ''] : seededParams[name];
      if (!value)
        throw new Error(`No seeded id for :${name} in ${pattern}: add one to tests/pages/routes.ts`);
      return value;
    })
    .join('/');
}

function nameOf(pattern: string): string {
  if (pattern === '/') return 'home';
  if (pattern === '*') return 'not-found';
  return pattern.replace(/[/:]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
}

const routerFile = fileURLToPath(new URL('../../apps/web/src/router.tsx', import.meta.url));

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const entry of node.properties) {
    if (ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === name)
      return entry.initializer;
  }
  return undefined;
}

/** `<RequireAccess group="admin" />` gives its access group; any other element gives none. */
function guardGroup(element: ts.Expression | undefined): string | undefined {
  if (!element || !ts.isJsxSelfClosingElement(element)) return undefined;
  if (element.tagName.getText() !== 'RequireAccess') return undefined;
  for (const attribute of element.attributes.properties) {
    if (
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === 'group' &&
      attribute.initializer &&
      ts.isStringLiteral(attribute.initializer)
    )
      return attribute.initializer.text;
  }
  throw new Error('A RequireAccess guard in router.tsx has no literal group');
}

/** Walks the route objects of `routes`, carrying the nearest guard's group down to every path. */
function collect(list: ts.ArrayLiteralExpression, group: string | undefined, out: [string, string?][]) {
  for (const item of list.elements) {
    if (ts.isSpreadElement(item)) collectTable(item.expression, group, out);
    else if (ts.isObjectLiteralExpression(item)) {
      const ownGroup = guardGroup(property(item, 'element')) ?? group;
      const path = property(item, 'path');
      if (path && ts.isStringLiteral(path)) out.push([path.text, ownGroup]);
      const children = property(item, 'children');
      if (children && ts.isArrayLiteralExpression(children)) collect(children, ownGroup, out);
      else if (children) collectTable(children, ownGroup, out);
    } else throw new Error(`Unexpected route entry in router.tsx: ${item.getText()}`);
  }
}

/** A spread table of table.ts (`...someTable(adminAreaRoutes)`), or children: its paths, in the frame where it stands. */
function collectTable(call: ts.Expression, group: string | undefined, out: [string, string?][]) {
  const table = ts.isCallExpression(call) ? call.arguments[0] : undefined;
  const rows = table && ts.isIdentifier(table) ? (areaTables as Record<string, unknown>)[table.text] : null;
  if (!Array.isArray(rows)) throw new Error(`router.tsx uses ${call.getText()}, not a table of table.ts`);
  for (const row of rows as { path: string }[]) out.push([row.path, group]);
}

/**
 * States of a route that its address alone does not show, captured as well. Each must leave the data as it
 * found it: the demo patient has no unread message from Dr Chen (user 2), so opening that conversation marks
 * nothing read.
 */
export const extraCaptures: readonly PageRoute[] = [
  {
    pattern: '/dashboard/messages?with=:practitionerUserId',
    path: '/dashboard/messages?with=2',
    role: 'patient',
    name: 'dashboard-messages-open-conversation',
  },
];

/**
 * The tag of a page that shows who is online (the conversations, with their presence badges). Those pages are
 * captured and audited in a project of their own (playwright.pages.config.ts), one at a time after every other
 * page: the captures of other pages run on two workers, and a page signed in as a conversation's other member,
 * open in the other worker, would show as Online.
 */
export const presenceTag = '@presence';

/**
 * The tag of a page that lists what the other captures do (the audit trail: the sign-ins, the health records
 * opened). It is captured and audited alone, after the sign-ins and before every other page, whose visits on two
 * workers would land in it in an order of their own.
 */
export const firstTag = '@first';

export function showsPresence(route: PageRoute): boolean {
  return /\/messag(es|ing)(\?|\/|$)/.test(route.path);
}

export function showsAuditTrail(route: PageRoute): boolean {
  return route.path === '/admin/audit' || route.path.startsWith('/admin/audit?');
}

/** The test details of a route's captures and audit: the tag of the project that runs them alone, if any. */
export function detailsOf(route: PageRoute): { tag?: string } {
  if (showsPresence(route)) return { tag: presenceTag };
  if (showsAuditTrail(route)) return { tag: firstTag };
  return {};
}

export function builtRoutes(): PageRoute[] {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let routes: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      routes = node.initializer;
    else node.forEachChild(find);
  });
  if (!routes) throw new Error('apps/web/src/router.tsx no longer declares `const routes = [...]`');

  const found: [string, string?][] = [];
  collect(routes, undefined, found);
  // Pages whose visit writes come last, so that no other capture shows what they wrote.
  found.sort(([a], [b]) => Number(capturedLast.includes(a)) - Number(capturedLast.includes(b)));
  const seen = new Set<string>();
  return found.flatMap(([pattern, group]) => {
    if (seen.has(pattern)) return [];
    seen.add(pattern);
    const role = group ? roleOfGroup[group] : 'anonymous';
    if (!role) throw new Error(`No demo account for the access group ${group} (route ${pattern})`);
    return [{ pattern, path: withSeededIds(pattern), role, name: nameOf(pattern) }];
  });
}
