import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBus } from '../bus';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase, login, type TestDatabase, testDriver } from '../test/helpers';
import { createTestServer } from '../test/server';
import { listen, openSocket, type TestSocket } from '../test/ws';

// Two server processes on one PostgreSQL database: each has its own pool, its own LISTEN connection and its
// own sockets. PGlite is one process by construction, so this runs on PostgreSQL only.
describe.skipIf(testDriver !== 'postgres')('fan-out between two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let secondPool: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let urlOne: string;
  let urlTwo: string;
  const ids = { liam: 0, sarah: 0, oliver: 0 };
  const sids = { liam: '', sarah: '', oliver: '' };
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const url = database.url as string;
    secondPool = await openDatabase({ kind: 'postgres', url });
    ({ app: one } = await createTestServer({ database, bus: await createPgBus({ url, db: database.db }) }));
    ({ app: two } = await createTestServer({
      database: secondPool,
      bus: await createPgBus({ url, db: secondPool.db }),
    }));
    urlOne = await listen(one);
    urlTwo = await listen(two);
    const emails = {
      liam: 'patient@example.com',
      sarah: 'practitioner@example.com',
      oliver: 'oliver.smith@example.com',
    };
    for (const person of ['liam', 'sarah', 'oliver'] as const) {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, emails[person]));
      ids[person] = row?.id ?? 0;
      sids[person] = (await login(one, emails[person])).sid as string;
    }
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await one?.close();
    await two?.close();
    await secondPool?.close();
    await database?.dispose();
  });

  async function connect(baseUrl: string, person: keyof typeof ids): Promise<TestSocket> {
    const socket = await openSocket(baseUrl, { sid: sids[person], userId: ids[person] });
    sockets.push(socket);
    await socket.next('welcome');
    return socket;
  }

  it('delivers messages, receipts, typing, broadcasts and presence across the two', async () => {
    const sarah = await connect(urlTwo, 'sarah');
    const liam = await connect(urlOne, 'liam');
    // Sarah (server two) learns that her patient Liam came online on server one.
    expect(await sarah.next('presence_update', (p) => p.userId === ids.liam)).toEqual({
      userId: ids.liam,
      online: true,
    });
    const liamOnTwo = await connect(urlTwo, 'liam');

    liam.send('chat_message', { senderId: ids.liam, receiverId: ids.sarah, content: 'From server one' });
    const toSarah = await sarah.next('chat_message');
    expect(toSarah).toMatchObject({ senderId: ids.liam, receiverId: ids.sarah, content: 'From server one' });
    expect(await liam.next('chat_message')).toEqual(toSarah);
    expect(await liamOnTwo.next('chat_message')).toEqual(toSarah);

    // A long message is too big for NOTIFY whole: it travels by id and server two loads it.
    const long = 'é'.repeat(4999);
    sarah.send('chat_message', { senderId: ids.sarah, receiverId: ids.liam, content: long });
    const reply = await liam.next('chat_message', (p) => p.senderId === ids.sarah);
    expect(reply.content).toBe(long);
    expect(await liamOnTwo.next('chat_message', (p) => p.senderId === ids.sarah)).toEqual(reply);

    liam.send('read', { messageId: reply.id, userId: ids.liam });
    expect(await sarah.next('read_receipt')).toMatchObject({ messageId: reply.id, readerId: ids.liam });
    expect(await liamOnTwo.next('read_receipt')).toMatchObject({ messageId: reply.id });

    liam.send('typing', { senderId: ids.liam, receiverId: ids.sarah });
    expect(await sarah.next('typing')).toEqual({ senderId: ids.liam, receiverId: ids.sarah });

    const oliver = await connect(urlOne, 'oliver');
    sarah.send('chat_message', { senderId: ids.sarah, receiverId: null, content: 'To all my patients' });
    expect(await oliver.next('chat_message')).toMatchObject({
      receiverId: null,
      content: 'To all my patients',
    });

    // Liam stays online while one of his sockets is open, on either server.
    await liam.close();
    sarah.send('presence_request', { userIds: [ids.liam] });
    expect(await sarah.next('presence_update', (p) => p.userId === ids.liam)).toEqual({
      userId: ids.liam,
      online: true,
    });
    await liamOnTwo.close();
    expect(await sarah.next('presence_update', (p) => p.userId === ids.liam)).toEqual({
      userId: ids.liam,
      online: false,
    });
  });

  it('knows who is online on the other server when it starts after them', async () => {
    const sarah = await connect(urlTwo, 'sarah');
    const { app: three } = await createTestServer({
      database,
      bus: await createPgBus({ url: database.url as string, db: database.db }),
    });
    try {
      const urlThree = await listen(three);
      const liam = await connect(urlThree, 'liam');
      await sarah.next('presence_update', (p) => p.userId === ids.liam && p.online === true);
      // The other servers answer the newcomer's hello within milliseconds; ask until the answer is in.
      let online = false;
      for (let attempt = 0; attempt < 50 && !online; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        liam.send('presence_request', { userIds: [ids.sarah] });
        const answer = await liam.next('presence_update');
        expect(answer.userId).toBe(ids.sarah);
        online = answer.online === true;
      }
      expect(online).toBe(true);
      await liam.close();
    } finally {
      await three.close();
    }
    await sarah.close();
  });
});
