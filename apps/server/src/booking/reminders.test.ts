import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { JobSql } from '../db/client';
import { appointments, assessments, outboundMessages, practitioners, users } from '../db/schema';
import {
  appointmentJobStates,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from '../test/helpers';
import { digestDueAt, PATIENT_REMINDER_QUEUE, runPractitionerDigests } from './reminders';
import { availability, bookAppointment, cancelAppointment } from './service';

describe('digestDueAt: 7:00 in the practitioner’s zone', () => {
  it.each([
    ['Australia/Sydney', '2026-03-02', '2026-03-01T20:00:00.000Z'], // AEDT +11
    ['Australia/Sydney', '2026-04-06', '2026-04-05T21:00:00.000Z'], // AEST +10, after the change
    ['Australia/Adelaide', '2026-03-02', '2026-03-01T20:30:00.000Z'], // ACDT +10:30
    ['Australia/Adelaide', '2026-10-05', '2026-10-04T20:30:00.000Z'],
    ['Australia/Brisbane', '2026-03-02', '2026-03-01T21:00:00.000Z'],
    ['Australia/Perth', '2026-03-02', '2026-03-01T23:00:00.000Z'],
  ])('%s on %s', (zone, date, expected) => {
    expect(digestDueAt(zone, date).toISOString()).toBe(expected);
  });
});

let database: TestDatabase;
const clock = testClock();
let liamId: number;
let sarahId: number;
let sarahUserId: number;

async function appWithQueue(work: boolean, jobSql: JobSql = database.jobSql): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: clock.now,
    logger: false,
    jobs: { sql: jobSql, work, pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  return app;
}

/**
 * The job queue's SQL, and a promise that settles once a worker has looked for due reminders: pg-boss 10.4 fetches
 * with one `… FOR UPDATE SKIP LOCKED` statement whose first parameter is the queue's name.
 */
function watchReminderFetches(): { sql: JobSql; fetched: Promise<void> } {
  let fetched: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    fetched = resolve;
  });
  return {
    fetched: promise,
    sql: {
      exclusive: (work) => database.jobSql.exclusive(work),
      async executeSql(text, values) {
        const result = await database.jobSql.executeSql(text, values);
        if (values?.[0] === PATIENT_REMINDER_QUEUE && text.includes('SKIP LOCKED')) fetched();
        return result;
      },
    },
  };
}

