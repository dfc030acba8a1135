import { z } from 'zod';
import { safeString } from './text';

/** Booking (journeys §3): strings word for word where the spec quotes them, the rest the server's. */
export const bookingMessages = {
  slotTaken: 'This time is no longer available. Please choose another.',
  changeWindowClosed: 'Appointments can only be changed up to 24 hours before they start.',
  appointmentNotFound: 'Appointment not found',
  assessmentNotFound: 'Assessment not found',
  practitionerNotFound: 'Practitioner not found',
  assessmentNotReady: 'This assessment cannot be booked until it has been paid for.',
  alreadyBooked: 'This assessment already has an appointment. Reschedule or cancel it instead.',
  notScheduled: 'Only scheduled appointments can be changed.',
  practitionerId: 'practitionerId must be a positive whole number',
  assessmentId: 'assessmentId must be a positive whole number',
  startsAt: 'startsAt must be a date and time with its offset',
  from: 'from must be a date and time with its offset',
  to: 'to must be a date and time with its offset',
  range: 'to must be after from',
  cancelled: 'Appointment cancelled',
  firstAvailable: 'First available',
  confirmationTitle: 'Thank you, your consultation is booked',
  confirmationNextSteps:
    'We have sent the details by email and SMS. A practitioner will review your assessment before the consultation, and we will remind you 24 hours before it starts.',
} as const;

/** Patients may change an appointment up to this long before it starts. */
export const APPOINTMENT_CHANGE_WINDOW_HOURS = 24;
/** Assessment statuses that have been paid for and may be booked. */
export const bookableAssessmentStatuses = ['awaiting_review', 'in_review', 'approved'] as const;
/** `GET /api/appointments/mine` pages past this many rows. */
export const APPOINTMENTS_PAGE_SIZE = 50;

/** Whether the patient may still reschedule or cancel: before the start minus 24 hours. */
export function canChangeAppointment(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= APPOINTMENT_CHANGE_WINDOW_HOURS * 3_600_000;
}

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ message }).min(1, { message }).max(2_147_483_647, { message });

const instant = (message: string) =>
  safeString({ error: message })
    .pipe(z.iso.datetime({ offset: true, message }))
    .transform((value) => new Date(value));

export const availabilityQuery = z
  .object({
    /** Omitted: every bookable practitioner ('First available'). */
    practitionerId: positiveId(bookingMessages.practitionerId).optional(),
    from: instant(bookingMessages.from).optional(),
    to: instant(bookingMessages.to).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: bookingMessages.range, path: ['to'] });
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

export const availabilitySlot = z.object({
  /** UTC instant (ISO 8601 with Z). */
  startsAt: z.string(),
  /** The practitioners free at that instant, the least booked (in the next 14 days) first. */
  practitionerIds: z.array(z.number().int().positive()),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;
export const availabilityResponse = z.object({ slots: z.array(availabilitySlot) });
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** A practitioner a patient may choose: name and specialty only. */
export const bookablePractitioner = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  specialization: z.string(),
  durationMinutes: z.number().int().positive(),
});
export type BookablePractitioner = z.infer<typeof bookablePractitioner>;

export const bookAppointmentInput = z.object({
  assessmentId: positiveId(bookingMessages.assessmentId),
  practitionerId: positiveId(bookingMessages.practitionerId),
  startsAt: instant(bookingMessages.startsAt),
});
export type BookAppointmentInput = z.input<typeof bookAppointmentInput>;

export const rescheduleAppointmentInput = z.object({ startsAt: instant(bookingMessages.startsAt) });
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentInput>;

export const appointmentStatusValues = [
  'scheduled',
  'completed',
  'cancelled',
  'rescheduled',
  'no_show',
] as const;

/** The patient's view of one appointment. */
export const patientAppointment = z.object({
  id: z.number().int().positive(),
  assessmentId: z.number().int().positive().nullable(),
  practitionerId: z.number().int().positive(),
  practitionerName: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  status: z.enum(appointmentStatusValues),
  previousAppointmentId: z.number().int().positive().nullable(),
  /** Scheduled and more than 24 hours away: Reschedule and Cancel are offered. */
  canChange: z.boolean(),
});
export type PatientAppointment = z.infer<typeof patientAppointment>;

const limitMessage = `limit must be a whole number from 1 to ${APPOINTMENTS_PAGE_SIZE}`;
const offsetMessage = 'offset must be a whole number of 0 or more';
export const myAppointmentsQuery = z.object({
  when: z.enum(['upcoming', 'past'], { message: "when must be 'upcoming' or 'past'" }).default('upcoming'),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(APPOINTMENTS_PAGE_SIZE, { message: limitMessage })
    .default(APPOINTMENTS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int({ message: offsetMessage })
    .min(0, { message: offsetMessage })
    .max(1_000_000, { message: offsetMessage })
    .default(0),
});
export type MyAppointmentsQuery = z.input<typeof myAppointmentsQuery>;

export const patientAppointmentPage = z.object({
  items: z.array(patientAppointment),
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PatientAppointmentPage = z.infer<typeof patientAppointmentPage>;
