import { socketCloseCodes } from '@telehealth/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBus } from '../bus';
import { type Database, openDatabase } from '../db/client';
import { messages, users } from '../db/schema';
import { createTestDatabase, login, SESSION_COOKIE, type TestDatabase, testDriver } from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';
import { listen, openSocket, type TestSocket } from '../test/ws';

const emails = { liam: 'patient@example.com', sarah: 'practitioner@example.com' };

async function idOf(db: Database['db'], email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
}

async function storedMessages(db: Database['db'], content: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.content, content));
  return row?.n ?? 0;
}

/**
 * Signs out on `signOutOn` while a socket of the same session is open on `socketOn`: the socket closes with 1008
 * at once (the heartbeat is an hour here, so only the bus can close it) and what it sends meanwhile is not stored.
 */
async function expectSocketEndsWithSession(
  database: Database,
  signOutOn: FastifyInstance,
  socketOn: string,
): Promise<void> {
  const liam = await idOf(database.db, emails.liam);
  const sarah = await idOf(database.db, emails.sarah);
  const { sid } = await login(signOutOn, emails.liam);
  const socket: TestSocket = await openSocket(socketOn, { sid: sid as string, userId: liam });
  await socket.next('welcome');
  // A second session of the same user keeps its socket: only the ended session's sockets close.
  const { sid: otherSid } = await login(signOutOn, emails.liam);
  const other = await openSocket(socketOn, { sid: otherSid as string, userId: liam });
  await other.next('welcome');

  const started = Date.now();
  const logout = await signOutOn.inject({
    method: 'POST',
    url: '/api/auth/logout',
    cookies: { [SESSION_COOKIE]: sid as string },
  });
  expect(logout.statusCode).toBe(200);
  const content = `after sign-out ${Math.random()}`;
  socket.send('chat_message', { senderId: liam, receiverId: sarah, content });
  const closed = await socket.closed;
  expect(closed.code).toBe(socketCloseCodes.policyViolation);
  expect(Date.now() - started).toBeLessThan(2_000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await storedMessages(database.db, content)).toBe(0);

  // The other session's socket still works.
  other.send('chat_message', { senderId: liam, receiverId: sarah, content: `${content} (kept)` });
  await other.next('chat_message');
  expect(await storedMessages(database.db, `${content} (kept)`)).toBe(1);
  await other.close();
}

describe('a session that ends closes its sockets at once', () => {
  let server: TestServer;
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    server = await createTestServer({ chatHeartbeatMs: 3_600_000 });
    ({ app, database } = server);
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('on sign-out, with 1008, storing nothing it sent after', async () => {
    await expectSocketEndsWithSession(database, app, baseUrl);
  });

  it('stores nothing from a socket whose session was deleted without a bus event', async () => {
    const liam = await idOf(database.db, emails.liam);
    const sarah = await idOf(database.db, emails.sarah);
    const { sid } = await login(app, emails.liam);
    const socket = await openSocket(baseUrl, { sid: sid as string, userId: liam });
    await socket.next('welcome');
    // As another process would leave it while its NOTIFY is still on the way.
    const { sessions } = await import('../db/schema');
    await database.db.delete(sessions).where(eq(sessions.userId, liam));
    const content = `raced ${Math.random()}`;
    socket.send('chat_message', { senderId: liam, receiverId: sarah, content });
    expect((await socket.closed).code).toBe(socketCloseCodes.policyViolation);
    expect(await storedMessages(database.db, content)).toBe(0);
  });
});

describe.skipIf(testDriver !== 'postgres')('on two servers sharing PostgreSQL', () => {
  let database: TestDatabase;
  let secondPool: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let urlTwo: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const url = database.url as string;
    secondPool = await openDatabase({ kind: 'postgres', url });
    ({ app: one } = await createTestServer({
      database,
      bus: await createPgBus({ url, db: database.db }),
      chatHeartbeatMs: 3_600_000,
    }));
    ({ app: two } = await createTestServer({
      database: secondPool,
      bus: await createPgBus({ url, db: secondPool.db }),
      chatHeartbeatMs: 3_600_000,
    }));
    await listen(one);
    urlTwo = await listen(two);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondPool?.close();
    await database?.dispose();
  });

  it('a sign-out on one closes the socket on the other with 1008 at once', async () => {
    await expectSocketEndsWithSession(database, one, urlTwo);
  });
});
