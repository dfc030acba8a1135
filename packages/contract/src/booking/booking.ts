import { z } from 'zod';
import type { AssessmentDeclineReason } from '../assessments/wire';
import type { AssessmentStatus } from '../dashboards/summary';
import { safeString } from '../text';
import { wholeNumber } from '../validation';

/** Booking (docs/product/booking.md): strings word for word where the spec quotes them, the rest the server's. */
export const bookingMessages = {
  slotTaken: 'This time is no longer available. Please choose another.',
  changeWindowClosed: 'Appointments can only be changed up to 24 hours before they start.',
  appointmentNotFound: 'Appointment not found',
  assessmentNotFound: 'Assessment not found',
  practitionerNotFound: 'Practitioner not found',
  assessmentNotReady: 'This assessment cannot be booked until it has been paid for.',
  alreadyBooked: 'This assessment already has an appointment. Reschedule or cancel it instead.',
  notScheduled: 'Only scheduled appointments can be changed.',
  leadTime: 'Consultations must be booked at least 2 hours before they start. Please choose a later time.',
  slotStarted: 'This time has already started. Please choose a later time.',
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
  notBookableTitle: 'This assessment cannot be booked',
  alreadyBookedTitle: 'Your consultation is already booked',
  notSubmitted:
    'This assessment has not been submitted yet. Finish it and pay for it to book a consultation.',
  declinedByAnswers:
    'This assessment was declined from your answers, so there is no consultation to book. Please see your GP.',
  declinedByPractitioner:
    'A practitioner declined this assessment, so there is no consultation to book. Their reason is on your dashboard.',
} as const;

/** Why an assessment cannot be booked: not submitted, not paid, or declined (by its answers or a practitioner). */
export const bookingBlockReasons = ['not_submitted', 'not_paid', 'declined'] as const;
export type BookingBlockReason = (typeof bookingBlockReasons)[number];

/**
 * Why an assessment in this status cannot be booked, in the words the booking page and the server's 409 both use,
 * or null when it is paid and may be booked (docs/product/booking.md). A declined assessment says it was declined,
 * even when it had been paid for.
 */
export function bookingBlock(
  status: AssessmentStatus,
  declineReason: AssessmentDeclineReason | null,
): { reason: BookingBlockReason; message: string } | null {
  switch (status) {
    case 'draft':
      return { reason: 'not_submitted', message: bookingMessages.notSubmitted };
    case 'pending_payment':
      return { reason: 'not_paid', message: bookingMessages.assessmentNotReady };
    case 'declined':
      return {
        reason: 'declined',
        message:
          declineReason === 'red_flag'
            ? bookingMessages.declinedByAnswers
            : bookingMessages.declinedByPractitioner,
      };
    default:
      return null;
  }
}

/** Patients may change an appointment up to this long before it starts. */
export const APPOINTMENT_CHANGE_WINDOW_HOURS = 24;
/** Assessment statuses that have been paid for and may be booked. */
export const bookableAssessmentStatuses = ['awaiting_review', 'in_review', 'approved'] as const;
/** `GET /api/appointments/mine` pages past this many rows. */
export const APPOINTMENTS_PAGE_SIZE = 50;

/** A patient books (or moves to) a time at least this long ahead (docs/product/booking.md). */
export const PATIENT_BOOKING_LEAD_MINUTES = 120;
/**
 * An admin books (or moves to) any time that has not started: no lead time, so that support can set up a test call
 * minutes ahead (docs/product/booking.md).
 */
export const ADMIN_BOOKING_LEAD_MINUTES = 0;

/** Who books, for the lead time: the patient for themselves, or an admin for a patient. */
export type Booker = 'patient' | 'admin';

export function bookingLeadMinutes(by: Booker): number {
  return by === 'admin' ? ADMIN_BOOKING_LEAD_MINUTES : PATIENT_BOOKING_LEAD_MINUTES;
}

/**
 * Why `by` may not book a start at `now`, in the words of the server's 409, or null when it is far enough ahead: a
 * time at or before now has started (for everyone); a patient's must be at least the lead time ahead.
 */
export function tooSoonToBook(startsAt: Date, now: Date, by: Booker): string | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return bookingMessages.slotStarted;
  if (ahead < bookingLeadMinutes(by) * 60_000) return bookingMessages.leadTime;
  return null;
}

/** Whether the patient may still reschedule or cancel: before the start minus 24 hours. */
export function canChangeAppointment(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= APPOINTMENT_CHANGE_WINDOW_HOURS * 3_600_000;
}

const positiveId = (message: string) => wholeNumber(message, 1, 2_147_483_647);

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

const assessmentRef = z.number().int().positive();

/**
 * `GET /api/appointments/assessment/{assessmentId}`: what the booking page shows for one of the patient's
 * assessments, before any time is chosen: the slots (`bookable`), the live appointment (`booked`), or why not
 * (`notBookable`, with the reason's words). Someone else's or an unknown assessment is a 404.
 */
export const assessmentBooking = z.discriminatedUnion('state', [
  z.object({ state: z.literal('bookable'), assessmentId: assessmentRef }),
  z.object({ state: z.literal('booked'), assessmentId: assessmentRef, appointment: patientAppointment }),
  z.object({
    state: z.literal('notBookable'),
    assessmentId: assessmentRef,
    reason: z.enum(bookingBlockReasons),
    message: z.string(),
  }),
]);
export type AssessmentBooking = z.infer<typeof assessmentBooking>;

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
