import { randomUUID } from 'node:crypto';
import {
  consultationMessages,
  signallingLimits,
  signallingMessages,
  socketCloseCodes,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusEvent, type BusEventInput, type BusHandler, createPgBus, type EventBus } from '../bus';
import { type Database, openDatabase } from '../db/client';
import { appointments, consultationEvents, consultations, practitioners, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestClock,
  type TestDatabase,
  testClock,
  testDriver,
} from '../test/helpers';
import { createTestServer, type TestServer } from '../test/server';
import { listen, openSocket, type TestSocket } from '../test/ws';

// The signalling of the consultation room over real sockets (docs/product/consultations.md, Signalling): one
// server on PGlite, two servers sharing one PGlite through a bus with PostgreSQL's payload limit, and two servers
// on PostgreSQL when TEST_DATABASE_URL is set.

const MINUTE = 60_000;
type Person = 'liam' | 'sarah' | 'oliver' | 'james' | 'admin';
const people: readonly Person[] = ['liam', 'sarah', 'oliver', 'james', 'admin'];

/**
 * Two or more in-process buses joined as PgBus joins processes: each event is serialised, refused over 7,500
 * bytes, and reaches the others a moment later (its own process at once).
 */
class LinkedBus implements EventBus {
  readonly nodeId = randomUUID();
  readonly maxPayloadBytes = 7_500;
  /** The largest event sent, in bytes. */
  static largest = 0;
  private readonly handlers = new Set<BusHandler>();

  constructor(private readonly group: LinkedBus[]) {
    group.push(this);
  }

