import { TZDate } from '@date-fns/tz';
import { safeTimeZone } from '@telehealth/contract';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { appointments, practitionerDigests, practitioners, users } from '../db/schema';
import { personValues, practitionerReminderValues } from '../delivery/email-values';
import type { DeliveryService } from '../delivery/service';
import { sendTemplateEmail } from '../delivery/templates';
import { type JobQueue, transactionSql } from '../jobs/queue';
import { sendPatientReminder } from './notify';
import { zonedInstant } from './slots';

export const PATIENT_REMINDER_QUEUE = 'patient-appointment-reminder';
export const PRACTITIONER_DIGEST_QUEUE = 'practitioner-appointment-digest';
/** The digest sweep runs every 5 minutes; each practitioner's digest is due at 7:00 in their zone. */
export const DIGEST_CRON = '*/5 * * * *';
export const DIGEST_HOUR = 7;
const REMINDER_LEAD_MS = 24 * 3_600_000;

type AppointmentRow = typeof appointments.$inferSelect;
interface PatientReminderJob {
  appointmentId: number;
  /** The start the reminder was scheduled for; a moved appointment's old job finds another start and skips. */
  startsAt: string;
}

/** When a practitioner's digest for a local date (yyyy-MM-dd) is due: 7:00 on that date in their zone. */
export function digestDueAt(timeZone: string, localDate: string): Date {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return zonedInstant(timeZone, year, month - 1, day, DIGEST_HOUR * 60);
}

/** The practitioner's local date of `at`, yyyy-MM-dd. */
export function localDateOf(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * Sends the 24-hour reminder of one appointment, once: skipped when the appointment is no longer scheduled or
 * has moved (cancel and reschedule need no job removal), and claimed with a compare-and-set on
 * `patient_reminder_sent_at` before sending, so a retried or duplicated job never sends twice.
 */
export async function runPatientReminder(
  db: Db,
  delivery: DeliveryService,
  job: PatientReminderJob,
  now: Date,
): Promise<'sent' | 'skipped'> {
  const [claimed] = await db
    .update(appointments)
    .set({ patientReminderSentAt: now })
    .where(
      and(
        eq(appointments.id, job.appointmentId),
        eq(appointments.status, 'scheduled'),
        eq(appointments.startsAt, new Date(job.startsAt)),
        isNull(appointments.patientReminderSentAt),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  await sendPatientReminder(db, delivery, claimed, now);
  return 'sent';
}

/**
 * Every active practitioner whose local time is past 7:00 and who has no digest for their local today gets one:
 * `practitioner_appointment_reminder` listing today's scheduled appointments (nothing is sent on an empty day).
 * The `practitioner_digests` row, inserted before sending, makes it once per day across sweeps and instances.
 */
export async function runPractitionerDigests(db: Db, delivery: DeliveryService, now: Date): Promise<number> {
  const rows = await db
    .select({ practitioner: practitioners, user: users })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(practitioners.isActive, true));
  let sent = 0;
  for (const { practitioner, user } of rows) {
    const timeZone = safeTimeZone(user.timezone);
    const localDate = localDateOf(now, timeZone);
    if (now < digestDueAt(timeZone, localDate)) continue;
    const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
    const dayStart = zonedInstant(timeZone, year, month - 1, day, 0);
    const nextDay = new TZDate(year, month - 1, day + 1, 0, 0, timeZone);
    const today = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitioner.id),
          eq(appointments.status, 'scheduled'),
          gte(appointments.startsAt, dayStart),
          lt(appointments.startsAt, new Date(nextDay.getTime())),
        ),
      )
      .orderBy(asc(appointments.startsAt));
    const [claimed] = await db
      .insert(practitionerDigests)
      .values({ practitionerId: practitioner.id, localDate, appointmentCount: today.length, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed || today.length === 0) continue;
    const ids = today.map((row) => row.id);
    await sendTemplateEmail(
      db,
      delivery,
      'practitioner_appointment_reminder',
      user.email,
      {
        ...personValues(user, now),
        ...(await practitionerReminderValues(db, ids, timeZone)),
        practitionerName: `Dr. ${practitioner.name}`,
        doctorName: `Dr. ${practitioner.name}`,
      },
      { type: 'practitioner', id: practitioner.id },
    );
    sent += 1;
  }
  return sent;
}

