import { execFileSync } from 'node:child_process';
import { authMessages, consultationMessages, practitionerMessages } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, consultationEvents, consultations, practitioners, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import { expectError, lastAudit as lastAuditOf } from '../test/answers';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { participantOf, recordAdmit, recordJoin } from './service';

// The room's endpoints through app.inject on a seeded PGlite (docs/product/consultations.md, The room).

let h: TestServer<Role>;
let sids: { james: string; oliver: string };
let sarahId: number;
let sarahUserId: number;
let liamId: number;

const MINUTE = 60_000;
const DURATION = 15;

beforeAll(async () => {
  h = await createTestServer({ signIn: roles });
  const db = h.database.db;
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  const [liam] = await db.select().from(users).where(eq(users.email, seededAccounts.liam));
  if (!sarah || !liam) throw new Error('seed changed');
  sarahId = sarah.id;
  sarahUserId = sarah.userId;
  liamId = liam.id;
  const james = (await login(h.app, seededAccounts.james)).sid;
  const oliver = (await login(h.app, seededAccounts.oliver)).sid;
  if (!james || !oliver) throw new Error('james or oliver could not sign in');
  sids = { james, oliver };
}, 60_000);

afterAll(async () => {
  await h?.close();
});

type Inject = Parameters<TestServer<Role>['as']>[1];
const asSid = (sid: string, options: Inject) =>
  h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: sid } });
const now = () => h.clock.now().getTime();
const lastAudit = (action: string) => lastAuditOf(h.database.db, action);

