import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { assessments, practitioners, users } from '../db/schema';
import { seededAccounts } from './accounts';
import { login, SESSION_COOKIE, type TestClock, type TestDatabase, testConfig } from './helpers';

/** An app whose bookings queue their patient reminder (the job queue's SQL, no worker), ready to inject. */
export async function appWithReminderJobs(
  database: TestDatabase,
  clock: TestClock,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    now: clock.now,
    logger: false,
    jobs: { sql: database.jobSql, work: false },
  });
  await app.ready();
  return app;
}

/**
 * Liam books Sarah's first free slot for a new paid assessment, through the API, so the booking queues its reminder
 * as a patient's does. The appointment's id and start.
 */
export async function bookWithReminder(
  app: FastifyInstance,
  database: TestDatabase,
): Promise<{ id: number; startsAt: string }> {
  const [liam] = await database.db.select().from(users).where(eq(users.email, seededAccounts.liam));
  const [sarah] = await database.db.select().from(practitioners).where(eq(practitioners.name, 'Sarah Chen'));
  if (!liam || !sarah) throw new Error('seed changed');
  const [assessment] = await database.db
    .insert(assessments)
    .values({ type: 'weight_loss', patientId: liam.id, status: 'awaiting_review', paid: true })
    .returning();
  const patient = await login(app, seededAccounts.liam);
  const cookies = { [SESSION_COOKIE]: patient.sid ?? '' };
  const slots = await app.inject({
    method: 'GET',
    url: `/api/availability?practitionerId=${sarah.id}`,
    cookies,
  });
  const startsAt: string = slots.json().slots[0].startsAt;
  const booked = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    cookies,
    payload: { assessmentId: assessment?.id, practitionerId: sarah.id, startsAt },
  });
  if (booked.statusCode !== 201) throw new Error(`booking refused: ${booked.statusCode} ${booked.body}`);
  return { id: booked.json().id as number, startsAt };
}
