import {
  type AppointmentSetting,
  appointmentDurationInput,
  appointmentDurationLimits,
  appointmentSettingsMessages,
  endpoints,
  errorTypes,
  validateAppointmentDuration,
} from '@telehealth/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import { appointmentSettings, practitioners } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { notFound, parseIdParam } from './params';

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

/** Per-practitioner appointment durations (Part 1 §2, §5): 5 to 60 minutes and duration × hourly limit ≤ 60. */
export async function appointmentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get(endpoints.appointmentSettings, { preHandler: requireAdmin }, async () => {
    const list = await db
      .select()
      .from(practitioners)
      .orderBy(asc(practitioners.name), asc(practitioners.id));
    let rows = await db.select().from(appointmentSettings);
    const missing = list.filter(
      (practitioner) => !rows.some((row) => row.practitionerId === practitioner.id),
    );
    if (missing.length > 0) {
      await ensureRows(db, missing, app.ctx.now());
      rows = await db.select().from(appointmentSettings);
    }
    return list.flatMap((practitioner) => {
      const row = rows.find((item) => item.practitionerId === practitioner.id);
      return row ? [toSetting(row, practitioner)] : [];
    });
  });

  app.put(endpoints.appointmentSetting, { preHandler: requireAdmin }, async (request) => {
    const practitionerId = parseIdParam(
      (request.params as { practitionerId?: string }).practitionerId,
      'practitionerId',
    );
    const { appointmentDuration } = parseBody(appointmentDurationInput, request);
    const [practitioner] = await db.select().from(practitioners).where(eq(practitioners.id, practitionerId));
    if (!practitioner) throw notFound(appointmentSettingsMessages.practitionerNotFound);
    const problem = validateAppointmentDuration(appointmentDuration, practitioner.appointmentLimit);
    if (problem) {
      throw new HttpError(400, problem, { errorType: errorTypes.validation, field: 'appointmentDuration' });
    }
    const now = app.ctx.now();
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
  });
}