async function paidAssessment() {
  const [row] = await database.db
    .insert(assessments)
    .values({ type: 'weight_loss', patientId: liamId, status: 'awaiting_review', paid: true })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function bookSlot(index: number) {
  const { slots } = await availability(database.db, { practitionerId: sarahId }, clock.now());
  const slot = slots[index];
  if (!slot) throw new Error('no slot');
  const { appointment } = await bookAppointment(
    database.db,
    liamId,
    { assessmentId: await paidAssessment(), practitionerId: sarahId, startsAt: new Date(slot.startsAt) },
    clock.now(),
  );
  return appointment;
}

async function remindersFor(appointmentId: number) {
  return database.db
    .select()
    .from(outboundMessages)
    .where(
      and(eq(outboundMessages.relatedType, 'appointment'), eq(outboundMessages.relatedId, appointmentId)),
    );
}

const jobsFor = (appointmentId: number) =>
  appointmentJobStates(database, PATIENT_REMINDER_QUEUE, appointmentId);

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const [liam] = await database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  const [sarah] = await database.db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  if (!liam || !sarah) throw new Error('seed changed');
  liamId = liam.id;
  sarahId = sarah.id;
  sarahUserId = sarah.userId;
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

describe('patient reminders on pg-boss', () => {
  it('a reminder queued before a restart is sent once by the next process, and never again', async () => {
    const first = await appWithQueue(false); // queues, does not work
    const appointment = await bookSlot(30);
    await first.reminders?.scheduled(appointment);
    await first.close();
    expect(await jobsFor(appointment.id)).toEqual(['created']);
    expect(await remindersFor(appointment.id)).toHaveLength(0);

    // Its start is more than 24 hours away on the app's clock, but pg-boss's clock (the database's) is later:
    // the job is due at once.
    const second = await appWithQueue(true);
    await until(async () => (await remindersFor(appointment.id)).length > 0);
    await until(async () => (await jobsFor(appointment.id)).every((state) => state === 'completed'));
    await second.close();

    // A third process looks for due reminders and finds nothing to send; closing it waits for any job it took.
    const watch = watchReminderFetches();
    const third = await appWithQueue(true, watch.sql);
    await watch.fetched;
    await third.close();
    const sent = await remindersFor(appointment.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe('patient@example.com');
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row?.patientReminderSentAt).not.toBeNull();
  }, 60_000);

  it('a cancelled appointment’s reminder is skipped', async () => {
    const first = await appWithQueue(false);
    const appointment = await bookSlot(80);
    await first.reminders?.scheduled(appointment);
    await first.close();
    await cancelAppointment(database.db, liamId, appointment.id, clock.now());

    const worker = await appWithQueue(true);
    await until(async () => (await jobsFor(appointment.id)).every((state) => state === 'completed'));
    await worker.close();
    expect(await remindersFor(appointment.id)).toHaveLength(0);
  }, 60_000);
});

describe('reminder jobs commit with their appointment', () => {
  it('booking through the API queues the job in the same transaction; cancelling cancels it', async () => {
    const app = await appWithQueue(false);
    try {
      const { sid } = await login(app, 'patient@example.com');
      const { slots } = await availability(database.db, { practitionerId: sarahId }, clock.now());
      const booked = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        cookies: { [SESSION_COOKIE]: sid ?? '' },
        payload: {
          assessmentId: await paidAssessment(),
          practitionerId: sarahId,
          startsAt: slots[60]?.startsAt,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as number;
      const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row?.reminderJobId).toBeTruthy();
      expect(await jobsFor(id)).toEqual(['created']);

      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/cancel`,
        cookies: { [SESSION_COOKIE]: sid ?? '' },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await jobsFor(id)).toEqual(['cancelled']);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a booking whose transaction fails leaves no job behind', async () => {
    const app = await appWithQueue(false);
    try {
      const count = async () => {
        const result = await database.db.execute(sql`select count(*)::int as n from pgboss.job`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const before = await count();
      const { slots } = await availability(database.db, { practitionerId: sarahId }, clock.now());
      await expect(
        bookAppointment(
          database.db,
          liamId,
          {
            assessmentId: await paidAssessment(),
            practitionerId: sarahId,
            startsAt: new Date(slots[61]?.startsAt ?? ''),
          },
          clock.now(),
          {
            inTransaction: async (tx, appointment) => {
              await app.reminders?.scheduled(appointment, tx);
              throw new Error('failed after queueing');
            },
          },
        ),
      ).rejects.toThrow('failed after queueing');
      expect(await count()).toBe(before);
      const live = await database.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.startsAt, new Date(slots[61]?.startsAt ?? '')),
            eq(appointments.status, 'scheduled'),
          ),
        );
      expect(live).toHaveLength(0);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('practitioner digest', () => {
  it('goes at 7:00 in the practitioner’s zone, once a day, listing that day’s live appointments', async () => {
    await database.db.update(users).set({ timezone: 'Australia/Adelaide' }).where(eq(users.id, sarahUserId));
    const app = await appWithQueue(false);
    try {
      // Tuesday 10 March 2026 in Adelaide (ACDT +10:30): two appointments, one of them cancelled.
      const day = '2026-03-10';
      const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+10:30`);
      await database.db.insert(appointments).values([
        { patientId: liamId, practitionerId: sarahId, startsAt: at('09:00'), durationMinutes: 15 },
        { patientId: liamId, practitionerId: sarahId, startsAt: at('11:00'), durationMinutes: 15 },
        {
          patientId: liamId,
          practitionerId: sarahId,
          startsAt: at('12:00'),
          durationMinutes: 15,
          status: 'cancelled',
        },
      ]);
      const digests = async () =>
        (
          await database.db
            .select()
            .from(outboundMessages)
            .where(eq(outboundMessages.recipient, 'practitioner@example.com'))
        ).filter((m) => m.subject?.startsWith('Your upcoming appointments'));
      const before = (await digests()).length;

      expect(await runPractitionerDigests(database.db, app.delivery, at('06:59'))).toBe(0);
      // 7:00 in Sydney (AEDT) is 6:30 in Adelaide: still too early for her.
      expect(await runPractitionerDigests(database.db, app.delivery, new Date(`${day}T07:00:00+11:00`))).toBe(
        0,
      );
      expect(await runPractitionerDigests(database.db, app.delivery, at('07:00'))).toBeGreaterThanOrEqual(1);
      expect(await runPractitionerDigests(database.db, app.delivery, at('07:05'))).toBe(0);

      const sent = (await digests()).slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Your upcoming appointments (2)');
      expect(sent[0]?.body).toContain('9:00 am');
      expect(sent[0]?.body).toContain('11:00 am');
      expect(sent[0]?.body).not.toContain('12:00 pm');
    } finally {
      await app.close();
    }
  }, 60_000);
});