/** The reminder jobs of booking, on pg-boss: what routes call when an appointment is made or ends. */
export class Reminders {
  constructor(
    private readonly boss: JobQueue,
    private readonly db: Db,
    private readonly delivery: DeliveryService,
    private readonly now: () => Date,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Creates the queues and the digest's cron schedule (once per database; see startJobQueue's `setUp`). */
  static async createQueues(boss: JobQueue): Promise<void> {
    await boss.createQueue(PATIENT_REMINDER_QUEUE);
    await boss.createQueue(PRACTITIONER_DIGEST_QUEUE);
    await boss.schedule(PRACTITIONER_DIGEST_QUEUE, DIGEST_CRON);
  }

  /** With `work`, this process runs the jobs (every instance may: pg-boss hands each job to one of them). */
  async start(options: { work: boolean; pollingIntervalSeconds?: number } = { work: true }): Promise<void> {
    if (!options.work) return;
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    await this.boss.work<PatientReminderJob>(PATIENT_REMINDER_QUEUE, polling, async (jobs) => {
      for (const job of jobs) await runPatientReminder(this.db, this.delivery, job.data, this.now());
    });
    await this.boss.work(PRACTITIONER_DIGEST_QUEUE, polling, async () => {
      await runPractitionerDigests(this.db, this.delivery, this.now());
    });
  }

  /**
   * Queues the 24-hour reminder (due at once when the appointment is less than 24 hours away). Given the booking's
   * transaction, the job commits with the appointment or not at all; a failure then fails the booking.
   */
  async scheduled(appointment: Pick<AppointmentRow, 'id' | 'startsAt'>, tx?: Db): Promise<string | null> {
    const data = { appointmentId: appointment.id, startsAt: appointment.startsAt.toISOString() };
    const options = {
      startAfter: new Date(appointment.startsAt.getTime() - REMINDER_LEAD_MS),
      retryLimit: 5,
      retryBackoff: true,
    };
    if (tx) {
      const jobId = await this.boss.send(PATIENT_REMINDER_QUEUE, data, {
        ...options,
        db: transactionSql(tx),
      });
      await tx.update(appointments).set({ reminderJobId: jobId }).where(eq(appointments.id, appointment.id));
      return jobId;
    }
    try {
      const jobId = await this.boss.send(PATIENT_REMINDER_QUEUE, data, options);
      await this.db
        .update(appointments)
        .set({ reminderJobId: jobId })
        .where(eq(appointments.id, appointment.id));
      return jobId;
    } catch (error) {
      // Outside a transaction the appointment stands; the missing reminder is logged (ids only).
      this.log?.error({ err: error, appointmentId: appointment.id }, 'reminder not queued');
      return null;
    }
  }

  /**
   * Cancels the reminder job of an appointment that was cancelled or moved. Best effort: a job already running,
   * or one this call misses, skips itself (it re-reads the appointment's status and start before sending).
   */
  async cancelled(appointment: Pick<AppointmentRow, 'id' | 'reminderJobId'>): Promise<void> {
    if (!appointment.reminderJobId) return;
    try {
      await this.boss.cancel(PATIENT_REMINDER_QUEUE, appointment.reminderJobId);
    } catch (error) {
      this.log?.warn(
        { err: error, appointmentId: appointment.id },
        'reminder job not cancelled; it will skip',
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking's reminder jobs; null when the app runs without a job queue (most tests). */
    reminders: Reminders | null;
  }
}