  async publish(event: BusEventInput): Promise<void> {
    const text = JSON.stringify({ ...event, node: this.nodeId });
    const bytes = Buffer.byteLength(text);
    if (bytes > this.maxPayloadBytes) throw new Error(`bus event ${event.t} is too large`);
    LinkedBus.largest = Math.max(LinkedBus.largest, bytes);
    for (const bus of this.group) {
      const copy = JSON.parse(text) as BusEvent;
      if (bus === this) bus.deliver(copy);
      else setImmediate(() => bus.deliver(copy));
    }
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  private deliver(event: BusEvent): void {
    for (const handler of this.handlers) handler(event);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

interface World {
  db: Database['db'];
  clock: TestClock;
  /** Each server's http://host:port, and its app. */
  urls: string[];
  apps: FastifyInstance[];
  ids: Record<Person, number>;
  sids: Record<Person, string>;
  sarahPractitionerId: number;
  sockets: TestSocket[];
}

async function prepareWorld(world: Omit<World, 'ids' | 'sids' | 'sarahPractitionerId' | 'sockets'>) {
  const ids = {} as Record<Person, number>;
  const sids = {} as Record<Person, string>;
  for (const person of people) {
    const [row] = await world.db.select().from(users).where(eq(users.email, seededAccounts[person]));
    if (!row) throw new Error(`${person} is not seeded`);
    ids[person] = row.id;
    const { sid } = await login(world.apps[0] as FastifyInstance, seededAccounts[person]);
    if (!sid) throw new Error(`${person} could not sign in`);
    sids[person] = sid;
  }
  const [sarah] = await world.db.select().from(practitioners).where(eq(practitioners.userId, ids.sarah));
  if (!sarah) throw new Error('Sarah is not seeded');
  return { ...world, ids, sids, sarahPractitionerId: sarah.id, sockets: [] } satisfies World;
}

async function connect(
  world: World,
  person: Person,
  server = 0,
  sid = world.sids[person],
): Promise<TestSocket> {
  const socket = await openSocket(world.urls[server] as string, { sid, userId: world.ids[person] });
  world.sockets.push(socket);
  await socket.next('welcome');
  return socket;
}

let offset = 0;
/** Sarah's appointment with Liam, 15 minutes, starting `fromNow` ms from the world's clock (2 minutes ago). */
async function appointment(world: World, fromNow = -2 * MINUTE): Promise<number> {
  offset += 1;
  const [row] = await world.db
    .insert(appointments)
    .values({
      patientId: world.ids.liam,
      practitionerId: world.sarahPractitionerId,
      startsAt: new Date(world.clock.now().getTime() + fromNow + offset),
      durationMinutes: 15,
      status: 'scheduled',
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function events(world: World, appointmentId: number) {
  return world.db
    .select({ kind: consultationEvents.kind, userId: consultationEvents.userId })
    .from(consultationEvents)
    .innerJoin(consultations, eq(consultations.id, consultationEvents.consultationId))
    .where(eq(consultations.appointmentId, appointmentId))
    .orderBy(consultationEvents.id);
}

const sdp = (bytes: number) => `v=0\r\n${'a'.repeat(bytes - 5)}`;
const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 192.0.2.${n % 250} 5${String(n).padStart(4, '0')} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});
const mediaState = { muted: true, cameraOff: false, reconnecting: false };

/** Patient and practitioner in an admitted room: Liam on `patientServer`, Sarah on `practitionerServer`. */
async function admittedCall(world: World, patientServer = 0, practitionerServer = 0) {
  const appointmentId = await appointment(world);
  const liam = await connect(world, 'liam', patientServer);
  const sarah = await connect(world, 'sarah', practitionerServer);
  liam.send('consultation_join', { appointmentId, clientId: 'liam-tab', mode: 'video' });
  await sarah.next('consultation_waiting', (p) => p.appointmentId === appointmentId);
  sarah.send('consultation_join', { appointmentId, clientId: 'sarah-tab', mode: 'video' });
  await sarah.next('consultation_waiting', (p) => p.appointmentId === appointmentId);
  sarah.send('consultation_admit', { appointmentId });
  await liam.next('consultation_admitted');
  await sarah.next('consultation_admitted');
  return { appointmentId, liam, sarah };
}

/** The call from the waiting room to the leave, between two sockets (on one server or two). */
async function holdCall(world: World, patientServer: number, practitionerServer: number): Promise<void> {
  const { ids } = world;
  const appointmentId = await appointment(world);
  const liam = await connect(world, 'liam', patientServer);
  const sarah = await connect(world, 'sarah', practitionerServer);

  liam.send('consultation_join', { appointmentId, clientId: 'liam-laptop', mode: 'video' });
  expect(await sarah.next('consultation_waiting')).toEqual({
    appointmentId,
    patient: { userId: ids.liam, role: 'patient' },
  });
  // Arriving second, the practitioner is told who is waiting.
  sarah.send('consultation_join', { appointmentId, clientId: 'sarah-desk', mode: 'video' });
  expect(await sarah.next('consultation_waiting')).toEqual({
    appointmentId,
    patient: { userId: ids.liam, role: 'patient' },
  });
  // Before the admission, an offer is refused and reaches nobody.
  sarah.send('consultation_offer', { appointmentId, sdp: sdp(200) });
  expect(await sarah.next('error')).toEqual({
    message: signallingMessages.notAdmitted,
    errorType: 'forbidden',
  });
  // The patient cannot admit.
  liam.send('consultation_admit', { appointmentId });
  expect(await liam.next('error')).toEqual({
    message: signallingMessages.practitionerOnly,
    errorType: 'forbidden',
  });

  sarah.send('consultation_admit', { appointmentId });
  const admitted = await liam.next('consultation_admitted');
  expect(admitted).toMatchObject({ appointmentId });
  expect(await sarah.next('consultation_admitted')).toEqual(admitted);

  const offer = sdp(5_800);
  sarah.send('consultation_offer', { appointmentId, sdp: offer });
  expect(await liam.next('consultation_offer')).toEqual({
    appointmentId,
    from: { userId: ids.sarah, role: 'practitioner' },
    sdp: offer,
    restart: false,
  });
  expect(liam.pending('consultation_offer')).toHaveLength(0);
  const answer = sdp(4_900);
  liam.send('consultation_answer', { appointmentId, sdp: answer });
  expect(await sarah.next('consultation_answer')).toEqual({
    appointmentId,
    from: { userId: ids.liam, role: 'patient' },
    sdp: answer,
  });
  sarah.send('consultation_ice_candidate', { appointmentId, candidate: candidate(1) });
  liam.send('consultation_ice_candidate', { appointmentId, candidate: candidate(2) });
  expect(await liam.next('consultation_ice_candidate')).toEqual({
    appointmentId,
    from: { userId: ids.sarah, role: 'practitioner' },
    candidate: candidate(1),
  });
  expect(await sarah.next('consultation_ice_candidate')).toMatchObject({ candidate: candidate(2) });
  liam.send('consultation_state', { appointmentId, state: mediaState });
  expect(await sarah.next('consultation_state')).toEqual({
    appointmentId,
    from: { userId: ids.liam, role: 'patient' },
    state: mediaState,
  });
  // An ICE restart's offer says so.
  sarah.send('consultation_offer', { appointmentId, sdp: offer, restart: true });
  expect(await liam.next('consultation_offer')).toMatchObject({ restart: true });
  // Nothing came back to its sender.
  expect(sarah.pending('consultation_offer')).toHaveLength(0);
  expect(liam.pending('consultation_answer')).toHaveLength(0);

  liam.send('consultation_leave', { appointmentId });
  expect(await sarah.next('consultation_left')).toEqual({
    appointmentId,
    from: { userId: ids.liam, role: 'patient' },
  });
  // Gone from the room: its frames are refused now.
  liam.send('consultation_state', { appointmentId, state: mediaState });
  expect(await liam.next('error')).toEqual({
    message: signallingMessages.notInConsultation,
    errorType: 'forbidden',
  });
  expect((await events(world, appointmentId)).map((event) => event.kind)).toEqual([
    'joined',
    'joined',
    'admitted',
    'left',
  ]);
  await liam.close();
  await sarah.close();
}

/** A newer device of the same person takes over; the older one is told and gets nothing more. */
async function secondDevice(world: World, first: number, second: number): Promise<void> {
  const { appointmentId, liam, sarah } = await admittedCall(world, first, first);
  const phone = await connect(world, 'liam', second);
  phone.send('consultation_join', { appointmentId, clientId: 'liam-phone', mode: 'audio' });
  expect(await liam.next('consultation_replaced')).toEqual({
    appointmentId,
    message: 'You joined this consultation from another tab or device, so it continues there.',
  });
  // The practitioner is told the patient is there again (an admitted patient is not kept waiting).
  await sarah.next('consultation_admitted');
  await phone.next('consultation_admitted');
  sarah.send('consultation_offer', { appointmentId, sdp: sdp(300) });
  expect(await phone.next('consultation_offer')).toMatchObject({ sdp: sdp(300) });
  liam.send('consultation_ice_candidate', { appointmentId, candidate: candidate(3) });
  expect(await liam.next('error')).toEqual({
    message: signallingMessages.notInConsultation,
    errorType: 'forbidden',
  });
  // The older device's socket closing is not a leave: the phone is still in the call.
  await liam.close();
  phone.send('consultation_state', { appointmentId, state: mediaState });
  await sarah.next('consultation_state');
  expect(sarah.pending('consultation_left')).toHaveLength(0);
  expect(liam.pending('consultation_offer')).toHaveLength(0);
  // Closing the current device's socket is.
  await phone.close();
  expect(await sarah.next('consultation_left')).toMatchObject({ from: { userId: world.ids.liam } });
  await sarah.close();
}

/** `POST …/end` on `server` reaches both devices. */
async function endFromRest(world: World, server: number): Promise<void> {
  const { appointmentId, liam, sarah } = await admittedCall(world, 0, world.urls.length - 1);
  const response = await (world.apps[server] as FastifyInstance).inject({
    method: 'POST',
    url: `/api/consultations/${appointmentId}/end`,
    cookies: { [SESSION_COOKIE]: world.sids.sarah },
  });
  expect(response.statusCode, response.body).toBe(200);
  const ended = await liam.next('consultation_ended');
  expect(ended).toEqual({
    appointmentId,
    endedBy: world.ids.sarah,
    at: (response.json() as { consultation: { endedAt: string } }).consultation.endedAt,
  });
  expect(await sarah.next('consultation_ended')).toEqual(ended);
  // The devices left the room with the end: what they send now gets the room's answer.
  liam.send('consultation_ice_candidate', { appointmentId, candidate: candidate(4) });
  expect(await liam.next('error')).toEqual({ message: consultationMessages.ended, errorType: 'forbidden' });
  sarah.send('consultation_join', { appointmentId, clientId: 'sarah-desk', mode: 'video' });
  expect(await sarah.next('error')).toEqual({ message: consultationMessages.ended, errorType: 'forbidden' });
  await liam.close();
  await sarah.close();
}

/** Signing out (on `server`) closes the patient's socket and the practitioner sees them leave. */
async function logoutEndsCall(world: World, server: number): Promise<void> {
  const { sid } = await login(world.apps[0] as FastifyInstance, seededAccounts.liam);
  const appointmentId = await appointment(world);
  const liam = await connect(world, 'liam', 0, sid as string);
  const sarah = await connect(world, 'sarah', world.urls.length - 1);
  liam.send('consultation_join', { appointmentId, clientId: 'liam-tab', mode: 'video' });
  await sarah.next('consultation_waiting');
  sarah.send('consultation_join', { appointmentId, clientId: 'sarah-tab', mode: 'video' });
  await sarah.next('consultation_waiting');
  const started = Date.now();
  const logout = await (world.apps[server] as FastifyInstance).inject({
    method: 'POST',
    url: '/api/auth/logout',
    cookies: { [SESSION_COOKIE]: sid as string },
  });
  expect(logout.statusCode).toBe(200);
  expect(await sarah.next('consultation_left')).toEqual({
    appointmentId,
    from: { userId: world.ids.liam, role: 'patient' },
  });
  expect((await liam.closed).code).toBe(socketCloseCodes.policyViolation);
  expect(Date.now() - started).toBeLessThan(3_000);
  const kinds = (await events(world, appointmentId)).filter((event) => event.userId === world.ids.liam);
  expect(kinds.map((event) => event.kind)).toEqual(['joined', 'left']);
  await sarah.close();
}

describe('a dropped socket', () => {
  const GRACE_MS = 2_000;
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    const clock = testClock();
    server = await createTestServer({
      clock,
      chatHeartbeatMs: 3_600_000,
      consultationLeaveGraceMs: GRACE_MS,
    });
    const url = await listen(server.app);
    world = await prepareWorld({ db: server.database.db, clock, urls: [url], apps: [server.app] });
  }, 60_000);

  afterAll(async () => {
    for (const socket of world?.sockets ?? []) socket.ws.terminate();
    await server?.close();
  });

  it('is no leave when the person is back within the grace, and is one once it runs out', async () => {
    const { appointmentId, liam, sarah } = await admittedCall(world);
    // A reload: the socket drops and the page joins again at once.
    await liam.close();
    const back = await connect(world, 'liam');
    back.send('consultation_join', { appointmentId, clientId: 'liam-tab', mode: 'video' });
    await back.next('consultation_admitted');
    await sarah.next('consultation_admitted');
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 300));
    expect(sarah.pending('consultation_left')).toHaveLength(0);
    // Gone for good: told once the grace has run out, not before.
    await back.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sarah.pending('consultation_left')).toHaveLength(0);
    expect(await sarah.next('consultation_left')).toMatchObject({ from: { userId: world.ids.liam } });
    expect((await events(world, appointmentId)).map((event) => event.kind)).toEqual([
      'joined',
      'joined',
      'admitted',
      'joined',
      'left',
    ]);
    await sarah.close();
  });

