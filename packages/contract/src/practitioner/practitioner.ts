import { z } from 'zod';
import { parseOneLineAddress } from '../address/address';
import { normalizePhoneNumber } from '../phone';
import { safeString } from '../text';
import { timezoneChoices } from '../user';
import { wholeNumber } from '../validation';

// ---- the practitioner's profile and schedule (docs/product/practitioner.md)

/** Strings word for word where docs/product/practitioner.md quotes them; the rest are the server's own. */
export const practitionerMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Must be at most 100 characters',
  tooLong: 'Must be at most 200 characters',
  bioTooLong: 'Must be at most 2000 characters',
  timezoneRequired: 'Timezone is required',
  ahpraInvalid: 'Invalid AHPRA registration number',
  prescriberInvalid: 'Prescriber number must be digits only (up to 10)',
  practiceAddressTooLong: 'Use 200 characters or fewer for the practice address',
  practicePhoneInvalid: 'Enter the practice phone number, such as 02 9000 0000',
  signatureNotPng: 'Upload the signature as a PNG image',
  signatureTooLarge: 'The signature image must be 256 KB or smaller',
  signatureEmpty: 'Draw or upload a signature first',
  profileSaved: 'Your profile has been saved',
  signatureSaved: 'Your signature has been saved',
  signatureRemoved: 'Your signature has been removed',
  noProfile: 'Your account has no practitioner profile.',
  // ---- availability
  timeInvalid: 'Use a time from 00:00 to 24:00, as HH:MM',
  weekdayInvalid: 'Choose a day of the week',
  endAfterStart: 'The end must be after the start',
  overlap: 'Ranges on the same day must not overlap',
  tooManyRanges: 'Use at most 8 ranges a day',
  rangesNotList: 'Send the week as a list of ranges',
  availabilitySaved: 'Your availability has been saved',
  availabilityConflicts:
    'These booked appointments fall outside the new hours. They stay booked: reschedule or cancel them, or save anyway.',
  // ---- time off
  startsAtInvalid: 'Choose when the time off starts',
  endsAtInvalid: 'Choose when the time off ends',
  timeOffEndAfterStart: 'The time off must end after it starts',
  timeOffTooLong: 'Time off can be at most 366 days at once',
  reasonTooLong: 'Must be at most 200 characters',
  timeOffSaved: 'Time off added',
  timeOffRemoved: 'Time off removed',
  timeOffNotFound: 'Time off not found',
  timeOffConflicts:
    'These booked appointments fall in the time off. They stay booked: reschedule or cancel them, or add it anyway.',
  // ---- appointments
  appointmentNotFound: 'Appointment not found',
  outcomeInvalid: 'Choose completed or no-show',
  outcomeNotScheduled: 'Only a scheduled appointment can be marked completed or no-show.',
  outcomeTooEarly: 'An appointment can be marked only once it has started.',
  rangeInvalid: 'Choose a range of at most 42 days, with to after from',
} as const;

/** AHPRA registration number: three capitals and ten digits (docs/product/practitioner.md). */
export const AHPRA_PATTERN = /^[A-Z]{3}\d{10}$/;
/** A prescriber number: digits, up to ten. */
export const PRESCRIBER_NUMBER_PATTERN = /^\d{1,10}$/;
/** The signature as it prints: a PNG of at most 256 KB, sent as a data URL. */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

const timezoneValues: readonly string[] = timezoneChoices.map((choice) => choice.value);

/** Empty input is "not set" (null); anything else must match. */
const optionalCode = (pattern: RegExp, message: string, transform: (value: string) => string) =>
  safeString({ error: message })
    .nullable()
    .optional()
    .transform((value) => (value ? transform(value) : ''))
    .refine((value) => value === '' || pattern.test(value), { message })
    .transform((value) => (value === '' ? null : value));

