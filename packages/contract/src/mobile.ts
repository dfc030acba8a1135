import { normalizeAustralianMobile } from './phone';
import { safeString } from './text';

/** The mobile number's messages: registration and the patient's profile say the same. */
export const mobileMessages = {
  required: 'Mobile number is required',
  invalid: 'Enter an Australian mobile number, such as 0412 345 678',
} as const;

/** As typed, a number is at most this long ('+61 (0)412 345 678' with room to spare). */
export const MOBILE_INPUT_MAX = 30;

/**
 * A required Australian mobile, as typed ('0412 345 678', '+61 412 345 678'), leaving as E.164 ('+61412345678').
 * The rule is `normalizeAustralianMobile`'s: a landline or another country's number is refused.
 */
export const australianMobile = safeString()
  .trim()
  .min(1, { message: mobileMessages.required })
  .max(MOBILE_INPUT_MAX, { message: mobileMessages.invalid })
  .refine((value) => normalizeAustralianMobile(value) !== null, { message: mobileMessages.invalid })
  .transform((value) => normalizeAustralianMobile(value) ?? value);