/** Sarah's appointment with Liam starting at `startsAt` (ms), 15 minutes long; each test makes its own. */
let nextOffset = 0;
async function appointmentAt(
  startsAt: number,
  status: 'scheduled' | 'cancelled' | 'rescheduled' | 'completed' | 'no_show' = 'scheduled',
) {
  // Distinct starts: one live appointment per practitioner and start.
  nextOffset += 1;
  const [row] = await h.database.db
    .insert(appointments)
    .values({
      patientId: liamId,
      practitionerId: sarahId,
      startsAt: new Date(startsAt + nextOffset),
      durationMinutes: DURATION,
      status,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
/** An appointment whose room is open now: it started two minutes ago. */
const openAppointment = () => appointmentAt(now() - 2 * MINUTE - 1000);

const open = (id: number, role: Role = 'patient') =>
  h.as(role, { method: 'GET', url: `/api/consultations/${id}` });
const end = (id: number, payload?: unknown, role: Role = 'practitioner') =>
  h.as(role, {
    method: 'POST',
    url: `/api/consultations/${id}/end`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const phone = (id: number, role: Role = 'practitioner') =>
  h.as(role, { method: 'POST', url: `/api/consultations/${id}/phone` });

async function recordOf(appointmentId: number) {
  const [row] = await h.database.db
    .select()
    .from(consultations)
    .where(eq(consultations.appointmentId, appointmentId));
  return row;
}
async function statusOf(appointmentId: number) {
  const [row] = await h.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row?.status;
}

describe('the window', () => {
  it('opens exactly 10 minutes before the start: 1 ms earlier is too early', async () => {
    // appointmentAt adds its own offset (at least 1 ms): the room opens that many ms from now.
    const appointment = await appointmentAt(now() + 10 * MINUTE);
    const opensIn = appointment.startsAt.getTime() - 10 * MINUTE - now();
    expect(opensIn).toBeGreaterThan(0);
    expectError(await open(appointment.id), 403, 'This consultation opens 10 minutes before its start time.');
    expectError(await open(appointment.id, 'practitioner'), 403, consultationMessages.tooEarly);
    h.clock.advance(opensIn - 1);
    expectError(await open(appointment.id), 403, consultationMessages.tooEarly);
    h.clock.advance(1);
    expect((await open(appointment.id)).statusCode).toBe(200);
  });

  it('closes exactly 30 minutes after the end: the last millisecond is still open', async () => {
    // Ends 30 minutes ago, give or take the offset: closes `closesIn` ms from now.
    const appointment = await appointmentAt(now() - (DURATION + 30) * MINUTE);
    const closesIn = appointment.startsAt.getTime() + (DURATION + 30) * MINUTE - now();
    expect(closesIn).toBeGreaterThan(0);
    h.clock.advance(closesIn - 1);
    const last = await open(appointment.id, 'practitioner');
    expect(last.statusCode, last.body).toBe(200);
    h.clock.advance(1);
    expectError(await open(appointment.id), 403, 'This consultation has ended.');
    expectError(await open(appointment.id, 'practitioner'), 403, consultationMessages.ended);
  });

  it('refuses a cancelled or moved appointment, and a marked one, even inside the window', async () => {
    for (const status of ['cancelled', 'rescheduled'] as const) {
      const appointment = await appointmentAt(now(), status);
      expectError(await open(appointment.id), 403, 'This appointment was cancelled.');
      expectError(await open(appointment.id, 'practitioner'), 403, consultationMessages.cancelled);
    }
    for (const status of ['completed', 'no_show'] as const) {
      const appointment = await appointmentAt(now(), status);
      expectError(await open(appointment.id), 403, consultationMessages.ended);
    }
  });
});

describe('who may open the room', () => {
  it('answers 404 to another patient, another practitioner, an admin and a writer; 401 to a visitor', async () => {
    const appointment = await openAppointment();
    const url = `/api/consultations/${appointment.id}`;
    expectError(await asSid(sids.oliver, { method: 'GET', url }), 404, consultationMessages.notFound);
    expectError(await asSid(sids.james, { method: 'GET', url }), 404, consultationMessages.notFound);
    expectError(await open(appointment.id, 'admin'), 404, consultationMessages.notFound);
    expectError(await open(appointment.id, 'writer'), 404, consultationMessages.notFound);
    expectError(await h.as(null, { method: 'GET', url }), 401, authMessages.notAuthenticated);
    // The same 404 as an appointment that does not exist, so nobody learns which ids are real.
    expectError(await open(2_000_000), 404, consultationMessages.notFound);
    expectError(await open(2_000_000, 'admin'), 404, consultationMessages.notFound);
    // Outside the window too: who comes before when.
    const cancelled = await appointmentAt(now(), 'cancelled');
    expectError(await open(cancelled.id, 'admin'), 404, consultationMessages.notFound);
  });

  it('refuses a path that is not an id with 400', async () => {
    expectError(await open(0), 400, 'appointmentId must be a positive whole number', 'appointmentId');
  });
});

describe('the room', () => {
  it("answers the patient the appointment, their role, 'Dr Sarah Chen', the window and no mobile", async () => {
    const appointment = await openAppointment();
    const response = await open(appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    const endsAt = new Date(appointment.startsAt.getTime() + DURATION * MINUTE);
    expect(response.json()).toEqual({
      appointment: {
        id: appointment.id,
        startsAt: appointment.startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        status: 'scheduled',
        assessmentId: null,
      },
      role: 'patient',
      otherParty: { userId: sarahUserId, displayName: 'Dr Sarah Chen' },
      window: {
        opensAt: new Date(appointment.startsAt.getTime() - 10 * MINUTE).toISOString(),
        closesAt: new Date(endsAt.getTime() + 30 * MINUTE).toISOString(),
      },
      consultation: null,
      iceServers: [],
      iceTransportPolicy: 'all',
    });
  });

  it("answers the practitioner the patient's name and mobile: their phone, else their contact mobile", async () => {
    const appointment = await openAppointment();
    const db = h.database.db;
    await db.update(users).set({ phone: null, contactMobile: '+61412000111' }).where(eq(users.id, liamId));
    const fallback = (await open(appointment.id, 'practitioner')).json();
    expect(fallback).toMatchObject({
      role: 'practitioner',
      otherParty: { userId: liamId, displayName: 'Liam Nguyen' },
      patientMobile: '+61412000111',
    });
    await db.update(users).set({ phone: '+61400000222' }).where(eq(users.id, liamId));
    expect((await open(appointment.id, 'practitioner')).json().patientMobile).toBe('+61400000222');
    await db.update(users).set({ phone: null, contactMobile: null }).where(eq(users.id, liamId));
    expect((await open(appointment.id, 'practitioner')).json().patientMobile).toBeNull();
  });

  it('audits every opening as an access to health information, and no refusal', async () => {
    const appointment = await openAppointment();
    expect((await open(appointment.id, 'practitioner')).statusCode).toBe(200);
    expect(await lastAudit('consultation.open')).toMatchObject({
      actorId: sarahUserId,
      actorRole: 'practitioner',
      targetType: 'appointment',
      targetId: String(appointment.id),
      details: { role: 'practitioner', patientId: liamId },
    });
    expect((await open(appointment.id)).statusCode).toBe(200);
    const patientRow = await lastAudit('consultation.open');
    expect(patientRow).toMatchObject({ actorId: liamId, actorRole: 'patient', details: { role: 'patient' } });
    await open(appointment.id, 'admin');
    expect((await lastAudit('consultation.open'))?.id).toBe(patientRow?.id);
  });

  it('shows the record once there is one', async () => {
    const appointment = await openAppointment();
    await recordJoin(
      h.database.db,
      await participantOf(h.database.db, appointment.id, liamId),
      'audio',
      h.clock.now(),
    );
    expect((await open(appointment.id)).json().consultation).toMatchObject({
      mode: 'audio',
      startedAt: null,
      endedAt: null,
      durationSeconds: null,
    });
  });
});

describe('ICE servers', () => {
  const secret = 'north-wind-secret';
  const independentCredential = (username: string) =>
    execFileSync(
      'sh',
      ['-c', 'printf %s "$1" | openssl dgst -sha1 -hmac "$2" -binary | base64', 'sh', username, secret],
      {
        encoding: 'utf8',
      },
    ).trim();

  async function withIce(
    ice: Partial<{
      urls: string[];
      secret: string | null;
      ttlSeconds: number;
      transportPolicy: 'all' | 'relay';
    }>,
  ) {
    const server = await createTestServer<'patient'>({
      database: h.database,
      clock: h.clock,
      signIn: ['patient'],
      config: { ice: { urls: [], secret: null, ttlSeconds: 3600, transportPolicy: 'all', ...ice } },
    });
    return server;
  }

  it('issues STUN as it is and TURN with a TURN REST credential for this user, valid for TURN_TTL_SECONDS', async () => {
    const server = await withIce({
      urls: [
        'stun:stun.example.com:3478',
        'turn:turn.example.com:3478?transport=udp',
        'turns:turn.example.com:5349',
      ],
      secret,
      ttlSeconds: 600,
    });
    try {
      const appointment = await openAppointment();
      const response = await server.as('patient', {
        method: 'GET',
        url: `/api/consultations/${appointment.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const expiry = Math.floor(now() / 1000) + 600;
      const username = `${expiry}:${liamId}`;
      expect(response.json().iceServers).toEqual([
        { urls: ['stun:stun.example.com:3478'] },
        {
          urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
          username,
          credential: independentCredential(username),
        },
      ]);
      expect(response.json().iceTransportPolicy).toBe('all');
    } finally {
      await server.close();
    }
  });

  it('answers relay when ICE_TRANSPORT_POLICY is relay', async () => {
    const server = await withIce({ urls: ['turn:127.0.0.1:3478'], secret, transportPolicy: 'relay' });
    try {
      const appointment = await openAppointment();
      const room = (
        await server.as('patient', { method: 'GET', url: `/api/consultations/${appointment.id}` })
      ).json();
      expect(room.iceTransportPolicy).toBe('relay');
      expect(room.iceServers).toHaveLength(1);
      expect(room.iceServers[0].username).toBe(`${Math.floor(now() / 1000) + 3600}:${liamId}`);
    } finally {
      await server.close();
    }
  });
});

describe('ending the consultation', () => {
  it('ends it, marks the appointment completed with its actual start, end and duration, and audits both', async () => {
    const appointment = await openAppointment();
    const db = h.database.db;
    const patient = await participantOf(db, appointment.id, liamId);
    await recordJoin(db, patient, 'video', h.clock.now());
    const admittedAt = h.clock.now();
    await recordAdmit(db, await participantOf(db, appointment.id, sarahUserId), admittedAt);
    h.clock.advance(5 * MINUTE + 30_000);
    const response = await end(appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      appointment: { id: appointment.id, status: 'completed' },
      consultation: {
        mode: 'video',
        startedAt: admittedAt.toISOString(),
        admittedAt: admittedAt.toISOString(),
        endedAt: h.clock.now().toISOString(),
        endedBy: sarahUserId,
        durationSeconds: 330,
      },
    });
    expect(await statusOf(appointment.id)).toBe('completed');
    expect(await lastAudit('appointment.outcome')).toMatchObject({
      targetId: String(appointment.id),
      details: { old: 'scheduled', new: 'completed' },
    });
    expect(await lastAudit('consultation.end')).toMatchObject({
      actorId: sarahUserId,
      targetId: String(appointment.id),
      details: { outcome: 'completed', mode: 'video', durationSeconds: 330 },
    });
    // Ended: the room and a second end are refused for both.
    expectError(await end(appointment.id), 403, consultationMessages.ended);
    expectError(await open(appointment.id), 403, consultationMessages.ended);
  });

  it('leaves the appointment as it is with outcome none, and the room is ended', async () => {
    const appointment = await openAppointment();
    const response = await end(appointment.id, { outcome: 'none' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment.status).toBe('scheduled');
    expect(response.json().consultation).toMatchObject({
      endedBy: sarahUserId,
      startedAt: null,
      durationSeconds: null,
    });
    expect(await statusOf(appointment.id)).toBe('scheduled');
    expectError(await open(appointment.id, 'practitioner'), 403, consultationMessages.ended);
  });

  it('marks no-show only when the patient never joined; otherwise nothing changes', async () => {
    const absent = await openAppointment();
    const noShow = await end(absent.id, { outcome: 'no_show' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(await statusOf(absent.id)).toBe('no_show');

    const came = await openAppointment();
    await recordJoin(
      h.database.db,
      await participantOf(h.database.db, came.id, liamId),
      'video',
      h.clock.now(),
    );
    expectError(
      await end(came.id, { outcome: 'no_show' }),
      409,
      'No-show is only available when the patient never joined.',
    );
    expect(await statusOf(came.id)).toBe('scheduled');
    expect((await recordOf(came.id))?.endedAt).toBeNull();

    const phoned = await openAppointment();
    expect((await phone(phoned.id)).statusCode).toBe(200);
    expectError(await end(phoned.id, { outcome: 'no_show' }), 409, consultationMessages.noShowAfterJoin);
  });

  it("applies the practitioner's outcome rules: before the start, completed is refused and nothing is ended", async () => {
    const early = await appointmentAt(now() + 5 * MINUTE);
    expectError(await end(early.id), 409, practitionerMessages.outcomeTooEarly);
    expect((await recordOf(early.id))?.endedAt ?? null).toBeNull();
    expect(await statusOf(early.id)).toBe('scheduled');
    const none = await end(early.id, { outcome: 'none' });
    expect(none.statusCode, none.body).toBe(200);
  });

  it('is the practitioner’s alone, within the window, with a valid outcome', async () => {
    const appointment = await openAppointment();
    expectError(await end(appointment.id, {}, 'patient'), 403, authMessages.forbidden);
    expectError(await end(appointment.id, {}, 'writer'), 403, authMessages.forbidden);
    expectError(await end(appointment.id, {}, 'admin'), 404, consultationMessages.notFound);
    expectError(
      await asSid(sids.james, {
        method: 'POST',
        url: `/api/consultations/${appointment.id}/end`,
        payload: {},
      }),
      404,
      consultationMessages.notFound,
    );
    expectError(
      await end(appointment.id, { outcome: 'cancelled' }),
      400,
      consultationMessages.outcomeInvalid,
      'outcome',
    );
    const cancelled = await appointmentAt(now(), 'cancelled');
    expectError(await end(cancelled.id), 403, consultationMessages.cancelled);
    const tomorrow = await appointmentAt(now() + 24 * 60 * MINUTE);
    expectError(await end(tomorrow.id), 403, consultationMessages.tooEarly);
    expect(await recordOf(appointment.id)).toBeUndefined();
    // A bodiless end is a completed one.
    const bodiless = await end(appointment.id);
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().appointment.status).toBe('completed');
  });
});

describe('by phone', () => {
  it('records the consultation as held by phone, once, starting it then', async () => {
    const appointment = await openAppointment();
    const at = h.clock.now();
    const response = await phone(appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      appointment: { id: appointment.id, status: 'scheduled' },
      consultation: { mode: 'phone', startedAt: at.toISOString(), endedAt: null },
    });
    expect(await lastAudit('consultation.phone')).toMatchObject({
      actorId: sarahUserId,
      targetId: String(appointment.id),
    });
    h.clock.advance(1000);
    expect((await phone(appointment.id)).json().consultation.startedAt).toBe(at.toISOString());
    const record = await recordOf(appointment.id);
    const events = await h.database.db
      .select()
      .from(consultationEvents)
      .where(
        and(eq(consultationEvents.consultationId, record?.id ?? 0), eq(consultationEvents.kind, 'phone')),
      );
    expect(events).toHaveLength(1);
    h.clock.advance(9 * MINUTE);
    expect((await end(appointment.id)).json().consultation).toMatchObject({
      mode: 'phone',
      durationSeconds: 541,
    });
  });

  it("is the practitioner's alone, within the window", async () => {
    const appointment = await openAppointment();
    expectError(await phone(appointment.id, 'patient'), 403, authMessages.forbidden);
    expectError(await phone(appointment.id, 'admin'), 404, consultationMessages.notFound);
    expectError(
      await asSid(sids.james, { method: 'POST', url: `/api/consultations/${appointment.id}/phone` }),
      404,
      consultationMessages.notFound,
    );
    const late = await appointmentAt(now() - 2 * 60 * MINUTE);
    expectError(await phone(late.id), 403, consultationMessages.ended);
    const early = await appointmentAt(now() + 11 * MINUTE);
    expectError(await phone(early.id), 403, consultationMessages.tooEarly);
    const cancelled = await appointmentAt(now(), 'cancelled');
    expectError(await phone(cancelled.id), 403, consultationMessages.cancelled);
    expect(await recordOf(appointment.id)).toBeUndefined();
    for (const refused of [late, early, cancelled]) expect(await recordOf(refused.id)).toBeUndefined();
    // Once ended, the phone switch is refused like the room.
    expect((await end(appointment.id, { outcome: 'none' })).statusCode).toBe(200);
    expectError(await phone(appointment.id), 403, consultationMessages.ended);
  });
});

describe('one record per appointment', () => {
  it('makes one record when two instances record it at once', async () => {
    const second = await createTestServer<'practitioner'>({
      database: h.database,
      clock: h.clock,
      signIn: ['practitioner'],
    });
    try {
      const appointment = await openAppointment();
      const url = `/api/consultations/${appointment.id}/phone`;
      const answers = await Promise.all([
        h.as('practitioner', { method: 'POST', url }),
        second.as('practitioner', { method: 'POST', url }),
        h.as('practitioner', { method: 'POST', url }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const ids = new Set(answers.map((answer) => answer.json().consultation.id));
      expect(ids.size).toBe(1);
      const rows = await h.database.db
        .select()
        .from(consultations)
        .where(eq(consultations.appointmentId, appointment.id));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
