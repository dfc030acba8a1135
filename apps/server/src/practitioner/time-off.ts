import { practitionerMessages, type TimeOff, type TimeOffSaveResult } from '@telehealth/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { practitionerTimeOff } from '../db/schema';
import { notFound } from '../http/errors';
import { type Actor, futureScheduled, lockPractitioner, practitionerOfUser, scheduleView } from './me';
import { insideTimeOff } from './schedule';

/** The practitioner's time off. */

function timeOffView(row: typeof practitionerTimeOff.$inferSelect): TimeOff {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** Time off that has not ended yet, soonest first. */
export async function timeOffList(db: Db, userId: number, now: Date): Promise<{ items: TimeOff[] }> {
  const me = await practitionerOfUser(db, userId);
  const rows = await db
    .select()
    .from(practitionerTimeOff)
    .where(
      and(eq(practitionerTimeOff.practitionerId, me.practitioner.id), gt(practitionerTimeOff.endsAt, now)),
    )
    .orderBy(asc(practitionerTimeOff.startsAt), asc(practitionerTimeOff.id));
  return { items: rows.map(timeOffView) };
}

/** Adds time off, with the same protocol as the week: booked appointments inside it need `confirm`, and stay booked. */
export async function addTimeOff(
  db: Db,
  userId: number,
  input: { startsAt: Date; endsAt: Date; reason: string | null; confirm: boolean },
  actor: Actor,
  now: Date,
): Promise<TimeOffSaveResult> {
  return transaction(db, async (tx) => {
    const me = await practitionerOfUser(tx, userId);
    const practitionerId = me.practitioner.id;
    await lockPractitioner(tx, practitionerId);
    const conflicts = insideTimeOff(await futureScheduled(tx, practitionerId, now), input).map(({ row }) =>
      scheduleView(row),
    );
    if (conflicts.length > 0 && !input.confirm) return { saved: false, timeOff: null, conflicts };
    const [row] = await tx
      .insert(practitionerTimeOff)
      .values({
        practitionerId,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        reason: input.reason,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Time off insert returned nothing');
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.time_off_add',
        targetType: 'practitioner_time_off',
        targetId: row.id,
        details: {
          ...timeOffView(row),
          conflictingAppointmentIds: conflicts.map((appointment) => appointment.id),
        },
      },
      now,
    );
    return { saved: true, timeOff: timeOffView(row), conflicts };
  });
}

/** Removes the caller's own time off; anyone else's, like an unknown id, is 404. */
export async function removeTimeOff(
  db: Db,
  userId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<{ message: string }> {
  const me = await practitionerOfUser(db, userId);
  await transaction(db, async (tx) => {
    const [removed] = await tx
      .delete(practitionerTimeOff)
      .where(and(eq(practitionerTimeOff.id, id), eq(practitionerTimeOff.practitionerId, me.practitioner.id)))
      .returning();
    if (!removed) throw notFound(practitionerMessages.timeOffNotFound);
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.time_off_remove',
        targetType: 'practitioner_time_off',
        targetId: removed.id,
        details: timeOffView(removed),
      },
      now,
    );
  });
  return { message: practitionerMessages.timeOffRemoved };
}