/** `PUT /api/practitioner/profile`. The signature has its own call, as it is a file. */
export const practitionerProfileInput = z.object({
  name: safeString({ error: practitionerMessages.nameRequired })
    .trim()
    .min(1, { message: practitionerMessages.nameRequired })
    .max(100, { message: practitionerMessages.nameTooLong }),
  specialization: safeString()
    .trim()
    .max(200, { message: practitionerMessages.tooLong })
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  bio: safeString()
    .trim()
    .max(2000, { message: practitionerMessages.bioTooLong })
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  timezone: safeString({ error: practitionerMessages.timezoneRequired }).refine(
    (value) => timezoneValues.includes(value),
    { message: practitionerMessages.timezoneRequired },
  ),
  /** Spaces are dropped and letters upper-cased before the check. */
  ahpraNumber: optionalCode(AHPRA_PATTERN, practitionerMessages.ahpraInvalid, (value) =>
    value.replace(/\s+/g, '').toUpperCase(),
  ),
  /** Spaces are dropped before the check. */
  prescriberNumber: optionalCode(PRESCRIBER_NUMBER_PATTERN, practitionerMessages.prescriberInvalid, (value) =>
    value.replace(/\s+/g, ''),
  ),
  /**
   * Where the practitioner practises, on one line as it prints on a prescription; empty is "not set". When set, an
   * Australian address: street, suburb, state and a postcode in that state (`parseOneLineAddress`), written back
   * tidily ('NSW' in capitals).
   */
  practiceAddress: safeString({ error: practitionerMessages.practiceAddressTooLong })
    .nullable()
    .optional()
    .transform((value) => value?.replace(/\s+/g, ' ').trim() ?? '')
    .refine((value) => value.length <= 200, { message: practitionerMessages.practiceAddressTooLong })
    .transform((value, context) => {
      if (value === '') return null;
      const address = parseOneLineAddress(value);
      if (address.ok) return address.text;
      context.addIssue({ code: 'custom', message: address.message });
      return z.NEVER;
    }),
  /** Any Australian number a pharmacist can call (a 1300 number too), kept in E.164; empty is "not set". */
  practicePhone: safeString({ error: practitionerMessages.practicePhoneInvalid })
    .nullable()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value === '' || normalizePhoneNumber(value, { anyAustralianType: true }) !== null, {
      message: practitionerMessages.practicePhoneInvalid,
    })
    .transform((value) =>
      value === '' ? null : (normalizePhoneNumber(value, { anyAustralianType: true }) ?? value),
    ),
});
export type PractitionerProfileInput = z.input<typeof practitionerProfileInput>;

/**
 * Whether a prescription can name how a pharmacist checks and reaches its prescriber: the AHPRA registration number,
 * the practice address and the practice phone. With a prescriber number and a signature, approval is allowed.
 */
export function prescriberReachable(practitioner: {
  ahpraNumber: string | null;
  practiceAddress: string | null;
  practicePhone: string | null;
}): boolean {
  return [practitioner.ahpraNumber, practitioner.practiceAddress, practitioner.practicePhone].every((value) =>
    Boolean(value?.trim()),
  );
}

export const practitionerProfile = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  specialization: z.string(),
  bio: z.string(),
  timezone: z.string(),
  ahpraNumber: z.string().nullable(),
  prescriberNumber: z.string().nullable(),
  practiceAddress: z.string().nullable(),
  /** E.164. */
  practicePhone: z.string().nullable(),
  /** The signature as a PNG data URL, exactly as it prints; null when none. */
  signature: z.string().nullable(),
  /** A prescriber number and a signature, and `prescriberReachable`: approval is allowed. */
  canPrescribe: z.boolean(),
});
export type PractitionerProfile = z.infer<typeof practitionerProfile>;

/** `PUT /api/practitioner/signature`: an uploaded or drawn PNG as a data URL; the server checks its bytes. */
export const signatureInput = z.object({
  image: safeString({ error: practitionerMessages.signatureEmpty })
    .min(1, { message: practitionerMessages.signatureEmpty })
    .refine((value) => value.startsWith(SIGNATURE_DATA_URL_PREFIX), {
      message: practitionerMessages.signatureNotPng,
      abort: true,
    })
    // Base64 is 4/3 of the bytes: the exact byte count is checked on the server after decoding.
    .refine(
      (value) => value.length <= SIGNATURE_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4,
      {
        message: practitionerMessages.signatureTooLarge,
      },
    ),
});
export type SignatureInput = z.input<typeof signatureInput>;

// ---- weekly availability, in the practitioner's timezone

/** 'HH:MM' from 00:00 to 24:00. */
export const TIME_OF_DAY_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes from midnight of an 'HH:MM' time. */
export function minutesOfTime(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** 'HH:MM' of minutes from midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Day names from 0 (Sunday), as the week is stored. */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** The order the editor shows the week in: Monday first. */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

const timeOfDay = safeString({ error: practitionerMessages.timeInvalid }).regex(TIME_OF_DAY_PATTERN, {
  message: practitionerMessages.timeInvalid,
});

export const availabilityRange = z
  .object({
    weekday: wholeNumber(practitionerMessages.weekdayInvalid, 0, 6),
    start: timeOfDay,
    end: timeOfDay,
  })
  .refine((range) => minutesOfTime(range.end) > minutesOfTime(range.start), {
    message: practitionerMessages.endAfterStart,
    path: ['end'],
  });
export type AvailabilityRange = z.infer<typeof availabilityRange>;

/** Where two ranges of one day overlap, the later one's index and the message. */
export function availabilityIssues(
  ranges: readonly AvailabilityRange[],
): { index: number; message: string }[] {
  const issues: { index: number; message: string }[] = [];
  for (let day = 0; day < 7; day += 1) {
    const ofDay = ranges
      .map((range, index) => ({ range, index }))
      .filter((entry) => entry.range.weekday === day)
      .sort((a, b) => minutesOfTime(a.range.start) - minutesOfTime(b.range.start));
    if (ofDay.length > 8) {
      const last = ofDay[ofDay.length - 1];
      if (last) issues.push({ index: last.index, message: practitionerMessages.tooManyRanges });
    }
    for (let i = 1; i < ofDay.length; i += 1) {
      const previous = ofDay[i - 1];
      const current = ofDay[i];
      if (previous && current && minutesOfTime(current.range.start) < minutesOfTime(previous.range.end))
        issues.push({ index: current.index, message: practitionerMessages.overlap });
    }
  }
  return issues;
}

/** `PUT /api/practitioner/availability`: the whole week. `confirm` saves even when booked appointments fall outside. */
export const availabilityInput = z
  .object({
    ranges: z
      .array(availabilityRange, { error: practitionerMessages.rangesNotList })
      .max(56, { message: practitionerMessages.tooManyRanges }),
    confirm: z.boolean().optional().default(false),
  })
  .superRefine((input, ctx) => {
    for (const issue of availabilityIssues(input.ranges))
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['ranges', issue.index, 'start'] });
  });
