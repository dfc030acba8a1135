import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { PATIENT_REMINDER_QUEUE } from '../booking';
import { appointments, assessments, practitioners, users } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import {
  appointmentJobStates,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from '../test/helpers';

// Ending a consultation marks the appointment as the schedule does, so its pending reminder goes too
// (docs/product/consultations.md, Ending it).

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

it('ending a consultation as completed cancels the pending reminder job', async () => {
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: clock.now,
    logger: false,
    jobs: { sql: database.jobSql, work: false },
  });
  await app.ready();
  try {
    const [liam] = await database.db.select().from(users).where(eq(users.email, seededAccounts.liam));
    const [sarah] = await database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.name, 'Sarah Chen'));
    if (!liam || !sarah) throw new Error('seed changed');
    const [assessment] = await database.db
      .insert(assessments)
      .values({ type: 'weight_loss', patientId: liam.id, status: 'awaiting_review', paid: true })
      .returning();
    const patient = await login(app, seededAccounts.liam);
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

    // Five minutes into the appointment, Sarah ends its consultation.
    clock.advance(new Date(startsAt).getTime() - clock.now().getTime() + 5 * 60_000);
    const sarahSession = await login(app, seededAccounts.sarah);
    const ended = await app.inject({
      method: 'POST',
      url: `/api/consultations/${id}/end`,
      cookies: { [SESSION_COOKIE]: sarahSession.sid ?? '' },
      payload: {},
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await jobStates(id)).toEqual(['cancelled']);
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.status).toBe('completed');
  } finally {
    await app.close();
  }
}, 60_000);
