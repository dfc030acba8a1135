import { practitionerMessages, type ScheduleAppointment, safeTimeZone } from '@telehealth/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { AuditEntry } from '../audit';
import { BOOKING_LOCK_NAMESPACE } from '../booking';
import type { Db } from '../db/client';
import { appointments, practitioners, users } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The signed-in practitioner's own profile, signature, week, time off and calendar (docs/product/practitioner.md):
 * every function starts from the caller's user id and finds their `practitioners` row here, so no id in a request can
 * reach another practitioner's data (an id in a path is looked up together with the caller's practitioner id).
 */

export type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;
export type PractitionerRow = typeof practitioners.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;

export interface Me {
  practitioner: PractitionerRow;
  email: string;
  timeZone: string;
  /** The user's stored value, as the profile shows it. */
  timezone: string;
}

/** The caller's practitioner row and zone, or 404 'Your account has no practitioner profile.' */
export async function practitionerOfUser(db: Db, userId: number): Promise<Me> {
  const [row] = await db
    .select({ practitioner: practitioners, email: users.email, timezone: users.timezone })
    .from(practitioners)
    .innerJoin(users, eq(users.id, practitioners.userId))
    .where(eq(practitioners.userId, userId));
  if (!row) throw notFound(practitionerMessages.noProfile);
  return { ...row, timeZone: safeTimeZone(row.timezone) };
}

// The appointments as the practitioner sees them.

export const scheduleColumns = {
  appointment: appointments,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function scheduleView(row: {
  appointment: AppointmentRow;
  firstName: string;
  lastName: string;
}): ScheduleAppointment {
  const { appointment } = row;
  return {
    id: appointment.id,
    startsAt: appointment.startsAt.toISOString(),
    durationMinutes: appointment.durationMinutes,
    status: appointment.status,
    patientId: appointment.patientId,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    assessmentId: appointment.assessmentId,
  };
}

/** Every scheduled appointment of the practitioner from now on (the ones a change of hours could strand). */
export async function futureScheduled(tx: Db, practitionerId: number, now: Date) {
  const rows = await tx
    .select(scheduleColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.practitionerId, practitionerId),
        eq(appointments.status, 'scheduled'),
        gte(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({ ...scheduleView(row), startsAt: row.appointment.startsAt, row }));
}

/**
 * The practitioner's advisory lock, the one booking takes (`BOOKING_LOCK_NAMESPACE`): two saves of the same week
 * never interleave, and no booking slips in between listing the conflicts and saving the hours.
 */
export async function lockPractitioner(tx: Db, practitionerId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}::integer, ${practitionerId}::integer)`,
  );
}
