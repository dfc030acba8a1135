import { practitionerMessages, type ScheduleAppointment } from '@telehealth/contract';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { appointments, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { type Actor, type AppointmentRow, practitionerOfUser, scheduleColumns, scheduleView } from './me';

// The practitioner's calendar and the outcome of each appointment.

/**
 * The caller's appointments starting in [from, to), oldest first. A `rescheduled` row is left out: it is the old
 * half of a move, and its replacement (a row of its own) is what the calendar shows.
 */
export async function calendar(
  db: Db,
  userId: number,
  query: { from: Date; to: Date },
): Promise<{ timezone: string; items: ScheduleAppointment[] }> {
  const me = await practitionerOfUser(db, userId);
  const rows = await db
    .select(scheduleColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.practitionerId, me.practitioner.id),
        ne(appointments.status, 'rescheduled'),
        gte(appointments.startsAt, query.from),
        lt(appointments.startsAt, query.to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return { timezone: me.timeZone, items: rows.map(scheduleView) };
}

/**
 * Marks the caller's own appointment completed or no-show, once it has started. The status compare is in the
 * UPDATE's WHERE, so of two racing marks one wins and the other is 409. Answers the row before and after (the
 * caller cancels the old row's reminder job).
 */
export async function setOutcome(
  db: Db,
  userId: number,
  id: number,
  status: 'completed' | 'no_show',
  actor: Actor,
  now: Date,
): Promise<{ view: ScheduleAppointment; before: AppointmentRow }> {
  const me = await practitionerOfUser(db, userId);
  const [current] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.practitionerId, me.practitioner.id)));
  if (!current) throw notFound(practitionerMessages.appointmentNotFound);
  if (current.status !== 'scheduled') throw conflict(practitionerMessages.outcomeNotScheduled);
  if (current.startsAt.getTime() > now.getTime()) throw conflict(practitionerMessages.outcomeTooEarly);
  return transaction(db, async (tx) => {
    const [marked] = await tx
      .update(appointments)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(appointments.id, current.id),
          eq(appointments.practitionerId, me.practitioner.id),
          eq(appointments.status, 'scheduled'),
        ),
      )
      .returning();
    if (!marked) throw conflict(practitionerMessages.outcomeNotScheduled);
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'appointment.outcome',
        targetType: 'appointment',
        targetId: marked.id,
        details: { old: current.status, new: status },
      },
      now,
    );
    const [patient] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, marked.patientId));
    return {
      view: scheduleView({
        appointment: marked,
        firstName: patient?.firstName ?? '',
        lastName: patient?.lastName ?? '',
      }),
      before: current,
    };
  });
}
