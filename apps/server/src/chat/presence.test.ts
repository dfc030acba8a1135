import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPresence, serverInstances, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import { createTestDatabase, login, type TestDatabase } from '../test/helpers';
import { createTestServer } from '../test/server';
import { listen, openSocket, type TestSocket } from '../test/ws';
import { PRESENCE_MISSED_BEATS, PresenceRows } from './presence';

// Presence is read back from the rows, not only heard on the bus: here the "other instance" is rows written by
// the test, with no bus at all between it and the app, as for an instance whose events were lost or that died.
const HEARTBEAT_MS = 1_000;

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const ids = { sarah: 0, liam: 0, oliver: 0 };
const sids = { sarah: '', liam: '', oliver: '' };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database, config: { presenceHeartbeatSeconds: HEARTBEAT_MS / 1000 } }));
  baseUrl = await listen(app);
  for (const person of ['sarah', 'liam', 'oliver'] as const) {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, seededAccounts[person]));
    ids[person] = row?.id ?? 0;
    sids[person] = (await login(app, seededAccounts[person])).sid as string;
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await app?.close();
  await database?.dispose();
});

async function connect(person: keyof typeof ids): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, { sid: sids[person], userId: ids[person] });
  sockets.push(socket);
  await socket.next('welcome');
  return socket;
}

async function rowsOf(instanceId: string): Promise<number[]> {
  const rows = await database.db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(eq(chatPresence.instanceId, instanceId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

describe('chat presence in the database', () => {
  it('writes a row per user with a socket, under the instance row, and deletes it with the last socket', async () => {
    const instanceId = app.ctx.bus.nodeId;
    const first = await connect('oliver');
    const second = await connect('oliver');
    await expect.poll(() => rowsOf(instanceId)).toEqual([ids.oliver]);
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowsOf(instanceId)).toEqual([ids.oliver]);
    await second.close();
    await expect.poll(() => rowsOf(instanceId)).toEqual([]);
    const [row] = await database.db.select().from(serverInstances).where(eq(serverInstances.id, instanceId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('shows a user online on another instance from its rows alone, and offline once that instance stops renewing', async () => {
    const sarah = await connect('sarah');
    const other = new PresenceRows(
      database.db,
      'test-instance-that-dies',
      PRESENCE_MISSED_BEATS * HEARTBEAT_MS,
    );
    await other.renew();
    await other.add(ids.liam);
    // No bus event: the app reads the rows back within one heartbeat.
    expect(await sarah.next('presence_update', (p) => p.userId === ids.liam, 3 * HEARTBEAT_MS)).toEqual({
      userId: ids.liam,
      online: true,
    });
    sarah.send('presence_request', { userIds: [ids.liam] });
    expect(await sarah.next('presence_update', (p) => p.userId === ids.liam)).toEqual({
      userId: ids.liam,
      online: true,
    });

    // The other instance dies without a word: its row lapses after PRESENCE_MISSED_BEATS heartbeats, and the
    // next heartbeat of a live instance deletes it with its users' rows.
    const diedAt = Date.now();
    const offline = await sarah.next(
      'presence_update',
      (p) => p.userId === ids.liam,
      (PRESENCE_MISSED_BEATS + 4) * HEARTBEAT_MS,
    );
    expect(offline).toEqual({ userId: ids.liam, online: false });
    // Documented: within PRESENCE_MISSED_BEATS + 1 heartbeats (plus timers running late on a busy machine).
    expect(Date.now() - diedAt).toBeLessThanOrEqual((PRESENCE_MISSED_BEATS + 1) * HEARTBEAT_MS + 1_500);
    await expect.poll(() => rowsOf('test-instance-that-dies')).toEqual([]);
    const left = await database.db
      .select()
      .from(serverInstances)
      .where(eq(serverInstances.id, 'test-instance-that-dies'));
    expect(left).toEqual([]);
    await sarah.close();
  });

  it('writes its rows again when its instance row was taken for gone (it missed its heartbeats)', async () => {
    const instanceId = app.ctx.bus.nodeId;
    const liam = await connect('liam');
    await expect.poll(() => rowsOf(instanceId)).toEqual([ids.liam]);
    // As another instance's reaper would, after this one stalled for three heartbeats.
    await database.db.delete(serverInstances).where(eq(serverInstances.id, instanceId));
    expect(await rowsOf(instanceId)).toEqual([]);
    await expect.poll(() => rowsOf(instanceId), { timeout: 3 * HEARTBEAT_MS }).toEqual([ids.liam]);
    await liam.close();
  });

  it('deletes its instance row and its users’ rows when it shuts down', async () => {
    const { app: other } = await createTestServer({ database });
    const otherUrl = await listen(other);
    const socket = await openSocket(otherUrl, { sid: sids.oliver, userId: ids.oliver });
    await socket.next('welcome');
    const instanceId = other.ctx.bus.nodeId;
    await expect.poll(() => rowsOf(instanceId)).toEqual([ids.oliver]);
    await other.close();
    expect(await rowsOf(instanceId)).toEqual([]);
    expect(
      await database.db.select().from(serverInstances).where(eq(serverInstances.id, instanceId)),
    ).toEqual([]);
  });
});