  /** Liam (on a session of his own) and Sarah in the waiting room; Liam's socket dropped first when `dropped`. */
  async function logOutOf(dropped: boolean): Promise<void> {
    const { sid } = await login(world.apps[0] as FastifyInstance, seededAccounts.liam);
    const appointmentId = await appointment(world);
    const liam = await connect(world, 'liam', 0, sid as string);
    const sarah = await connect(world, 'sarah');
    liam.send('consultation_join', { appointmentId, clientId: 'liam-tab', mode: 'video' });
    await sarah.next('consultation_waiting');
    sarah.send('consultation_join', { appointmentId, clientId: 'sarah-tab', mode: 'video' });
    await sarah.next('consultation_waiting');
    if (dropped) await liam.close();
    const started = Date.now();
    const logout = await (world.apps[0] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sid as string },
    });
    expect(logout.statusCode).toBe(200);
    await sarah.next('consultation_left');
    expect(Date.now() - started).toBeLessThan(GRACE_MS);
    await sarah.close();
  }

  it('is told at once when the person logged out, not after the grace', async () => {
    await logOutOf(false);
  });

  it('is told at once when a socket that had just dropped logs out within the grace', async () => {
    await logOutOf(true);
  });
});

describe('signalling on one server', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    const clock = testClock();
    server = await createTestServer({ clock, chatHeartbeatMs: 3_600_000, consultationLeaveGraceMs: 0 });
    const url = await listen(server.app);
    world = await prepareWorld({ db: server.database.db, clock, urls: [url], apps: [server.app] });
  }, 60_000);

  afterAll(async () => {
    for (const socket of world?.sockets ?? []) socket.ws.terminate();
    await server?.close();
  });

  it('holds a call: waiting, admit, offer, answer, candidates, state and leave', async () => {
    await holdCall(world, 0, 0);
  });

  it('refuses another patient, another practitioner and an admin with 404, and relays nothing of theirs', async () => {
    const { appointmentId, liam, sarah } = await admittedCall(world);
    for (const person of ['oliver', 'james', 'admin'] as const) {
      const outsider = await connect(world, person);
      const notFound = { message: consultationMessages.notFound, errorType: 'not_found' };
      outsider.send('consultation_join', { appointmentId, clientId: 'intruder', mode: 'video' });
      expect(await outsider.next('error')).toEqual(notFound);
      for (const [type, payload] of [
        ['consultation_offer', { appointmentId, sdp: sdp(100) }],
        ['consultation_answer', { appointmentId, sdp: sdp(100) }],
        ['consultation_ice_candidate', { appointmentId, candidate: candidate(9) }],
        ['consultation_state', { appointmentId, state: mediaState }],
        ['consultation_admit', { appointmentId }],
        ['consultation_leave', { appointmentId }],
      ] as const) {
        outsider.send(type, payload);
        expect(await outsider.next('error'), type).toEqual(notFound);
      }
      await outsider.close();
    }
    // A frame Sarah sends now reaches Liam, and nothing of the outsiders came before it.
    sarah.send('consultation_state', { appointmentId, state: mediaState });
    await liam.next('consultation_state');
    for (const socket of [liam, sarah]) {
      for (const type of [
        'consultation_offer',
        'consultation_answer',
        'consultation_ice_candidate',
        'consultation_left',
        'consultation_waiting',
        'consultation_state',
      ]) {
        expect(socket.pending(type), type).toHaveLength(0);
      }
    }
    const outsiders = [world.ids.oliver, world.ids.james, world.ids.admin];
    expect((await events(world, appointmentId)).filter((event) => outsiders.includes(event.userId))).toEqual(
      [],
    );
    await liam.close();
    await sarah.close();
  });

  it('refuses a join outside the window with its words', async () => {
    const liam = await connect(world, 'liam');
    const early = await appointment(world, 30 * MINUTE);
    liam.send('consultation_join', { appointmentId: early, clientId: 'tab', mode: 'video' });
    expect(await liam.next('error')).toEqual({
      message: consultationMessages.tooEarly,
      errorType: 'forbidden',
    });
    const late = await appointment(world, -(15 + 31) * MINUTE);
    liam.send('consultation_join', { appointmentId: late, clientId: 'tab', mode: 'video' });
    expect(await liam.next('error')).toEqual({ message: consultationMessages.ended, errorType: 'forbidden' });
    const cancelled = await appointment(world);
    await world.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled));
    liam.send('consultation_join', { appointmentId: cancelled, clientId: 'tab', mode: 'video' });
    expect(await liam.next('error')).toEqual({
      message: consultationMessages.cancelled,
      errorType: 'forbidden',
    });
    const recorded = await world.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.appointmentId, early)));
    expect(recorded).toEqual([]);
    await liam.close();
  });

  it("refuses bad frames with the contract's words and keeps the socket open", async () => {
    const { appointmentId, liam, sarah } = await admittedCall(world);
    liam.send('consultation_join', { appointmentId, mode: 'video' });
    expect(await liam.next('error')).toEqual({
      message: signallingMessages.clientIdInvalid,
      errorType: 'validation',
      field: 'clientId',
    });
    liam.send('consultation_join', { appointmentId, clientId: 'a b', mode: 'video' });
    expect(await liam.next('error')).toMatchObject({ field: 'clientId' });
    liam.send('consultation_join', { appointmentId, clientId: 'tab', mode: 'hologram' });
    expect(await liam.next('error')).toMatchObject({ errorType: 'validation', field: 'mode' });
    liam.send('consultation_answer', { appointmentId, sdp: '' });
    expect(await liam.next('error')).toEqual({
      message: signallingMessages.sdpRequired,
      errorType: 'validation',
      field: 'sdp',
    });
    // An SDP one byte over 64 KiB: refused by its schema, the socket stays open.
    liam.send('consultation_answer', { appointmentId, sdp: sdp(signallingLimits.maxSdpBytes + 1) });
    expect(await liam.next('error')).toEqual({
      message: signallingMessages.sdpTooLarge,
      errorType: 'validation',
      field: 'sdp',
    });
    liam.send('consultation_ice_candidate', { appointmentId, candidate: { candidate: 'c'.repeat(1025) } });
    expect(await liam.next('error')).toEqual({
      message: signallingMessages.candidateTooLong,
      errorType: 'validation',
      field: 'candidate.candidate',
    });
    liam.send('consultation_shout', { appointmentId });
    expect(await liam.next('error')).toMatchObject({ errorType: 'validation', field: 'type' });
    // An SDP at its limit passes.
    const largest = sdp(signallingLimits.maxSdpBytes);
    liam.send('consultation_answer', { appointmentId, sdp: largest });
    expect(await sarah.next('consultation_answer')).toMatchObject({ sdp: largest });
    expect(sarah.pending('consultation_answer')).toHaveLength(0);
    // A frame over the signalling's limit closes with 1009, and so does any other frame over the chat's 64 KiB.
    liam.sendRaw(JSON.stringify({ type: 'ping', payload: { timestamp: 1, pad: 'x'.repeat(65 * 1024) } }));
    expect((await liam.closed).code).toBe(1009);
    const again = await connect(world, 'liam');
    again.sendRaw('x'.repeat(signallingLimits.maxFrameBytes + 1));
    expect((await again.closed).code).toBe(1009);
    await sarah.close();
  });

  it('rate-limits candidates per socket', async () => {
    const { appointmentId, liam, sarah } = await admittedCall(world);
    for (let n = 0; n < signallingLimits.candidatesPerWindow; n++) {
      liam.send('consultation_ice_candidate', { appointmentId, candidate: candidate(n) });
    }
    liam.send('consultation_ice_candidate', { appointmentId, candidate: candidate(999) });
    expect(await liam.next('error')).toEqual({
      message: 'Too many ICE candidates were sent. Please wait a moment.',
      errorType: 'rate_limited',
    });
    liam.send('consultation_state', { appointmentId, state: mediaState });
    await sarah.next('consultation_state');
    expect(sarah.pending('consultation_ice_candidate')).toHaveLength(signallingLimits.candidatesPerWindow);
    // Another socket has its own allowance.
    sarah.send('consultation_ice_candidate', { appointmentId, candidate: candidate(5) });
    await liam.next('consultation_ice_candidate');
    await liam.close();
    await sarah.close();
  });

  it('replaces an older device with a newer one', async () => {
    await secondDevice(world, 0, 0);
  });

  it('tells both devices when the consultation ends over REST', async () => {
    await endFromRest(world, 0);
  });

  it('ends the call when the patient signs out', async () => {
    await logoutEndsCall(world, 0);
  });
});

