import { chatLimits, chatMessage, chatMessages, chatSocketMessages, routes } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../db/schema';
import { type SeededPerson, seededAccounts } from '../test/accounts';
import { createTestDatabase, login, SESSION_COOKIE, type TestDatabase, testClock } from '../test/helpers';
import { createTestServer } from '../test/server';
import { listen, openSocket, refusedUpgrade, type TestSocket } from '../test/ws';

const accounts = seededAccounts;
type Person = SeededPerson;

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const clock = testClock();
const ids = {} as Record<Person, number>;
const sids = {} as Record<Person, string>;
const open: TestSocket[] = [];

async function connect(person: Person, extra: { origin?: string } = {}): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, { sid: sids[person], userId: ids[person], ...extra });
  open.push(socket);
  await socket.next('welcome');
  return socket;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ({ app } = await createTestServer({ database, clock }));
  baseUrl = await listen(app);
  for (const [person, email] of Object.entries(accounts) as [Person, string][]) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} is not seeded`);
    ids[person] = row.id;
    const { sid } = await login(app, email);
    if (!sid) throw new Error(`${email} could not sign in`);
    sids[person] = sid;
  }
});

afterAll(async () => {
  for (const socket of open) socket.ws.terminate();
  await app?.close();
  await database?.dispose();
});

describe('the upgrade', () => {
  it('is refused without a session cookie (401)', async () => {
    expect(await refusedUpgrade(baseUrl, { userId: 1 })).toEqual({
      status: 401,
      body: { message: 'Not authenticated' },
    });
    expect(await refusedUpgrade(baseUrl, { userId: 1, sid: 'x'.repeat(43) })).toMatchObject({ status: 401 });
  });

  it("is refused when userId is not the session's user (403) or missing (400)", async () => {
    expect(await refusedUpgrade(baseUrl, { sid: sids.liam, userId: ids.sarah })).toEqual({
      status: 403,
      body: { message: chatSocketMessages.userMismatch, errorType: 'forbidden', field: 'userId' },
    });
    expect(await refusedUpgrade(baseUrl, { sid: sids.liam })).toMatchObject({
      status: 400,
      body: { field: 'userId', errorType: 'validation' },
    });
    expect(await refusedUpgrade(baseUrl, { sid: sids.liam, userId: '1e3' })).toMatchObject({ status: 400 });
  });

  it('is refused from a foreign Origin (403) and accepted from its own', async () => {
    expect(
      await refusedUpgrade(baseUrl, { sid: sids.liam, userId: ids.liam, origin: 'https://evil.example' }),
    ).toEqual({ status: 403, body: { message: 'Cross-site request refused', errorType: 'cross_site' } });
    const socket = await connect('liam', { origin: baseUrl });
    await socket.close();
  });

  it('welcomes with the user id and server time, and answers ping with pong', async () => {
    const socket = await openSocket(baseUrl, { sid: sids.oliver, userId: ids.oliver });
    open.push(socket);
    expect(await socket.next('welcome')).toEqual({
      userId: ids.oliver,
      serverTime: clock.now().toISOString(),
    });
    socket.send('ping', { timestamp: 1234 });
    expect(await socket.next('pong')).toEqual({ timestamp: 1234 });
    await socket.close();
  });

  it('closes with 1009 on a frame over 64 KiB', async () => {
    const socket = await connect('liam');
    socket.sendRaw('x'.repeat(chatLimits.maxFrameBytes + 1));
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('malformed frames', () => {
  it('answer an error envelope each and keep the socket open', async () => {
    const socket = await connect('liam');
    const malformed = { message: chatSocketMessages.malformedFrame, errorType: 'validation' };
    socket.sendRaw('not json');
    expect(await socket.next('error')).toEqual(malformed);
    socket.sendRaw('{"payload":{}}');
    expect(await socket.next('error')).toEqual(malformed);
    socket.sendRaw('[1,2]');
    expect(await socket.next('error')).toEqual(malformed);
    socket.sendRaw(Buffer.from([1, 2, 3]));
    socket.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect(await socket.next('error')).toEqual(malformed);
    expect(await socket.next('error')).toEqual(malformed);
    socket.send('fly', {});
    expect(await socket.next('error')).toEqual({
      message: chatSocketMessages.unknownType,
      errorType: 'validation',
      field: 'type',
    });
    socket.send('chat_message', { senderId: ids.liam, receiverId: ids.sarah });
    expect(await socket.next('error')).toMatchObject({ errorType: 'validation', field: 'content' });
    socket.send('ping');
    expect(await socket.next('error')).toMatchObject({ errorType: 'validation', field: 'timestamp' });
    socket.send('PING', { timestamp: 5 });
    expect(await socket.next('pong')).toEqual({ timestamp: 5 });
    await socket.close();
  });
});

describe('chat_message', () => {
  it('is stored first, then delivered with its id to every receiver socket and echoed to every sender socket', async () => {
    const [liam1, liam2, sarah1, sarah2] = await Promise.all([
      connect('liam'),
      connect('liam'),
      connect('sarah'),
      connect('sarah'),
    ]);
    liam1.send('chat-message', { senderId: ids.liam, receiverId: ids.sarah, content: '  Hello doctor  ' });
    const delivered = chatMessage.parse(await sarah1.next('chat_message'));
    expect(delivered).toMatchObject({
      senderId: ids.liam,
      receiverId: ids.sarah,
      content: 'Hello doctor',
      assessmentId: null,
      isRead: false,
      createdAt: clock.now().toISOString(),
      sender: { id: ids.liam, firstName: 'Liam', lastName: 'Nguyen', role: 'patient' },
    });
    const [stored] = await database.db.select().from(messages).where(eq(messages.id, delivered.id));
    expect(stored?.content).toBe('Hello doctor');
    for (const socket of [sarah2, liam1, liam2]) {
      expect(await socket.next('chat_message')).toEqual(delivered);
    }
    await Promise.all([liam1, liam2, sarah1, sarah2].map((socket) => socket.close()));
  });

  it('refuses what the sender may not send, with an error envelope', async () => {
    const liam = await connect('liam');
    const refusals: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { senderId: ids.sarah, receiverId: ids.liam, content: 'spoof' },
        { message: chatSocketMessages.senderMismatch, errorType: 'forbidden', field: 'senderId' },
      ],
      [
        { senderId: ids.liam, receiverId: ids.charlotte, content: 'hi' },
        { message: chatMessages.receiverNotAllowed, errorType: 'forbidden', field: 'receiverId' },
      ],
      [
        { senderId: ids.liam, receiverId: ids.james, content: 'hi' },
        { message: chatMessages.receiverNotAllowed, errorType: 'forbidden', field: 'receiverId' },
      ],
      [
        { senderId: ids.liam, receiverId: 999_999, content: 'hi' },
        { message: chatMessages.receiverNotAllowed, errorType: 'forbidden', field: 'receiverId' },
      ],
      [
        { senderId: ids.liam, receiverId: ids.liam, content: 'me' },
        { message: chatSocketMessages.selfMessage, errorType: 'forbidden', field: 'receiverId' },
      ],
      [
        { senderId: ids.liam, receiverId: null, content: 'everyone' },
        { message: chatMessages.broadcastNotAllowed, errorType: 'forbidden', field: 'receiverId' },
      ],
      [
        { senderId: ids.liam, receiverId: ids.sarah, content: 'x'.repeat(chatLimits.maxContentLength + 1) },
        { message: chatMessages.contentTooLong, errorType: 'validation', field: 'content' },
      ],
      [
        { senderId: ids.liam, receiverId: ids.sarah, content: '   ' },
        { message: chatMessages.contentRequired, errorType: 'validation', field: 'content' },
      ],
    ];
    for (const [payload, error] of refusals) {
      liam.send('chat_message', payload);
      expect(await liam.next('error')).toEqual(error);
    }
    expect(liam.pending('chat_message')).toEqual([]);
    await liam.close();
  });

  it('lets a patient message an admin and an admin message anyone', async () => {
    const [liam, admin, charlotte] = await Promise.all([
      connect('liam'),
      connect('admin'),
      connect('charlotte'),
    ]);
    liam.send('chat_message', { senderId: ids.liam, receiverId: ids.admin, content: 'Billing question' });
    expect(await admin.next('chat_message')).toMatchObject({
      senderId: ids.liam,
      content: 'Billing question',
    });
    admin.send('chat_message', {
      senderId: ids.admin,
      receiverId: ids.charlotte,
      content: 'Hello Charlotte',
    });
    expect(await charlotte.next('chat_message')).toMatchObject({
      senderId: ids.admin,
      receiverId: ids.charlotte,
    });
    await Promise.all([liam, admin, charlotte].map((socket) => socket.close()));
  });

  it('carries an assessment only between its patient and its practitioner or an admin', async () => {
    const own = await assessmentOf(ids.liam, ids.sarah);
    const others = await assessmentOf(ids.oliver, ids.sarah);
    const [liam, sarah] = await Promise.all([connect('liam'), connect('sarah')]);
    liam.send('chat_message', {
      senderId: ids.liam,
      receiverId: ids.sarah,
      content: 'About it',
      assessmentId: own,
    });
    expect(await sarah.next('chat_message')).toMatchObject({ assessmentId: own });
    const refused = {
      message: chatMessages.assessmentNotAllowed,
      errorType: 'forbidden',
      field: 'assessmentId',
    };
    liam.send('chat_message', {
      senderId: ids.liam,
      receiverId: ids.sarah,
      content: 'Nosy',
      assessmentId: others,
    });
    expect(await liam.next('error')).toEqual(refused);
    sarah.send('chat_message', {
      senderId: ids.sarah,
      receiverId: ids.liam,
      content: 'x',
      assessmentId: others,
    });
    expect(await sarah.next('error')).toEqual(refused);
    liam.send('chat_message', {
      senderId: ids.liam,
      receiverId: ids.sarah,
      content: 'x',
      assessmentId: 987_654,
    });
    expect(await liam.next('error')).toEqual(refused);
    await Promise.all([liam.close(), sarah.close()]);
  });
});

async function assessmentOf(patientId: number, practitionerUserId: number): Promise<number> {
  const { assessments, practitioners } = await import('../db/schema');
  const { and } = await import('drizzle-orm');
  const [row] = await database.db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(practitioners, eq(practitioners.id, assessments.practitionerId))
    .where(and(eq(assessments.patientId, patientId), eq(practitioners.userId, practitionerUserId)))
    .limit(1);
  if (!row) throw new Error('no such assessment in the seed');
  return row.id;
}

describe('read', () => {
  it('marks a message read only for its receiver and sends read_receipt to the sender and the reader', async () => {
    const [liam, sarah1, sarah2] = await Promise.all([connect('liam'), connect('sarah'), connect('sarah')]);
    liam.send('chat_message', { senderId: ids.liam, receiverId: ids.sarah, content: 'Read me' });
    const sent = await liam.next('chat_message');
    await sarah1.next('chat_message');
    await sarah2.next('chat_message');

    liam.send('read', { messageId: sent.id, userId: ids.liam });
    expect(await liam.next('error')).toEqual({
      message: chatSocketMessages.readNotAllowed,
      errorType: 'forbidden',
      field: 'messageId',
    });
    sarah1.send('read', { messageId: sent.id, userId: ids.liam });
    expect(await sarah1.next('error')).toMatchObject({ field: 'userId', errorType: 'forbidden' });
    const [before] = await database.db
      .select()
      .from(messages)
      .where(eq(messages.id, Number(sent.id)));
    expect(before?.isRead).toBe(false);

    sarah1.send('read', { messageId: sent.id, userId: ids.sarah });
    const receipt = { messageId: sent.id, readerId: ids.sarah, readAt: clock.now().toISOString() };
    expect(await liam.next('read_receipt')).toEqual(receipt);
    expect(await sarah1.next('read_receipt')).toEqual(receipt);
    expect(await sarah2.next('read_receipt')).toEqual(receipt);
    const [after] = await database.db
      .select()
      .from(messages)
      .where(eq(messages.id, Number(sent.id)));
    expect(after?.isRead).toBe(true);

    // Reading again is harmless and quiet.
    sarah1.send('read', { messageId: sent.id, userId: ids.sarah });
    sarah1.send('ping', { timestamp: 1 });
    await sarah1.next('pong');
    expect(sarah1.pending('read_receipt')).toEqual([]);
    expect(sarah1.pending('error')).toEqual([]);
    await Promise.all([liam, sarah1, sarah2].map((socket) => socket.close()));
  });
});

describe('typing', () => {
  it('reaches the receiver only, and only someone the sender may message', async () => {
    const [liam, sarah, oliver] = await Promise.all([connect('liam'), connect('sarah'), connect('oliver')]);
    liam.send('typing', { senderId: ids.liam, receiverId: ids.sarah });
    expect(await sarah.next('typing')).toEqual({ senderId: ids.liam, receiverId: ids.sarah });
    // A second one within a second is dropped quietly (keystrokes).
    liam.send('typing', { senderId: ids.liam, receiverId: ids.sarah });
    liam.send('typing', { senderId: ids.liam, receiverId: ids.charlotte });
    expect(await liam.next('error')).toMatchObject({ message: chatMessages.receiverNotAllowed });
    oliver.send('ping', { timestamp: 2 });
    await oliver.next('pong');
    liam.send('ping', { timestamp: 3 });
    await liam.next('pong');
    sarah.send('ping', { timestamp: 4 });
    await sarah.next('pong');
    expect(sarah.pending('typing')).toEqual([]);
    expect(oliver.pending('typing')).toEqual([]);
    expect(liam.pending('typing')).toEqual([]);
    await Promise.all([liam, sarah, oliver].map((socket) => socket.close()));
  });
});

describe('broadcast', () => {
  it('goes from a practitioner to their patients, from an admin to every patient, and never from a patient', async () => {
    const [sarah, liam, oliver, charlotte, james, admin] = await Promise.all([
      connect('sarah'),
      connect('liam'),
      connect('oliver'),
      connect('charlotte'),
      connect('james'),
      connect('admin'),
    ]);
    sarah.send('chat_message', { senderId: ids.sarah, receiverId: null, content: 'Clinic notice' });
    const notice = await sarah.next('chat_message');
    expect(notice).toMatchObject({ receiverId: null, senderId: ids.sarah, content: 'Clinic notice' });
    expect(await liam.next('chat_message')).toEqual(notice);
    expect(await oliver.next('chat_message')).toEqual(notice);

    admin.send('chat_message', { senderId: ids.admin, receiverId: null, content: 'Holiday hours' });
    const holiday = await admin.next('chat_message');
    for (const socket of [liam, oliver, charlotte])
      expect(await socket.next('chat_message')).toEqual(holiday);

    for (const socket of [charlotte, james, admin]) {
      socket.send('ping', { timestamp: 9 });
      await socket.next('pong');
    }
    expect(charlotte.pending('chat_message')).toEqual([]);
    expect(james.pending('chat_message')).toEqual([]);
    expect(admin.pending('chat_message')).toEqual([]);
    await Promise.all([sarah, liam, oliver, charlotte, james, admin].map((socket) => socket.close()));
  });
});

describe('presence', () => {
  it("tells counterparts when a user's first socket opens and last one closes, and answers presence-request", async () => {
    const james = await connect('james');
    const liam = await connect('liam');
    const isCharlotte = (payload: Record<string, unknown>) => payload.userId === ids.charlotte;

    const charlotte1 = await connect('charlotte');
    expect(await james.next('presence_update', isCharlotte)).toEqual({ userId: ids.charlotte, online: true });
    const charlotte2 = await connect('charlotte');
    await charlotte1.close();
    james.send('presence-request', { userIds: [ids.charlotte, ids.liam, ids.admin] });
    // Liam is not James's patient: no answer for him. The admin is a counterpart of everyone.
    expect(await james.next('presence_update', isCharlotte)).toEqual({ userId: ids.charlotte, online: true });
    expect(await james.next('presence_update', (p) => p.userId === ids.admin)).toEqual({
      userId: ids.admin,
      online: false,
    });
    await charlotte2.close();
    expect(await james.next('presence_update', isCharlotte)).toEqual({
      userId: ids.charlotte,
      online: false,
    });

    james.send('presence_request', {});
    james.send('ping', { timestamp: 4 });
    await james.next('pong');
    expect(james.pending('presence_update').filter((e) => e.payload.userId === ids.liam)).toEqual([]);
    expect(liam.pending('presence_update').filter((e) => e.payload.userId === ids.charlotte)).toEqual([]);
    await Promise.all([james.close(), liam.close()]);
  });
});

describe('rate limit', () => {
  it(`allows ${chatLimits.messagesPerMinute} messages a minute per user, then answers rate_limited`, async () => {
    const oliver = await connect('oliver');
    for (let n = 0; n <= chatLimits.messagesPerMinute; n++) {
      oliver.send('chat_message', { senderId: ids.oliver, receiverId: ids.admin, content: `m${n}` });
    }
    expect(await oliver.next('error', undefined, 15_000)).toEqual({
      message: chatMessages.rateLimited,
      errorType: 'rate_limited',
    });
    for (let n = 0; n < chatLimits.messagesPerMinute; n++) {
      expect(await oliver.next('chat_message', undefined, 15_000)).toMatchObject({ content: `m${n}` });
    }
    expect(oliver.pending('error')).toEqual([]);
    clock.advance(61_000);
    oliver.send('chat_message', { senderId: ids.oliver, receiverId: ids.admin, content: 'later' });
    expect((await oliver.next('chat_message', (p) => p.content === 'later')).content).toBe('later');
    await oliver.close();
  });
});

describe('heartbeat and session end', () => {
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    ({ app: second } = await createTestServer({ database, clock, chatHeartbeatMs: 100 }));
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const dead = await openSocket(secondUrl, { sid: sids.liam, userId: ids.liam, autoPong: false });
    const alive = await openSocket(secondUrl, { sid: sids.oliver, userId: ids.oliver });
    expect((await dead.closed).code).toBe(1006);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await alive.close();
  });

  it('closes the sockets of a session that signed out with 1008', async () => {
    const { sid } = await login(app, accounts.writer);
    const socket = await openSocket(secondUrl, { sid: sid as string, userId: ids.writer });
    await socket.next('welcome');
    const logout = await app.inject({
      method: 'POST',
      url: routes.logout.path,
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await socket.next('error')).toEqual({
      message: 'Not authenticated',
      errorType: 'unauthenticated',
    });
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Session ended' });
  });
});
