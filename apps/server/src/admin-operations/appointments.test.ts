import {
  adminAppointment,
  adminAppointmentPage,
  bookableAssessmentPage,
  bookingMessages,
  adminOperationsMessages as messages,
} from '@telehealth/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, assessments, auditLog, outboundMessages, practitioners, users } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';

let h: TestServer<Role>;
let liamId: number;
let oliverId: number;
let sarahId: number;
let jamesId: number;
let outboxMark = 0;

beforeAll(async () => {
  h = await createTestServer({ dataDir: true, signIn: roles });
  const db = h.database.db;
  const userId = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  liamId = await userId('patient@example.com');
  oliverId = await userId('oliver.smith@example.com');
  const practitionerId = async (name: string) => {
    const [row] = await db.select().from(practitioners).where(eq(practitioners.name, name));
    if (!row) throw new Error(`no ${name}`);
    return row.id;
  };
  sarahId = await practitionerId('Sarah Chen');
  jamesId = await practitionerId('James Wilson');
  await newOutbox();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

function expectError(response: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

async function newOutbox() {
  const rows = await h.database.db.select().from(outboundMessages).where(gt(outboundMessages.id, outboxMark));
  outboxMark = rows.reduce((max, row) => Math.max(max, row.id), outboxMark);
  return rows;
}

async function paidAssessment(
  patientId = liamId,
  status: 'awaiting_review' | 'pending_payment' = 'awaiting_review',
) {
  const [row] = await h.database.db
    .insert(assessments)
    .values({
      type: 'erectile_dysfunction',
      patientId,
      status,
      paid: status !== 'pending_payment',
      submittedAt: h.clock.now(),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** The practitioner's free slots, as the admin's booking screen reads them (the patient's slot engine). */
async function slotsOf(practitionerId: number): Promise<string[]> {
  const response = await h.as('admin', {
    method: 'GET',
    url: `/api/availability?practitionerId=${practitionerId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().slots.map((slot: { startsAt: string }) => slot.startsAt);
}

const book = (payload: Record<string, unknown>) =>
  h.as('admin', { method: 'POST', url: '/api/admin/appointments', payload });

async function booked(startsAt: string, practitionerId = sarahId, patientId = liamId) {
  const response = await book({
    patientId,
    assessmentId: await paidAssessment(patientId),
    practitionerId,
    startsAt,
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminAppointment.parse(response.json());
}

const listOf = async (query: string) => {
  const response = await h.as('admin', { method: 'GET', url: `/api/admin/appointments?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return adminAppointmentPage.parse(response.json());
};

async function insertAppointment(values: Partial<typeof appointments.$inferInsert> & { startsAt: Date }) {
  const [row] = await h.database.db
    .insert(appointments)
    .values({
      patientId: oliverId,
      practitionerId: jamesId,
      durationMinutes: 15,
      status: 'completed',
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** The instant `minutes` after the test clock's now (Monday 2 March 2026, 11:00 in Sydney, inside Sarah's hours). */
const minutesAhead = (minutes: number) => new Date(h.clock.now().getTime() + minutes * 60_000).toISOString();

describe('the lead time: an admin books any time that has not started, a patient 2 hours ahead', () => {
  // Sarah works 9:00 to 17:00 in Sydney on a 15-minute grid: 11:30 is 30 minutes ahead, 10:45 has started.
  it('offers the admin a slot 30 minutes ahead that the patient is not offered, and refuses the patient', async () => {
    const soon = minutesAhead(30);
    expect(await slotsOf(sarahId)).toContain(soon);
    const asPatient = await h.as('patient', {
      method: 'GET',
      url: `/api/availability?practitionerId=${sarahId}`,
    });
    const patientSlots: string[] = asPatient.json().slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(patientSlots).not.toContain(soon);
    expect(patientSlots[0]).toBe(minutesAhead(120));
    const refused = await h.as('patient', {
      method: 'POST',
      url: '/api/appointments',
      payload: { assessmentId: await paidAssessment(), practitionerId: sarahId, startsAt: soon },
    });
    expectError(refused, 409, bookingMessages.leadTime, 'startsAt');
  });

  it('books for a patient a slot 30 minutes ahead, with the patient’s reminder and confirmation', async () => {
    const soon = minutesAhead(30);
    await newOutbox();
    const appointment = await booked(soon);
    expect(appointment).toMatchObject({ startsAt: soon, status: 'scheduled', canChange: true });
    const sent = await newOutbox();
    expect(
      sent.some((row) => row.recipient === 'patient@example.com' && row.relatedId === appointment.id),
    ).toBe(true);
    expect(await slotsOf(sarahId)).not.toContain(soon);
  });

  it('moves an appointment to a time 90 minutes ahead, inside the patient’s lead time', async () => {
    const later = (await slotsOf(sarahId)).find((slot) => slot >= minutesAhead(180));
    if (!later) throw new Error('no slot');
    const appointment = await booked(later);
    const response = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/appointments/${appointment.id}/reschedule`,
      payload: { startsAt: minutesAhead(90) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminAppointment.parse(response.json()).startsAt).toBe(minutesAhead(90));
    await newOutbox(); // the booking's and the move's messages, which the next tests do not count
  });

  it('refuses a slot that has started, or starts this instant, to everyone', async () => {
    const started = minutesAhead(-15);
    const now = minutesAhead(0);
    expect(await slotsOf(sarahId)).not.toContain(now);
    for (const startsAt of [started, now]) {
      const asAdmin = await book({
        patientId: liamId,
        assessmentId: await paidAssessment(),
        practitionerId: sarahId,
        startsAt,
      });
      expectError(asAdmin, 409, bookingMessages.slotStarted, 'startsAt');
      const asPatient = await h.as('patient', {
        method: 'POST',
        url: '/api/appointments',
        payload: { assessmentId: await paidAssessment(), practitionerId: sarahId, startsAt },
      });
      expectError(asPatient, 409, bookingMessages.slotStarted, 'startsAt');
    }
    const live = await h.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.practitionerId, sarahId), eq(appointments.startsAt, new Date(started))));
    expect(live).toEqual([]);
  });
});

describe('POST /api/admin/appointments', () => {
  it('books for a patient at a slot of the engine, with the patient’s confirmation email, audited', async () => {
    const [slot] = await slotsOf(sarahId);
    if (!slot) throw new Error('no slot');
    const assessmentId = await paidAssessment();
    const response = await book({ patientId: liamId, assessmentId, practitionerId: sarahId, startsAt: slot });
    expect(response.statusCode, response.body).toBe(201);
    const answer = adminAppointment.parse(response.json());
    expect(answer).toMatchObject({
      startsAt: slot,
      status: 'scheduled',
      assessmentId,
      patient: { id: liamId, name: 'Liam Nguyen' },
      practitioner: { id: sarahId, name: 'Sarah Chen' },
      canChange: true,
    });
    const sent = await newOutbox();
    const confirmation = sent.find(
      (row) => row.channel === 'email' && row.recipient === 'patient@example.com',
    );
    expect(confirmation?.relatedType).toBe('appointment');
    expect(confirmation?.relatedId).toBe(answer.id);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.book'), eq(auditLog.targetId, String(answer.id))));
    expect(audit?.details).toMatchObject({ patientId: liamId, practitionerId: sarahId, assessmentId });
    // The slot is gone for everyone.
    expect(await slotsOf(sarahId)).not.toContain(slot);
  });

  it('answers the same 409 as the patient’s for a slot just taken', async () => {
    const [slot] = await slotsOf(jamesId);
    if (!slot) throw new Error('no slot');
    await booked(slot, jamesId, liamId);
    const again = await book({
      patientId: oliverId,
      assessmentId: await paidAssessment(oliverId),
      practitionerId: jamesId,
      startsAt: slot,
    });
    expectError(again, 409, bookingMessages.slotTaken);
  });

  it('refuses an unknown patient, another patient’s assessment and an unpaid one', async () => {
    const [slot] = await slotsOf(sarahId);
    const base = { practitionerId: sarahId, startsAt: slot };
    expectError(
      await book({ ...base, patientId: 999_999, assessmentId: await paidAssessment() }),
      404,
      messages.patientNotFound,
      'patientId',
    );
    expectError(
      await book({ ...base, patientId: liamId, assessmentId: await paidAssessment(oliverId) }),
      404,
      bookingMessages.assessmentNotFound,
      'assessmentId',
    );
    expectError(
      await book({
        ...base,
        patientId: liamId,
        assessmentId: await paidAssessment(liamId, 'pending_payment'),
      }),
      409,
      bookingMessages.assessmentNotReady,
      'assessmentId',
    );
    expectError(
      await book({
        ...base,
        patientId: liamId,
        assessmentId: await paidAssessment(),
        practitionerId: 999_999,
      }),
      404,
      bookingMessages.practitionerNotFound,
      'practitionerId',
    );
  });

  it('answers 400 with the field for bad input', async () => {
    const assessmentId = await paidAssessment();
    const valid = {
      patientId: liamId,
      assessmentId,
      practitionerId: sarahId,
      startsAt: '2026-03-03T00:00:00Z',
    };
    expectError(await book({ ...valid, patientId: 'x' }), 400, messages.patientId, 'patientId');
    expectError(await book({ ...valid, startsAt: 'tomorrow' }), 400, bookingMessages.startsAt, 'startsAt');
    expectError(await book({ ...valid, assessmentId: 0 }), 400, bookingMessages.assessmentId, 'assessmentId');
  });

  it('refuses a time that is not a slot', async () => {
    expectError(
      await book({
        patientId: liamId,
        assessmentId: await paidAssessment(),
        practitionerId: sarahId,
        startsAt: '2026-03-02T03:07:00Z',
      }),
      409,
      bookingMessages.slotTaken,
    );
  });
});

describe('GET /api/admin/appointments/bookable-assessments', () => {
  it('lists a patient’s paid assessments with no live appointment', async () => {
    const free = await paidAssessment(oliverId);
    const unpaid = await paidAssessment(oliverId, 'pending_payment');
    const response = await h.as('admin', {
      method: 'GET',
      url: `/api/admin/appointments/bookable-assessments?patientId=${oliverId}&pageSize=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = bookableAssessmentPage.parse(response.json());
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(unpaid);
    expect(page.items.every((item) => item.patient.id === oliverId)).toBe(true);
    const [slot] = await slotsOf(sarahId);
    await book({ patientId: oliverId, assessmentId: free, practitionerId: sarahId, startsAt: slot });
    const after = bookableAssessmentPage.parse(
      (
        await h.as('admin', {
          method: 'GET',
          url: `/api/admin/appointments/bookable-assessments?q=oliver.smith&pageSize=100`,
        })
      ).json(),
    );
    expect(after.items.map((item) => item.id)).not.toContain(free);
    expect(after.items.every((item) => item.patient.email === 'oliver.smith@example.com')).toBe(true);
  });
});

describe('POST /api/admin/appointments/{id}/reschedule and /cancel', () => {
  it('moves an appointment within 24 hours of its start, which the patient may not, with the patient’s email', async () => {
    const [first, , third] = await slotsOf(sarahId);
    if (!first || !third) throw new Error('no slots');
    const appointment = await booked(first);
    expect(new Date(first).getTime() - h.clock.now().getTime()).toBeLessThan(24 * 3_600_000);
    const asPatient = await h.as('patient', {
      method: 'POST',
      url: `/api/appointments/${appointment.id}/reschedule`,
      payload: { startsAt: third },
    });
    expectError(asPatient, 409, bookingMessages.changeWindowClosed);
    await newOutbox();
    const response = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/appointments/${appointment.id}/reschedule`,
      payload: { startsAt: third },
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = adminAppointment.parse(response.json());
    expect(moved).toMatchObject({
      startsAt: third,
      status: 'scheduled',
      previousAppointmentId: appointment.id,
    });
    const sent = await newOutbox();
    expect(sent.some((row) => row.recipient === 'patient@example.com' && row.relatedId === moved.id)).toBe(
      true,
    );
    const [old] = await h.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(old?.status).toBe('rescheduled');
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.reschedule'), eq(auditLog.targetId, String(moved.id))));
    expect(audit?.details).toMatchObject({ previousAppointmentId: appointment.id });
  });

  it('answers 409 for a taken slot and 400 for a bad time', async () => {
    const slots = await slotsOf(jamesId);
    const [a, b] = [slots[0], slots[1]];
    if (!a || !b) throw new Error('no slots');
    const one = await booked(a, jamesId);
    await booked(b, jamesId, oliverId);
    const response = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/appointments/${one.id}/reschedule`,
      payload: { startsAt: b },
    });
    expectError(response, 409, bookingMessages.slotTaken);
    // The failed move changed nothing.
    const [still] = await h.database.db.select().from(appointments).where(eq(appointments.id, one.id));
    expect(still?.status).toBe('scheduled');
    const bad = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/appointments/${one.id}/reschedule`,
      payload: { startsAt: 'soon' },
    });
    expectError(bad, 400, bookingMessages.startsAt, 'startsAt');
  });

  it('cancels an appointment within 24 hours of its start, audited; twice is 409', async () => {
    const slots = await slotsOf(sarahId);
    const slot = slots[0];
    if (!slot) throw new Error('no slot');
    const appointment = await booked(slot);
    const response = await h.as('admin', {
      method: 'POST',
      url: `/api/admin/appointments/${appointment.id}/cancel`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminAppointment.parse(response.json())).toMatchObject({ status: 'cancelled', canChange: false });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.cancel'), eq(auditLog.targetId, String(appointment.id))));
    expect(audit).toBeDefined();
    expectError(
      await h.as('admin', { method: 'POST', url: `/api/admin/appointments/${appointment.id}/cancel` }),
      409,
      bookingMessages.notScheduled,
    );
  });

  it('refuses to change an appointment that has started, and 404s an unknown one', async () => {
    const started = await insertAppointment({
      startsAt: new Date(h.clock.now().getTime() - 5 * 60_000),
      status: 'scheduled',
      patientId: liamId,
    });
    expectError(
      await h.as('admin', { method: 'POST', url: `/api/admin/appointments/${started.id}/cancel` }),
      409,
      messages.appointmentStarted,
    );
    expectError(
      await h.as('admin', { method: 'POST', url: '/api/admin/appointments/999999/cancel' }),
      404,
      bookingMessages.appointmentNotFound,
    );
    expectError(
      await h.as('admin', {
        method: 'POST',
        url: '/api/admin/appointments/999999/reschedule',
        payload: { startsAt: '2026-03-03T00:00:00Z' },
      }),
      404,
      bookingMessages.appointmentNotFound,
    );
  });
});

describe('GET /api/admin/appointments', () => {
  it('filters by calendar days in the admin’s timezone, practitioner, status and patient', async () => {
    // Sydney is UTC+10 in April: 14:30 UTC on 10 April is 00:30 on the 11th there, 13:30 UTC is 23:30 on the 10th.
    const late = await insertAppointment({ startsAt: new Date('2026-04-10T14:30:00Z'), status: 'no_show' });
    const early = await insertAppointment({
      startsAt: new Date('2026-04-10T13:30:00Z'),
      practitionerId: sarahId,
    });
    const eleventh = await listOf('from=2026-04-11&to=2026-04-11');
    expect(eleventh.items.map((item) => item.id)).toEqual([late.id]);
    const tenth = await listOf('from=2026-04-10&to=2026-04-10');
    expect(tenth.items.map((item) => item.id)).toEqual([early.id]);
    const both = await listOf('from=2026-04-10&to=2026-04-11&sort=startsAt&dir=asc');
    expect(both.items.map((item) => item.id)).toEqual([early.id, late.id]);
    const james = await listOf(`from=2026-04-10&to=2026-04-11&practitionerId=${jamesId}`);
    expect(james.items.map((item) => item.id)).toEqual([late.id]);
    const noShow = await listOf('from=2026-04-01&status=no_show');
    expect(noShow.items.map((item) => item.id)).toEqual([late.id]);
    const oliver = await listOf('q=Oliver%20Smith&pageSize=100');
    expect(oliver.items.length).toBeGreaterThan(0);
    expect(oliver.items.every((item) => item.patient.id === oliverId)).toBe(true);
  });

  it('sorts by the asked column and pages', async () => {
    const ascending = await listOf('sort=startsAt&dir=asc&pageSize=100');
    const starts = ascending.items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    const descending = await listOf('sort=startsAt&dir=desc&pageSize=2');
    expect(descending.items).toHaveLength(2);
    expect(descending.total).toBe(ascending.total);
    expect(descending.items[0]?.startsAt).toBe(starts.at(-1));
    const byPractitioner = await listOf('sort=practitionerName&dir=desc&pageSize=100');
    const names = byPractitioner.items.map((item) => item.practitioner.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('answers 400 with the field for bad filters', async () => {
    const cases: [string, string, string?][] = [
      ['from=2026-13-01', 'from'],
      ['from=2026-04-11&to=2026-04-10', 'to', messages.dateRange],
      ['status=late', 'status'],
      ['practitionerId=-1', 'practitionerId', messages.practitionerId],
      ['sort=reason', 'sort'],
    ];
    for (const [query, field, message] of cases) {
      const response = await h.as('admin', { method: 'GET', url: `/api/admin/appointments?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
      if (message) expect(response.json().message).toBe(message);
    }
  });
});
