import { z } from 'zod';
import { safeString } from '../text';

/** 5 to 60 minutes, and duration × hourly limit never above 60. */
export const appointmentDurationLimits = {
  minMinutes: 5,
  maxMinutes: 60,
  minutesPerHour: 60,
} as const;

/** Strings, word for word. */
export const appointmentSettingsMessages = {
  tooShort: 'Duration must be at least 5 minutes',
  tooLong: 'Duration cannot exceed 60 minutes',
  notWholeNumber: 'Duration must be a whole number of minutes',
  valid: 'Settings are valid and within constraints',
  validationErrorTitle: 'Validation Error',
  updatedTitle: 'Settings Updated',
  updated: 'Appointment duration updated successfully for practitioner.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update appointment duration',
  loadFailed: 'Failed to load appointment settings. Please try again.',
  practitionerNotFound: 'Practitioner not found',
} as const;

/** 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit' */
export function durationOverCapacityMessage(duration: number, limit: number): string {
  return `Duration × limit (${duration} × ${limit} = ${duration * limit}) exceeds 60 minutes limit`;
}

/**
 * The first rule a duration breaks for a practitioner taking `limit` appointments an hour, or null
 * when it is valid. The card and the server both call it.
 */
export function validateAppointmentDuration(duration: number, limit: number): string | null {
  if (!Number.isFinite(duration) || !Number.isInteger(duration))
    return appointmentSettingsMessages.notWholeNumber;
  if (duration < appointmentDurationLimits.minMinutes) return appointmentSettingsMessages.tooShort;
  if (duration > appointmentDurationLimits.maxMinutes) return appointmentSettingsMessages.tooLong;
  if (duration * limit > appointmentDurationLimits.minutesPerHour)
    return durationOverCapacityMessage(duration, limit);
  return null;
}

/** A practitioner's booking capacity in minutes per hour: duration times hourly limit. */
export function totalCapacityMinutes(duration: number, limit: number): number {
  return duration * limit;
}

/** The per-practitioner setting of `GET /api/admin/appointment-settings` (docs/product/settings.md). */
export const appointmentSetting = z.object({
  id: z.number().int().positive(),
  practitionerId: z.number().int().positive(),
  /** Minutes. */
  appointmentDuration: z.number().int(),
  practitioner: z.object({
    name: safeString(),
    specialization: safeString(),
    isActive: z.boolean(),
    /** Appointments per hour. */
    appointmentLimit: z.number().int().nonnegative(),
  }),
});
export type AppointmentSetting = z.infer<typeof appointmentSetting>;

/**
 * `PUT /api/admin/appointment-settings/{practitionerId}`. The bounds live here; the product with the
 * practitioner's limit needs the limit, so the server adds `validateAppointmentDuration`.
 */
export const appointmentDurationInput = z.object({
  appointmentDuration: z
    .number({ error: appointmentSettingsMessages.notWholeNumber })
    .int({ message: appointmentSettingsMessages.notWholeNumber })
    .min(appointmentDurationLimits.minMinutes, { message: appointmentSettingsMessages.tooShort })
    .max(appointmentDurationLimits.maxMinutes, { message: appointmentSettingsMessages.tooLong }),
});
export type AppointmentDurationInput = z.infer<typeof appointmentDurationInput>;