/** The suites every pair of servers runs: the patient on one, the practitioner on the other. */
function acrossServers(getWorld: () => World): void {
  it('holds a call with the two people on different servers', async () => {
    await holdCall(getWorld(), 0, 1);
    await holdCall(getWorld(), 1, 0);
  });

  it('relays a session description too large for the bus in parts', async () => {
    const world = getWorld();
    const { appointmentId, liam, sarah } = await admittedCall(world, 0, 1);
    const largest = sdp(signallingLimits.maxSdpBytes);
    sarah.send('consultation_offer', { appointmentId, sdp: largest });
    expect(await liam.next('consultation_offer')).toMatchObject({ sdp: largest });
    const unicode = `v=0\r\n${'é€'.repeat(9_000)}`;
    liam.send('consultation_answer', { appointmentId, sdp: unicode });
    expect(await sarah.next('consultation_answer')).toMatchObject({ sdp: unicode });
    await liam.close();
    await sarah.close();
  });

  it('moves the call to a newer device on the other server', async () => {
    await secondDevice(getWorld(), 0, 1);
  });

  it("tells both servers' devices when the consultation ends over REST", async () => {
    await endFromRest(getWorld(), 0);
    await endFromRest(getWorld(), 1);
  });

  it('ends the call when the patient signs out on the other server', async () => {
    await logoutEndsCall(getWorld(), 1);
  });
}

