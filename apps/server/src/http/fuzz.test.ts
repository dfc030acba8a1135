import {
  buildPath,
  type Endpoint,
  endpoints,
  nulCharacterMessage,
  pathParamNames,
} from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { multipart } from '../test/admin-tools';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

/**
 * Malformed requests to every endpoint of the table, as every role: none may answer 5xx or write anything.
 * Seeded (FUZZ_SEED to replay a failure): each failure names its seed, endpoint, role and case.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES_PER_ENDPOINT = 22;

/** mulberry32: a tiny seeded generator, so a run can be replayed exactly. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof generator>;

/** The field names of an object schema, through optional/default/pipe wrappers. */
function shapeKeys(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
  for (let depth = 0; current && depth < 6; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current.def ?? {};
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

function deepNesting(depth: number): unknown {
  let value: unknown = 'x';
  for (let index = 0; index < depth; index++) value = index % 2 ? [value] : { a: value };
  return value;
}

const wrongValues = (random: Random): unknown[] => [
  random.int(1_000_000) - 500_000,
  Number.MAX_SAFE_INTEGER,
  -0.5,
  true,
  null,
  [],
  ['x', 1],
  {},
  { nested: { deeper: 'x' } },
  'x'.repeat(100_000 + random.int(50_000)),
  `text\u0000${random.int(1000)}`,
  '\u0000',
  '\ud800 lone surrogate',
  '__proto__',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '9'.repeat(40),
  '',
  '   ',
  deepNesting(64),
];

const malformedPathValues = [
  '%00',
  '-1',
  '0',
  '1.5',
  'abc',
  '9'.repeat(30),
  '%E0%A4%A',
  '__proto__',
  'a%00b',
];

interface FuzzCase {
  label: string;
  options: Omit<InjectOptions, 'cookies'>;
}

/** At least CASES_PER_ENDPOINT malformed requests for one endpoint. */
function casesFor(endpoint: Endpoint, random: Random): FuzzCase[] {
  const params = pathParamNames(endpoint.path);
  const samplePath = (malformed: boolean) =>
    buildPath(
      endpoint.path,
      Object.fromEntries(params.map((name) => [name, malformed ? random.pick(malformedPathValues) : '1'])),
    ).replaceAll('%25', '%');
  const queries = ['', '?t=%00', '?type=__proto__&inline=%00', `?email=${'a'.repeat(5000)}`, '?a[b]=1&a=2'];
  const keys = shapeKeys((endpoint as { body?: z.ZodType }).body);
  const hasBody = 'body' in endpoint && endpoint.body !== undefined;
  const cases: FuzzCase[] = [];
  const url = () => samplePath(params.length > 0 && random.next() < 0.3) + random.pick(queries);

  if (!hasBody) {
    // No body to break: break the path and the query. A bodiless write (logout, activate) is only sent with a
    // malformed path, and not at all when it has no path parameter to break.
    if (endpoint.method !== 'GET' && params.length === 0) return [];
    for (let index = 0; index < CASES_PER_ENDPOINT; index++) {
      const malformedPath = endpoint.method !== 'GET' || random.next() < 0.6;
      cases.push({
        label: `path/query ${index}`,
        options: {
          method: endpoint.method,
          url: (params.length ? samplePath(malformedPath) : endpoint.path) + random.pick(queries),
        },
      });
    }
    return cases;
  }

  const json = (label: string, payload: string) =>
    cases.push({
      label,
      options: {
        method: endpoint.method,
        url: url(),
        headers: { 'content-type': 'application/json' },
        payload,
      },
    });
  json('bad JSON', '{"a":');
  json('bad JSON, trailing garbage', '{"a":1}}');
  json('null', 'null');
  json('array', '[]');
  json('number', '42');
  json('string', '"x"');
  json('__proto__', '{"__proto__":{"isAdmin":true,"role":"admin"}}');
  json('constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}');
  json('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`);
  json('NUL in JSON', '{"a":"\\u0000"}');
  cases.push({
    label: 'bad multipart',
    options: {
      method: endpoint.method,
      url: url(),
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--z',
    },
  });
  cases.push({
    label: 'multipart without boundary',
    options: {
      method: endpoint.method,
      url: url(),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    },
  });
  cases.push({
    label: 'urlencoded',
    options: {
      method: endpoint.method,
      url: url(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    },
  });
  // Field by field: every known field wrong in its own way, the others wrong too (so nothing valid slips in).
  while (cases.length < CASES_PER_ENDPOINT + Math.min(keys.length, 10)) {
    const body: Record<string, unknown> = {};
    for (const key of keys.length ? keys : ['field']) body[key] = random.pick(wrongValues(random));
    const label = `wrong types ${cases.length}`;
    if ((endpoint as { bodyFormat?: string }).bodyFormat === 'multipart' && random.next() < 0.5) {
      const boundary = `fz${random.int(1e9)}`;
      const parts = Object.entries(body).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      );
      cases.push({
        label: `${label} (multipart)`,
        options: {
          method: endpoint.method,
          url: url(),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `${parts.join('')}--${boundary}--\r\n`,
        },
      });
    } else {
      json(label, JSON.stringify(body));
    }
  }
  return cases;
}

/** Tables whose rows may change on a refused request by design: attempts counted and the audit trail. */
// The presence heartbeat renews its instance row whatever the requests (chat/presence.ts).
const writableByRefusals = new Set(['rate_limits', 'audit_log', 'server_instances', 'chat_presence']);
/** Columns a read may fill by design: an invoice's first download stores it (payments/invoice-file.ts). */
const writtenByReads: Record<string, string[]> = { payments: ['invoice_pdf_key'] };

async function tableChecksums(h: TestServer<Role>): Promise<Record<string, string>> {
  const db = h.database.db;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (writableByRefusals.has(name)) continue;
    const skipped = writtenByReads[name];
    const row = skipped
      ? `(to_jsonb(t) - array[${skipped.map((column) => `'${column}'`).join(', ')}])::text`
      : 't::text';
    const result = (await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as h from "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    const [sum] = result.rows;
    sums[name] = `${sum?.n}:${sum?.h}`;
  }
  return sums;
}

let h: TestServer<Role>;
beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe(`fuzzing every endpoint of the table (seed ${seed})`, () => {
  it('answers malformed requests from every role without a 5xx and without writing anything', async () => {
    const before = await tableChecksums(h);
    const random = generator(seed);
    const failures: string[] = [];
    const asRoles: (Role | null)[] = [null, 'patient', 'practitioner', 'writer', 'admin'];
    let sent = 0;
    let ip = 0;
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const cases = casesFor(endpoint, random);
      for (const role of asRoles) {
        for (const fuzz of cases) {
          ip++;
          const response = await h.as(role, {
            ...fuzz.options,
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
          } as InjectOptions);
          sent++;
          if (response.statusCode >= 500) {
            failures.push(
              `${endpoint.name} as ${role ?? 'anonymous'}, ${fuzz.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures, `replay with FUZZ_SEED=${seed}`).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await tableChecksums(h)).toEqual(before);
  }, 120_000);
});

describe('a NUL byte in an otherwise valid request', () => {
  it.each([
    [
      'sign-up',
      null,
      { method: 'POST', url: endpoints.register.path },
      {
        firstName: 'Nul\u0000',
        lastName: 'Byte',
        email: 'nul@example.com',
        phone: '0412 345 678',
        password: 'Telehealth#2026',
      },
      'firstName',
    ],
    [
      'a legal document',
      'admin',
      { method: 'POST', url: endpoints.createLegalDocument.path },
      { title: 'Terms', content: '<p>nul\u0000</p>', isActive: false },
      'content',
    ],
    [
      'the test SMS',
      'admin',
      { method: 'POST', url: endpoints.sendTestSms.path },
      { phoneNumber: '0412 345 678', patientName: 'Nul\u0000' },
      'patientName',
    ],
  ] as const)(
    'is refused in %s with a 400 naming the field',
    async (_name, role, request, payload, field) => {
      const before = await tableChecksums(h);
      const response = await h.as(role, {
        ...request,
        payload,
        remoteAddress: '10.250.0.1',
      } as InjectOptions);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: nulCharacterMessage, field });
      expect(await tableChecksums(h)).toEqual(before);
    },
  );

  it('is refused in a contact message with a 400 naming the field', async () => {
    const before = await tableChecksums(h);
    const response = await h.as(null, {
      method: 'POST',
      url: endpoints.submitContactForm.path,
      remoteAddress: '10.250.0.2',
      ...multipart({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '0412 345 678',
        type: 'General Inquiry',
        category: 'Orders',
        subject: 'Hello',
        message: 'Nul\u0000 here',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: nulCharacterMessage, field: 'message' });
    expect(await tableChecksums(h)).toEqual(before);
  });
});
