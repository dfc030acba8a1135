import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverMessages } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { multipart, tinyPdf } from '../test/admin-tools';
import {
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from '../test/helpers';
import { listen, openSocket } from '../test/ws';
import { loggerOptions, scrubLogObject, serializeError } from './log';

/** Values that must never reach a log line, whatever fails. */
const markers = {
  email: 'leak.marker.7f3a@example.org',
  phone: '0499 733 118',
  phoneDigits: '499733118',
  message: 'MARKER-MESSAGE-TEXT-c41d',
  password: 'MarkerPass#99x1',
  hash: '$argon2id$',
  token: 'MARKERTOKENmarkertoken0123456789abcdefghijk',
  fileName: 'marker-scan-b7e2.pdf',
  name: 'Markername Qzxv',
};

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'telehealth-log-test-'));
  app = await buildApp({
    config: testConfig({ dataDir }),
    db: database.db,
    now: testClock().now,
    logger: loggerOptions('trace', { write: (line: string) => lines.push(line) }),
  });
  // A query that fails inside PostgreSQL with the personal data among its parameters, as any route's would.
  app.post('/api/test-db-failure', async () => {
    await database.db.execute(sql`select ${markers.email}::int, ${markers.message}::int`);
    return {};
  });
  app.post('/api/test-db-insert-failure', async () => {
    await database.db.insert(users).values({
      email: markers.email,
      firstName: `${markers.name}\u0000`,
      lastName: markers.message,
      passwordHash: `${markers.hash}v=19$secret`,
      role: 'patient',
    } as typeof users.$inferInsert);
    return {};
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function expectNoMarkers() {
  const text = lines.join('\n');
  for (const [name, value] of Object.entries(markers)) {
    expect(text.includes(value), `the log holds the planted ${name}`).toBe(false);
  }
  expect(text.toLowerCase()).not.toContain(markers.email.toLowerCase());
}

describe('the log', () => {
  it('holds no personal data or secret when requests fail in every way we can reach', async () => {
    const ip = (n: number) => `10.77.0.${n}`;
    const markerFields = {
      name: `${markers.name}\u0000`,
      email: markers.email,
      phone: markers.phone,
      type: 'General Inquiry',
      category: 'Orders',
      subject: markers.message,
      message: `${markers.message}\u0000`,
    };
    // Database errors whose parameters hold the markers.
    // Class 22 (data exception) is the caller's bad value: 400, never 500.
    const dataException = await app.inject({ method: 'POST', url: '/api/test-db-failure' });
    expect(dataException.statusCode).toBe(400);
    expect(dataException.json()).toEqual({
      message: serverMessages.invalidValue,
      errorType: 'validation',
    });
    await app.inject({ method: 'POST', url: '/api/test-db-insert-failure' });
    // A contact message with a NUL byte, with and without an attachment named with a marker.
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip(1),
      ...multipart(markerFields),
    });
    await app.inject({
      method: 'POST',
      url: `/api/contact?email=${encodeURIComponent(markers.email)}`,
      remoteAddress: ip(2),
      ...multipart({ ...markerFields, name: markers.name, message: markers.message }, [
        { name: markers.fileName, content: tinyPdf, type: 'application/pdf' },
        { name: `x-${markers.fileName}.exe`, content: Buffer.from('MZ not a pdf'), type: 'application/pdf' },
      ]),
    });
    // A malformed multipart body: a 400 without an error-level line.
    const linesBefore = lines.length;
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip(3),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: `--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${markers.email}\r\n--xy`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: serverMessages.malformedMultipart });
    expect(lines.slice(linesBefore).filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    // Sign-up with a NUL byte and the password.
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip(4),
      payload: {
        firstName: `${markers.name}\u0000`,
        lastName: 'Lee',
        email: markers.email,
        phone: '0412 345 678',
        password: markers.password,
      },
    });
    // Sign-in: wrong password, bad JSON, a forged session token in cookie, header and query.
    await login(app, markers.email, markers.password, ip(5));
    await login(app, 'patient@example.com', markers.password, ip(5));
    await app.inject({
      method: 'POST',
      url: `/api/auth/login?token=${markers.token}`,
      remoteAddress: ip(6),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${markers.token}` },
      cookies: { [SESSION_COOKIE]: markers.token },
      payload: `{"email":"${markers.email}","password":"${markers.password}"`,
    });
    // Validation refusals quoting the input.
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip(7),
      payload: { email: markers.phone, password: { value: markers.password } },
    });
    // Chat: a message with a NUL byte, and one to someone the sender may not write to.
    const signedIn = await login(app, 'patient@example.com', DEMO_PASSWORD, ip(8));
    const userResponse = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: signedIn.sid ?? '' },
    });
    const me = userResponse.json() as { id: number };
    const baseUrl = await listen(app);
    const socket = await openSocket(baseUrl, { sid: signedIn.sid ?? '', userId: me.id });
    socket.send('chat_message', { senderId: me.id, receiverId: 2, content: `${markers.message}\u0000` });
    socket.send('chat_message', { senderId: me.id, receiverId: 999_999, content: markers.message });
    socket.send('chat_message', { senderId: me.id + 1, receiverId: 2, content: markers.phone });
    socket.sendRaw(`{"type":"chat_message","payload":{"content":"${markers.message}"`);
    // Each of the four frames is refused with an error of its own: once the fourth is in, none is still handled.
    for (let frame = 0; frame < 4; frame++) await socket.next('error');
    await socket.close();

    // The log did record the failures, just not their data.
    expectNoMarkers();
    expect(lines.some((line) => JSON.parse(line).level >= 40)).toBe(true);
    expect(lines.join('\n')).toContain('"code":"22P02"');
  }, 30_000);

  it('holds no personal data when the database is down', async () => {
    const down = await createTestDatabase({ seed: false });
    const outage: string[] = [];
    const broken = await buildApp({
      config: testConfig(),
      db: down.db,
      logger: loggerOptions('trace', { write: (line: string) => outage.push(line) }),
    });
    await broken.ready();
    await down.dispose();
    try {
      const response = await login(broken, markers.email, markers.password, '10.77.1.1');
      // 503 on PostgreSQL (a connection error); a closed PGlite fails inside the engine instead (500).
      expect(response.response.statusCode).toBeGreaterThanOrEqual(500);
      const text = outage.join('\n');
      expect(text).not.toContain(markers.email);
      expect(text).not.toContain(markers.password);
    } finally {
      await broken.close();
    }
  });
});

describe('the log serializers', () => {
  it('keep a database error to its SQLSTATE, dropping message, params, query and detail', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${markers.email}"`), {
      code: '22P02',
      severity: 'ERROR',
      detail: `Key (email)=(${markers.email})`,
      routine: 'pg_strtoint32',
    });
    const wrapped = Object.assign(new Error(`Failed query: select $1\nparams: ${markers.email}`), {
      query: 'select $1',
      params: [markers.email],
      cause,
    });
    const text = JSON.stringify(serializeError(wrapped));
    expect(text).toContain('22P02');
    expect(text).not.toContain(markers.email);
    expect(text).not.toContain('select $1');
  });

  it('drop secret-named and payload fields at any depth, but keep error codes', () => {
    const scrubbed = scrubLogObject({
      userId: 7,
      code: '23505',
      nested: { password: markers.password, apiKey: 'k', otp: '123456', body: { email: markers.email } },
      headers: { cookie: `${SESSION_COOKIE}=${markers.token}` },
      sessionToken: markers.token,
      attempts: [{ code: '654321', phone: markers.phone }],
    });
    expect(scrubbed).toEqual({ userId: 7, code: '23505', nested: {}, attempts: [{}] });
  });
});