describe("signalling across two servers sharing one PGlite (a bus with PostgreSQL's payload limit)", () => {
  let first: TestServer;
  let second: TestServer<never, TestDatabase>;
  let world: World;

  beforeAll(async () => {
    const clock = testClock();
    const group: LinkedBus[] = [];
    first = await createTestServer({
      clock,
      bus: new LinkedBus(group),
      chatHeartbeatMs: 3_600_000,
      consultationLeaveGraceMs: 0,
    });
    second = await createTestServer({
      clock,
      database: first.database,
      bus: new LinkedBus(group),
      chatHeartbeatMs: 3_600_000,
      consultationLeaveGraceMs: 0,
    });
    const urls = [await listen(first.app), await listen(second.app)];
    world = await prepareWorld({ db: first.database.db, clock, urls, apps: [first.app, second.app] });
  }, 60_000);

  afterAll(async () => {
    for (const socket of world?.sockets ?? []) socket.ws.terminate();
    await second?.close();
    await first?.close();
  });

  acrossServers(() => world);

  it('kept every bus event under 7,500 bytes', () => {
    expect(LinkedBus.largest).toBeGreaterThan(5_000);
    expect(LinkedBus.largest).toBeLessThanOrEqual(7_500);
  });

  // Last: it shuts the second server down.
  it('does not end the call when a server shuts down (the media goes on, the browser rejoins elsewhere)', async () => {
    const { appointmentId, liam, sarah } = await admittedCall(world, 1, 0);
    await second.app.close();
    expect((await liam.closed).code).toBe(socketCloseCodes.serviceRestart);
    const back = await connect(world, 'liam', 0);
    back.send('consultation_join', { appointmentId, clientId: 'liam-tab', mode: 'video' });
    await sarah.next('consultation_admitted');
    expect(sarah.pending('consultation_left')).toHaveLength(0);
    const liamEvents = (await events(world, appointmentId)).filter(
      (event) => event.userId === world.ids.liam,
    );
    expect(liamEvents.map((event) => event.kind)).toEqual(['joined', 'admitted', 'joined']);
    await back.close();
    await sarah.close();
  });
});

