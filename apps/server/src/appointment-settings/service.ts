import {
  type AppointmentSetting,
  appointmentDurationLimits,
  appointmentSettingsMessages,
  errorTypes,
  validateAppointmentDuration,
} from '@telehealth/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointmentSettings, practitioners } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type Practitioner = typeof practitioners.$inferSelect;

/** The duration a practitioner without a row gets: 15 minutes, shortened so duration × limit stays within the hour. */
export function defaultDurationFor(limit: number): number {
  const fits = Math.floor(appointmentDurationLimits.minutesPerHour / Math.max(1, limit));
  return Math.max(appointmentDurationLimits.minMinutes, Math.min(15, fits));
}

function toSetting(
  row: typeof appointmentSettings.$inferSelect,
  practitioner: Practitioner,
): AppointmentSetting {
  return {
    id: row.id,
    practitionerId: practitioner.id,
    appointmentDuration: row.appointmentDuration,
    practitioner: {
      name: practitioner.name,
      specialization: practitioner.specialization,
      isActive: practitioner.isActive,
      appointmentLimit: practitioner.appointmentLimit,
    },
  };
}

/** Practitioners without a settings row get one with the default duration, so every card has an id. */
async function ensureRows(db: Db, list: Practitioner[], now: Date): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(appointmentSettings)
    .values(
      list.map((practitioner) => ({
        practitionerId: practitioner.id,
        appointmentDuration: defaultDurationFor(practitioner.appointmentLimit),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: appointmentSettings.practitionerId });
}

/** Every practitioner's setting, by name; practitioners without a row get one with the default duration. */
export async function listSettings(db: Db, now: Date): Promise<AppointmentSetting[]> {
  const list = await db.select().from(practitioners).orderBy(asc(practitioners.name), asc(practitioners.id));
  let rows = await db.select().from(appointmentSettings);
  const missing = list.filter((practitioner) => !rows.some((row) => row.practitionerId === practitioner.id));
  if (missing.length > 0) {
    await ensureRows(db, missing, now);
    rows = await db.select().from(appointmentSettings);
  }
  return list.flatMap((practitioner) => {
    const row = rows.find((item) => item.practitionerId === practitioner.id);
    return row ? [toSetting(row, practitioner)] : [];
  });
}

/**
 * Sets a practitioner's appointment duration: 5 to 60 minutes (the contract's schema) and duration × hourly limit
 * ≤ 60 (checked here, where the limit is known), in the words the form shows.
 */
export async function updateDuration(
  db: Db,
  practitionerId: number,
  appointmentDuration: number,
  now: Date,
): Promise<AppointmentSetting> {
  const [practitioner] = await db.select().from(practitioners).where(eq(practitioners.id, practitionerId));
  if (!practitioner) throw notFound(appointmentSettingsMessages.practitionerNotFound);
  const problem = validateAppointmentDuration(appointmentDuration, practitioner.appointmentLimit);
  if (problem) {
    throw new HttpError(400, problem, { errorType: errorTypes.validation, field: 'appointmentDuration' });
  }
  const [row] = await db
    .insert(appointmentSettings)
    .values({ practitionerId, appointmentDuration, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: appointmentSettings.practitionerId,
      set: { appointmentDuration, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('appointment setting was not saved');
  return toSetting(row, practitioner);
}
