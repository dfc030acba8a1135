import validateMedicareNumber from 'validate-medicare-number';
import { z } from 'zod';
import { refineAustralianAddress } from '../address/address';
import { MOBILE_INPUT_MAX, mobileMessages } from '../mobile';
import { normalizeAustralianMobile } from '../phone';
import { adminProfileInput, profileAddressFields, profileMessages } from '../profile/profile';
import { safeString } from '../text';

/** The patient's profile (docs/product/dashboard.md): the quoted string is the spec's, the rest are ours. */
export const patientProfileMessages = {
  medicareInvalid: 'Invalid Medicare number',
  mobileInvalid: mobileMessages.invalid,
  dateOfBirthInvalid: 'Enter a valid date of birth',
} as const;

/**
 * A Medicare card number as digits: the 10 on the card (8, the check digit, the issue number), optionally followed
 * by the 1-digit individual reference number. Spaces and dashes are ignored. Null when it is not valid.
 */
export function normalizeMedicareNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^[2-6]\d{9}[1-9]?$/.test(digits)) return null;
  return validateMedicareNumber(digits.slice(0, 10)) ? digits : null;
}

/** '2123 45670 1' for display; the IRN follows after a slash when there is one. */
export function formatMedicareNumber(digits: string): string {
  const card = `${digits.slice(0, 4)} ${digits.slice(4, 9)} ${digits.slice(9, 10)}`;
  return digits.length === 11 ? `${card} / ${digits.slice(10)}` : card;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the past, and no more than 130 years ago. */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() < todayUtc && year > today.getFullYear() - 130;
}

const optionalTrimmed = (max: number) =>
  safeString()
    .trim()
    .max(max, { message: profileMessages.tooLong })
    .nullable()
    .optional()
    .transform((value) => value ?? '');

/**
 * `PUT /api/profile`: the patient's own details. The email is shown read-only (a change is refused, as for the
 * admin); the mobile leaves as E.164 and the Medicare number as digits; empty optional fields leave as ''. The
 * address, where prescriptions are posted, follows the admin profile's rule (docs/product/addresses.md).
 */
export const patientProfileInput = z
  .object({
    firstName: adminProfileInput.shape.firstName,
    lastName: adminProfileInput.shape.lastName,
    email: adminProfileInput.shape.email,
    dateOfBirth: optionalTrimmed(10).refine((value) => value === '' || isValidDateOfBirth(value), {
      message: patientProfileMessages.dateOfBirthInvalid,
    }),
    phone: optionalTrimmed(MOBILE_INPUT_MAX)
      .refine((value) => value === '' || normalizeAustralianMobile(value) !== null, {
        message: patientProfileMessages.mobileInvalid,
      })
      .transform((value) => (value === '' ? '' : (normalizeAustralianMobile(value) ?? ''))),
    timezone: adminProfileInput.shape.timezone,
    address: adminProfileInput.shape.address,
    addressLine2: adminProfileInput.shape.addressLine2,
    suburb: adminProfileInput.shape.suburb,
    state: adminProfileInput.shape.state,
    postcode: adminProfileInput.shape.postcode,
    country: adminProfileInput.shape.country,
    dpid: adminProfileInput.shape.dpid,
    lat: adminProfileInput.shape.lat,
    lng: adminProfileInput.shape.lng,
    medicareNumber: optionalTrimmed(20)
      .refine((value) => value === '' || normalizeMedicareNumber(value) !== null, {
        message: patientProfileMessages.medicareInvalid,
      })
      .transform((value) => (value === '' ? '' : (normalizeMedicareNumber(value) ?? ''))),
  })
  .superRefine(refineAustralianAddress(profileAddressFields, { optional: true }));
export type PatientProfileInput = z.input<typeof patientProfileInput>;
export type PatientProfileValues = z.output<typeof patientProfileInput>;

/** `GET /api/profile`: what the form starts from (nulls for empty fields). */
export const patientProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  address: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  dpid: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  medicareNumber: z.string().nullable(),
});
export type PatientProfile = z.infer<typeof patientProfile>;