describe.skipIf(testDriver !== 'postgres')('signalling across two servers on PostgreSQL', () => {
  let database: TestDatabase;
  let secondPool: Database;
  let first: TestServer;
  let second: TestServer<never, Database>;
  let world: World;

  beforeAll(async () => {
    const clock = testClock();
    database = await createTestDatabase({ seed: true });
    const url = database.url as string;
    secondPool = await openDatabase({ kind: 'postgres', url });
    first = await createTestServer({
      clock,
      database,
      bus: await createPgBus({ url, db: database.db }),
      chatHeartbeatMs: 3_600_000,
      consultationLeaveGraceMs: 0,
    });
    second = await createTestServer({
      clock,
      database: secondPool,
      bus: await createPgBus({ url, db: secondPool.db }),
      chatHeartbeatMs: 3_600_000,
      consultationLeaveGraceMs: 0,
    });
    const urls = [await listen(first.app), await listen(second.app)];
    world = await prepareWorld({ db: database.db, clock, urls, apps: [first.app, second.app] });
  }, 60_000);

  afterAll(async () => {
    for (const socket of world?.sockets ?? []) socket.ws.terminate();
    await second?.close();
    await first?.close();
    await secondPool?.close();
    await database?.dispose();
  });

  acrossServers(() => world);
});
