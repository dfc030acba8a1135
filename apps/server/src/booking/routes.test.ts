import {
  assessmentBooking,
  bookingMessages,
  patientAppointment,
  patientAppointmentPage,
} from '@telehealth/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, assessments, outboundMessages, practitioners, settings, users } from '../db/schema';
import { login, SESSION_COOKIE } from '../test/helpers';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let otherSid: string;
let liamId: number;
let sarahId: number;
let jamesId: number;
let outboxMark = 0;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const { sid } = await login(h.app, 'oliver.smith@example.com');
  if (!sid) throw new Error('oliver could not sign in');
  otherSid = sid;
  const db = h.database.db;
  const [liam] = await db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const [sarah] = await db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  const [james] = await db.select().from(practitioners).where(eq(practitioners.name, 'James Wilson'));
  if (!liam || !sarah || !james) throw new Error('seed changed');
  liamId = liam.id;
  sarahId = sarah.id;
  jamesId = james.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const asPatient = (options: Parameters<TestServer<Role>['as']>[1]) => h.as('patient', options);
const asOther = (options: Parameters<TestServer<Role>['as']>[1]) =>
  h.app.inject({ ...options, cookies: { [SESSION_COOKIE]: otherSid } });

/** A paid assessment of the demo patient (another helper builds payment: inserted directly). */
async function paidAssessment(
  status: 'awaiting_review' | 'pending_payment' = 'awaiting_review',
  patientId = liamId,
) {
  const [row] = await h.database.db
    .insert(assessments)
    .values({ type: 'erectile_dysfunction', patientId, status, paid: status !== 'pending_payment' })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function slotsOf(practitionerId?: number): Promise<{ startsAt: string; practitionerIds: number[] }[]> {
  const query = practitionerId ? `?practitionerId=${practitionerId}` : '';
  const response = await asPatient({ method: 'GET', url: `/api/availability${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().slots;
}

function book(payload: Record<string, unknown>, as = asPatient) {
  return as({ method: 'POST', url: '/api/appointments', payload });
}

async function newOutbox() {
  const rows = await h.database.db.select().from(outboundMessages).where(gt(outboundMessages.id, outboxMark));
  outboxMark = rows.reduce((max, row) => Math.max(max, row.id), outboxMark);
  return rows;
}

function expectError(response: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

describe('GET /api/practitioners/bookable', () => {
  it('lists active practitioners by name, without private data', async () => {
    const response = await asPatient({ method: 'GET', url: '/api/practitioners/bookable' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['James Wilson', 'Sarah Chen']);
    expect(Object.keys(list[0]).sort()).toEqual(['durationMinutes', 'id', 'name', 'specialization']);
  });

  it('refuses a visitor', async () => {
    expect((await h.as(null, { method: 'GET', url: '/api/practitioners/bookable' })).statusCode).toBe(401);
  });
});

describe('GET /api/availability', () => {
  it("answers one practitioner's slots as UTC instants within lead time and horizon, on their hours", async () => {
    const slots = await slotsOf(sarahId);
    expect(slots.length).toBeGreaterThan(50);
    const now = h.clock.now().getTime();
    for (const slot of slots) {
      expect(slot.startsAt).toMatch(/Z$/);
      const at = new Date(slot.startsAt);
      expect(at.getTime()).toBeGreaterThanOrEqual(now + 2 * 3_600_000);
      expect(at.getTime()).toBeLessThan(now + 14 * 86_400_000);
      const local = new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Sydney',
        hour: 'numeric',
        hourCycle: 'h23',
        weekday: 'short',
      }).formatToParts(at);
      const hour = Number(local.find((p) => p.type === 'hour')?.value);
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(17);
      expect(['Sat', 'Sun']).not.toContain(local.find((p) => p.type === 'weekday')?.value);
      expect(slot.practitionerIds).toEqual([sarahId]);
    }
  });

  it("merges every practitioner's slots when no practitioner is chosen ('First available')", async () => {
    const slots = await slotsOf();
    expect(
      slots.some((s) => s.practitionerIds.includes(sarahId) && s.practitionerIds.includes(jamesId)),
    ).toBe(true);
    expect(slots.some((s) => s.practitionerIds.length === 1 && s.practitionerIds[0] === jamesId)).toBe(true);
  });

  it("offers one time per quarter hour for 'First available', the earliest any practitioner has in it", async () => {
    const [first, sarah, james] = await Promise.all([slotsOf(), slotsOf(sarahId), slotsOf(jamesId)]);
    const quarter = (iso: string) => Math.floor(new Date(iso).getTime() / (15 * 60_000));
    const offered = first.map((slot) => slot.startsAt);
    // Sarah's 15-minute grid and James's 20-minute one differ, yet no quarter hour is offered twice.
    const durations = new Set(
      (await asPatient({ method: 'GET', url: '/api/practitioners/bookable' }))
        .json()
        .map((p: { durationMinutes: number }) => p.durationMinutes),
    );
    expect(durations.size).toBeGreaterThan(1);
    expect(new Set(offered.map(quarter)).size).toBe(offered.length);
    expect([...offered].sort()).toEqual(offered);
    const byQuarter = new Map<number, string[]>();
    for (const slot of [...sarah, ...james])
      byQuarter.set(quarter(slot.startsAt), [
        ...(byQuarter.get(quarter(slot.startsAt)) ?? []),
        slot.startsAt,
      ]);
    expect(offered.length).toBe(byQuarter.size);
    for (const slot of first) {
      const starts = byQuarter.get(quarter(slot.startsAt)) ?? [];
      expect(slot.startsAt).toBe([...starts].sort()[0]);
      const free = [
        ...(sarah.some((s) => s.startsAt === slot.startsAt) ? [sarahId] : []),
        ...(james.some((s) => s.startsAt === slot.startsAt) ? [jamesId] : []),
      ];
      expect([...slot.practitionerIds].sort()).toEqual(free.sort());
    }
  });

  it('narrows to from/to and answers 400 with the field for bad input, 404 for an unknown practitioner', async () => {
    const all = await slotsOf(sarahId);
    const from = all[3]?.startsAt ?? '';
    const to = all[6]?.startsAt ?? '';
    const narrowed = await asPatient({
      method: 'GET',
      url: `/api/availability?practitionerId=${sarahId}&from=${from}&to=${to}`,
    });
    expect(narrowed.json().slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      all.slice(3, 6).map((s) => s.startsAt),
    );
    const bad = await asPatient({ method: 'GET', url: '/api/availability?practitionerId=abc' });
    expectError(bad, 400, bookingMessages.practitionerId, 'practitionerId');
    const badFrom = await asPatient({ method: 'GET', url: '/api/availability?from=tomorrow' });
    expectError(badFrom, 400, bookingMessages.from, 'from');
    const unknown = await asPatient({ method: 'GET', url: '/api/availability?practitionerId=99999' });
    expectError(unknown, 404, bookingMessages.practitionerNotFound);
  });
});

describe('POST /api/appointments', () => {
  it('refuses bad input with the field', async () => {
    const assessmentId = await paidAssessment();
    expectError(
      await book({ assessmentId, practitionerId: sarahId }),
      400,
      bookingMessages.startsAt,
      'startsAt',
    );
    expectError(
      await book({ assessmentId, practitionerId: sarahId, startsAt: 'next tuesday' }),
      400,
      bookingMessages.startsAt,
      'startsAt',
    );
    expectError(
      await book({ assessmentId: 'x', practitionerId: sarahId, startsAt: new Date().toISOString() }),
      400,
      bookingMessages.assessmentId,
      'assessmentId',
    );
  });

  it("answers 404 for another patient's assessment and 409 for an unpaid one", async () => {
    const [slot] = await slotsOf(sarahId);
    const theirs = await paidAssessment('awaiting_review', (await otherPatientId()) ?? 0);
    expectError(
      await book({ assessmentId: theirs, practitionerId: sarahId, startsAt: slot?.startsAt }),
      404,
      bookingMessages.assessmentNotFound,
      'assessmentId',
    );
    const unpaid = await paidAssessment('pending_payment');
    expectError(
      await book({ assessmentId: unpaid, practitionerId: sarahId, startsAt: slot?.startsAt }),
      409,
      bookingMessages.assessmentNotReady,
    );
  });

  it('answers 409 for a time that is not a slot', async () => {
    const assessmentId = await paidAssessment();
    const [slot] = await slotsOf(sarahId);
    const offGrid = new Date(new Date(slot?.startsAt ?? '').getTime() + 7 * 60_000).toISOString();
    expectError(
      await book({ assessmentId, practitionerId: sarahId, startsAt: offGrid }),
      409,
      bookingMessages.slotTaken,
    );
    // Saturday 7 March 2026, noon in Sydney: Sarah does not work weekends.
    expectError(
      await book({ assessmentId, practitionerId: sarahId, startsAt: '2026-03-07T01:00:00.000Z' }),
      409,
      bookingMessages.slotTaken,
    );
  });

  it('books, sends the confirmation email and SMS and notifies the admin; one live appointment per assessment', async () => {
    await newOutbox();
    const assessmentId = await paidAssessment();
    const [slot, next] = await slotsOf(sarahId);
    const response = await book({ assessmentId, practitionerId: sarahId, startsAt: slot?.startsAt });
    expect(response.statusCode, response.body).toBe(201);
    const booked = patientAppointment.parse(response.json());
    expect(booked).toMatchObject({ assessmentId, practitionerId: sarahId, status: 'scheduled' });
    expect(booked.startsAt).toBe(slot?.startsAt);
    expect(booked.durationMinutes).toBe(15);

    const sent = await newOutbox();
    const toPatient = sent.filter((m) => m.recipient === 'patient@example.com');
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0]?.subject).toMatch(/^Appointment confirmed: /);
    const sms = sent.filter((m) => m.channel === 'sms' && m.recipient === '+61412345678');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain('Dr. Sarah Chen');
    const admin = sent.filter(
      (m) => m.relatedType === 'appointment' && m.recipient !== 'patient@example.com',
    );
    expect(admin.some((m) => m.channel === 'email' && m.subject?.includes('New appointment booked'))).toBe(
      true,
    );

    // The slot is gone for everyone.
    expect((await slotsOf(sarahId)).map((s) => s.startsAt)).not.toContain(slot?.startsAt);
    expectError(
      await book({ assessmentId, practitionerId: sarahId, startsAt: next?.startsAt }),
      409,
      bookingMessages.alreadyBooked,
    );
  });

  it('sends no admin notification when both admin toggles are off', async () => {
    const db = h.database.db;
    await db
      .update(settings)
      .set({ value: 'false' })
      .where(eq(settings.key, 'admin_notification_appointment_email_enabled'));
    await db
      .update(settings)
      .set({ value: 'false' })
      .where(eq(settings.key, 'admin_notification_appointment_sms_enabled'));
    try {
      await newOutbox();
      const assessmentId = await paidAssessment();
      const [slot] = await slotsOf(jamesId);
      const response = await book({ assessmentId, practitionerId: jamesId, startsAt: slot?.startsAt });
      expect(response.statusCode).toBe(201);
      const sent = await newOutbox();
      expect(sent.map((m) => m.recipient).sort()).toEqual(['+61412345678', 'patient@example.com']);
    } finally {
      await db
        .update(settings)
        .set({ value: 'true' })
        .where(eq(settings.key, 'admin_notification_appointment_email_enabled'));
      await db
        .update(settings)
        .set({ value: 'true' })
        .where(eq(settings.key, 'admin_notification_appointment_sms_enabled'));
    }
  });

  it('20 concurrent bookings of one slot: exactly one succeeds, the rest get 409', async () => {
    const assessmentIds = await Promise.all(Array.from({ length: 20 }, () => paidAssessment()));
    const slot = (await slotsOf(sarahId))[5];
    const responses = await Promise.all(
      assessmentIds.map((assessmentId) =>
        book({ assessmentId, practitionerId: sarahId, startsAt: slot?.startsAt }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('This time is no longer available. Please choose another.');
    const live = await h.database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, sarahId),
          eq(appointments.startsAt, new Date(slot?.startsAt ?? '')),
          eq(appointments.status, 'scheduled'),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('concurrent bookings of different slots in one clock hour respect the hourly limit', async () => {
    const db = h.database.db;
    await db.update(practitioners).set({ appointmentLimit: 1 }).where(eq(practitioners.id, sarahId));
    try {
      // Four 15-minute slots of one free local hour, well ahead.
      const slots = await slotsOf(sarahId);
      const hourStart = slots.findIndex(
        (slot, i) =>
          i > 100 &&
          new Date(slot.startsAt).getUTCMinutes() === 0 &&
          slots[i + 3]?.startsAt === new Date(new Date(slot.startsAt).getTime() + 45 * 60_000).toISOString(),
      );
      const hour = slots.slice(hourStart, hourStart + 4);
      expect(hour).toHaveLength(4);
      const assessmentIds = await Promise.all(hour.map(() => paidAssessment()));
      const responses = await Promise.all(
        hour.map((slot, i) =>
          book({ assessmentId: assessmentIds[i], practitionerId: sarahId, startsAt: slot.startsAt }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    } finally {
      await db.update(practitioners).set({ appointmentLimit: 4 }).where(eq(practitioners.id, sarahId));
    }
  });

  it('the database itself refuses a second live appointment at the same start (no check needed)', async () => {
    const [existing] = await h.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.practitionerId, sarahId), eq(appointments.status, 'scheduled')));
    if (!existing) throw new Error('no appointment');
    await expect(
      h.database.db.insert(appointments).values({
        patientId: liamId,
        practitionerId: sarahId,
        startsAt: existing.startsAt,
        durationMinutes: 15,
      }),
    ).rejects.toThrow();
  });
});

async function otherPatientId() {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, 'oliver.smith@example.com'));
  return row?.id;
}

async function bookOne(practitionerId = sarahId, index = 0) {
  const assessmentId = await paidAssessment();
  const slot = (await slotsOf(practitionerId))[index];
  const response = await book({ assessmentId, practitionerId, startsAt: slot?.startsAt });
  expect(response.statusCode, response.body).toBe(201);
  return patientAppointment.parse(response.json());
}

describe('GET /api/appointments/assessment/{assessmentId}', () => {
  const stateOf = (id: number | string, as = asPatient) =>
    as({ method: 'GET', url: `/api/appointments/assessment/${id}` });

  async function assessmentIn(
    status: 'draft' | 'declined',
    values: { paid?: boolean; declineReason?: 'red_flag' | 'practitioner' } = {},
  ) {
    const [row] = await h.database.db
      .insert(assessments)
      .values({ type: 'erectile_dysfunction', patientId: liamId, status, ...values })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  it('says a paid assessment with no appointment is bookable', async () => {
    const id = await paidAssessment();
    const response = await stateOf(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(assessmentBooking.parse(response.json())).toEqual({ state: 'bookable', assessmentId: id });
  });

  it('answers 404 for an unknown assessment or another patient’s, and 400 for an id that is not one', async () => {
    expectError(await stateOf(999_999), 404, bookingMessages.assessmentNotFound);
    const theirs = await paidAssessment('awaiting_review', (await otherPatientId()) ?? 0);
    expectError(await stateOf(theirs), 404, bookingMessages.assessmentNotFound);
    expect((await stateOf(theirs, asOther)).json()).toEqual({ state: 'bookable', assessmentId: theirs });
    expectError(await stateOf('abc'), 400, bookingMessages.assessmentNotFound, 'assessmentId');
    expect(
      (await h.as(null, { method: 'GET', url: `/api/appointments/assessment/${theirs}` })).statusCode,
    ).toBe(401);
  });

  it('gives the true reason it cannot be booked, and a booking is refused with the same words', async () => {
    const cases = [
      [await paidAssessment('pending_payment'), 'not_paid', bookingMessages.assessmentNotReady],
      [await assessmentIn('draft'), 'not_submitted', bookingMessages.notSubmitted],
      // Paid, then declined by a practitioner: it says so, not that it awaits payment.
      [
        await assessmentIn('declined', { paid: true, declineReason: 'practitioner' }),
        'declined',
        bookingMessages.declinedByPractitioner,
      ],
      [
        await assessmentIn('declined', { declineReason: 'red_flag' }),
        'declined',
        bookingMessages.declinedByAnswers,
      ],
    ] as const;
    const [slot] = await slotsOf(sarahId);
    for (const [id, reason, message] of cases) {
      expect((await stateOf(id)).json(), reason).toEqual({
        state: 'notBookable',
        assessmentId: id,
        reason,
        message,
      });
      expectError(
        await book({ assessmentId: id, practitionerId: sarahId, startsAt: slot?.startsAt }),
        409,
        message,
      );
    }
  });

  it('shows the live appointment of an assessment already booked', async () => {
    const id = await paidAssessment();
    // More than a day ahead, so the patient may still cancel it.
    const slot = (await slotsOf(jamesId)).find(
      (candidate) => new Date(candidate.startsAt).getTime() > h.clock.now().getTime() + 2 * 86_400_000,
    );
    const booked = await book({ assessmentId: id, practitionerId: jamesId, startsAt: slot?.startsAt });
    expect(booked.statusCode, booked.body).toBe(201);
    const state = assessmentBooking.parse((await stateOf(id)).json());
    expect(state).toEqual({ state: 'booked', assessmentId: id, appointment: booked.json() });
    expect(state.state === 'booked' && state.appointment).toMatchObject({
      practitionerName: 'James Wilson',
      startsAt: slot?.startsAt,
      status: 'scheduled',
    });
    // Cancelled, it is bookable again.
    const cancelled = await asPatient({
      method: 'POST',
      url: `/api/appointments/${booked.json().id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await stateOf(id)).json()).toEqual({ state: 'bookable', assessmentId: id });
  });
});

