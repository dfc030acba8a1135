import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { PATIENT_REMINDER_QUEUE } from '../booking';
import { appointments, assessments, practitioners, users } from '../db/schema';
import {
  appointmentJobStates,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from '../test/helpers';

let database: TestDatabase;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

const jobStates = (appointmentId: number) =>
  appointmentJobStates(database, PATIENT_REMINDER_QUEUE, appointmentId);

it('marking an appointment completed cancels its pending reminder job, as a cancel does', async () => {
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: clock.now,
    logger: false,
    jobs: { sql: database.jobSql, work: false },
  });
  await app.ready();
  try {
    const [liam] = await database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
    const [sarah] = await database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.name, 'Sarah Chen'));
    if (!liam || !sarah) throw new Error('seed changed');
    const [assessment] = await database.db
      .insert(assessments)
      .values({ type: 'weight_loss', patientId: liam.id, status: 'awaiting_review', paid: true })
      .returning();
    const patient = await login(app, 'patient@example.com');
    const slots = await app.inject({
      method: 'GET',
      url: `/api/availability?practitionerId=${sarah.id}`,
      cookies: { [SESSION_COOKIE]: patient.sid ?? '' },
    });
    const startsAt: string = slots.json().slots[0].startsAt;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      cookies: { [SESSION_COOKIE]: patient.sid ?? '' },
      payload: { assessmentId: assessment?.id, practitionerId: sarah.id, startsAt },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as number;
    expect(await jobStates(id)).toEqual(['created']);

    // The appointment has started: Sarah signs in then and marks it.
    clock.advance(new Date(startsAt).getTime() - clock.now().getTime() + 60_000);
    const sarahSession = await login(app, 'practitioner@example.com');
    const marked = await app.inject({
      method: 'POST',
      url: `/api/practitioner/appointments/${id}/outcome`,
      cookies: { [SESSION_COOKIE]: sarahSession.sid ?? '' },
      payload: { status: 'completed' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await jobStates(id)).toEqual(['cancelled']);
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.status).toBe('completed');
  } finally {
    await app.close();
  }
}, 60_000);