export type AvailabilityInput = z.input<typeof availabilityInput>;

/** One appointment on the practitioner's calendar. */
export const scheduleAppointment = z.object({
  id: z.number().int().positive(),
  /** UTC instant. */
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  status: z.enum(['scheduled', 'completed', 'cancelled', 'rescheduled', 'no_show']),
  patientId: z.number().int().positive(),
  patientName: z.string(),
  assessmentId: z.number().int().positive().nullable(),
});
export type ScheduleAppointment = z.infer<typeof scheduleAppointment>;

export const weeklyAvailability = z.object({
  /** The practitioner's timezone: every range is local to it. */
  timezone: z.string(),
  ranges: z.array(availabilityRange),
});
export type WeeklyAvailability = z.infer<typeof weeklyAvailability>;

/** What a save answers: saved, or not saved because of these booked appointments (send again with confirm). */
export const availabilitySaveResult = weeklyAvailability.extend({
  saved: z.boolean(),
  conflicts: z.array(scheduleAppointment),
});
export type AvailabilitySaveResult = z.infer<typeof availabilitySaveResult>;

// ---- time off

const instant = (message: string) =>
  safeString({ error: message })
    .pipe(z.iso.datetime({ offset: true, message, abort: true }))
    .transform((value) => new Date(value));

export const timeOffInput = z
  .object({
    startsAt: instant(practitionerMessages.startsAtInvalid),
    endsAt: instant(practitionerMessages.endsAtInvalid),
    reason: safeString()
      .trim()
      .max(200, { message: practitionerMessages.reasonTooLong })
      .nullable()
      .optional()
      .transform((value) => value || null),
    confirm: z.boolean().optional().default(false),
  })
  .refine((input) => input.endsAt > input.startsAt, {
    message: practitionerMessages.timeOffEndAfterStart,
    path: ['endsAt'],
  })
  .refine((input) => input.endsAt.getTime() - input.startsAt.getTime() <= 366 * 86_400_000, {
    message: practitionerMessages.timeOffTooLong,
    path: ['endsAt'],
  });
export type TimeOffInput = z.input<typeof timeOffInput>;

export const timeOff = z.object({
  id: z.number().int().positive(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOff>;

export const timeOffList = z.object({ items: z.array(timeOff) });
export type TimeOffList = z.infer<typeof timeOffList>;

export const timeOffSaveResult = z.object({
  saved: z.boolean(),
  timeOff: timeOff.nullable(),
  conflicts: z.array(scheduleAppointment),
});
export type TimeOffSaveResult = z.infer<typeof timeOffSaveResult>;

// ---- the calendar

/** `GET /api/practitioner/appointments?from&to`: at most 42 days. */
export const scheduleQuery = z
  .object({
    from: instant(practitionerMessages.rangeInvalid),
    to: instant(practitionerMessages.rangeInvalid),
  })
  .refine((query) => query.to > query.from && query.to.getTime() - query.from.getTime() <= 42 * 86_400_000, {
    message: practitionerMessages.rangeInvalid,
    path: ['to'],
  });
export type ScheduleQuery = z.input<typeof scheduleQuery>;

export const scheduleAppointments = z.object({
  timezone: z.string(),
  items: z.array(scheduleAppointment),
});
export type ScheduleAppointments = z.infer<typeof scheduleAppointments>;

export const appointmentOutcomes = ['completed', 'no_show'] as const;
export const appointmentOutcomeLabels: Record<(typeof appointmentOutcomes)[number], string> = {
  completed: 'Completed',
  no_show: 'No-show',
};

/** `POST /api/practitioner/appointments/{id}/outcome`. */
export const appointmentOutcomeInput = z.object({
  status: z.enum(appointmentOutcomes, { error: practitionerMessages.outcomeInvalid }),
});
export type AppointmentOutcomeInput = z.input<typeof appointmentOutcomeInput>;
