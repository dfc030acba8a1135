import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PATIENT_REMINDER_QUEUE } from '../booking';
import { appointments } from '../db/schema';
import {
  appointmentJobStates,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
} from '../test/helpers';
import { appWithReminderJobs, bookWithReminder } from '../test/reminders';

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
  const app = await appWithReminderJobs(database, clock);
  try {
    const { id, startsAt } = await bookWithReminder(app, database);
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