describe('GET /api/appointments/mine', () => {
  it("lists the patient's own upcoming appointments soonest first, paginated, and past ones latest first", async () => {
    const upcoming = await asPatient({ method: 'GET', url: '/api/appointments/mine' });
    expect(upcoming.statusCode).toBe(200);
    const page = patientAppointmentPage.parse(upcoming.json());
    expect(page.items.length).toBeGreaterThan(1);
    expect(page.limit).toBe(50);
    const starts = page.items.map((a) => a.startsAt);
    expect([...starts].sort()).toEqual(starts);
    // Upcoming by its start alone; only a live one can be changed.
    expect(page.items.every((a) => Date.parse(a.startsAt) >= h.clock.now().getTime())).toBe(true);
    expect(page.items.every((a) => !a.canChange || a.status === 'scheduled')).toBe(true);

    const one = patientAppointmentPage.parse(
      (await asPatient({ method: 'GET', url: '/api/appointments/mine?limit=1&offset=1' })).json(),
    );
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(page.total);
    expect(one.items[0]?.id).toBe(page.items[1]?.id);

    const past = patientAppointmentPage.parse(
      (await asPatient({ method: 'GET', url: '/api/appointments/mine?when=past' })).json(),
    );
    expect(past.items.some((a) => a.status === 'completed')).toBe(true);
    expect(past.items.every((a) => Date.parse(a.startsAt) < h.clock.now().getTime())).toBe(true);

    const theirs = patientAppointmentPage.parse(
      (await asOther({ method: 'GET', url: '/api/appointments/mine' })).json(),
    );
    expect(theirs.items.map((a) => a.id)).not.toContain(page.items[0]?.id);
    expectError(
      await asPatient({ method: 'GET', url: '/api/appointments/mine?limit=51' }),
      400,
      'limit must be a whole number from 1 to 50',
      'limit',
    );
  });
});

