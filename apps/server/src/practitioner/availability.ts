import type { AvailabilityRange, AvailabilitySaveResult, WeeklyAvailability } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { practitionerAvailability } from '../db/schema';
import { type Actor, futureScheduled, lockPractitioner, practitionerOfUser, scheduleView } from './me';
import { outsideWeek, rangesOfRows, rowsOfRanges } from './schedule';

/** The practitioner's weekly hours. */

async function weekOf(tx: Db, practitionerId: number) {
  return tx
    .select({
      weekday: practitionerAvailability.weekday,
      startMinute: practitionerAvailability.startMinute,
      endMinute: practitionerAvailability.endMinute,
    })
    .from(practitionerAvailability)
    .where(eq(practitionerAvailability.practitionerId, practitionerId));
}

export async function availability(db: Db, userId: number): Promise<WeeklyAvailability> {
  const me = await practitionerOfUser(db, userId);
  return { timezone: me.timeZone, ranges: rangesOfRows(await weekOf(db, me.practitioner.id)) };
}

/**
 * Replaces the week (docs/product/practitioner.md). Future scheduled appointments that the new hours leave out are
 * conflicts: without `confirm` nothing changes and they are listed with the week as it stands; with it the week is
 * replaced and they are still listed. Either way they stay booked.
 */
export async function saveAvailability(
  db: Db,
  userId: number,
  input: { ranges: AvailabilityRange[]; confirm: boolean },
  actor: Actor,
  now: Date,
): Promise<AvailabilitySaveResult> {
  return transaction(db, async (tx) => {
    const me = await practitionerOfUser(tx, userId);
    const practitionerId = me.practitioner.id;
    await lockPractitioner(tx, practitionerId);
    const current = await weekOf(tx, practitionerId);
    const next = rowsOfRanges(input.ranges);
    const conflicts = outsideWeek(await futureScheduled(tx, practitionerId, now), next, me.timeZone).map(
      ({ row }) => scheduleView(row),
    );
    if (conflicts.length > 0 && !input.confirm)
      return { saved: false, conflicts, timezone: me.timeZone, ranges: rangesOfRows(current) };
    await tx
      .delete(practitionerAvailability)
      .where(eq(practitionerAvailability.practitionerId, practitionerId));
    if (next.length > 0)
      await tx
        .insert(practitionerAvailability)
        .values(next.map((row) => ({ ...row, practitionerId, createdAt: now })));
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'practitioner.availability_update',
        targetType: 'practitioner',
        targetId: practitionerId,
        details: {
          old: rangesOfRows(current),
          new: rangesOfRows(next),
          conflictingAppointmentIds: conflicts.map((appointment) => appointment.id),
        },
      },
      now,
    );
    return { saved: true, conflicts, timezone: me.timeZone, ranges: rangesOfRows(next) };
  });
}
