import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PATIENT_REMINDER_QUEUE } from '../booking';
import { appointments } from '../db/schema';
import { seededAccounts } from '../test/accounts';
import {
  appointmentJobStates,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
} from '../test/helpers';
import { appWithReminderJobs, bookWithReminder } from '../test/reminders';

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
  const app = await appWithReminderJobs(database, clock);
  try {
    const { id, startsAt } = await bookWithReminder(app, database);
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