describe('POST /api/appointments/{id}/reschedule and /cancel', () => {
  it('moves an appointment, keeps the old one as rescheduled and sends appointment_rescheduled_patient', async () => {
    const booked = await bookOne(sarahId, 40);
    await newOutbox();
    const target = (await slotsOf(sarahId))[45];
    const response = await asPatient({
      method: 'POST',
      url: `/api/appointments/${booked.id}/reschedule`,
      payload: { startsAt: target?.startsAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = patientAppointment.parse(response.json());
    expect(moved.id).not.toBe(booked.id);
    expect(moved.previousAppointmentId).toBe(booked.id);
    expect(moved.startsAt).toBe(target?.startsAt);
    const [old] = await h.database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(old?.status).toBe('rescheduled');
    const sent = await newOutbox();
    expect(sent.filter((m) => m.recipient === 'patient@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/rescheduled/i),
    ]);
    // The old time is free again.
    expect((await slotsOf(sarahId)).map((s) => s.startsAt)).toContain(booked.startsAt);
  });

  it("answers 404 for another patient's appointment and 409 for a slot that is taken", async () => {
    const booked = await bookOne(jamesId, 60);
    const other = await bookOne(jamesId, 61);
    expectError(
      await asOther({
        method: 'POST',
        url: `/api/appointments/${booked.id}/reschedule`,
        payload: { startsAt: other.startsAt },
      }),
      404,
      bookingMessages.appointmentNotFound,
    );
    expectError(
      await asOther({ method: 'POST', url: `/api/appointments/${booked.id}/cancel` }),
      404,
      bookingMessages.appointmentNotFound,
    );
    expectError(
      await asPatient({
        method: 'POST',
        url: `/api/appointments/${booked.id}/reschedule`,
        payload: { startsAt: other.startsAt },
      }),
      409,
      bookingMessages.slotTaken,
    );
    // Nothing half-written: the refused move left the appointment scheduled.
    const [row] = await h.database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.status).toBe('scheduled');
    expectError(
      await asPatient({ method: 'POST', url: '/api/appointments/abc/cancel' }),
      400,
      'ID must be a positive whole number',
      'id',
    );
  });

  it('cancels, frees the slot, and refuses a second cancel', async () => {
    const booked = await bookOne(jamesId, 70);
    const response = await asPatient({ method: 'POST', url: `/api/appointments/${booked.id}/cancel` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: booked.id, status: 'cancelled', canChange: false });
    expect((await slotsOf(jamesId)).map((s) => s.startsAt)).toContain(booked.startsAt);
    expectError(
      await asPatient({ method: 'POST', url: `/api/appointments/${booked.id}/cancel` }),
      409,
      bookingMessages.notScheduled,
    );
  });

  it('refuses both within 24 hours of the start with the exact message', async () => {
    const soon = await bookOne(sarahId, 0); // within the first day: less than 24 hours away
    expect(new Date(soon.startsAt).getTime() - h.clock.now().getTime()).toBeLessThan(24 * 3_600_000);
    expect(soon.canChange).toBe(false);
    const message = 'Appointments can only be changed up to 24 hours before they start.';
    const target = (await slotsOf(sarahId)).at(-1);
    expectError(
      await asPatient({
        method: 'POST',
        url: `/api/appointments/${soon.id}/reschedule`,
        payload: { startsAt: target?.startsAt },
      }),
      409,
      message,
    );
    expectError(
      await asPatient({ method: 'POST', url: `/api/appointments/${soon.id}/cancel` }),
      409,
      message,
    );
  });
});
