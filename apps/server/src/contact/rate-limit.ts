import { contactServerMessages } from '@telehealth/contract';
import type { RateLimitPolicy } from '../rate-limit';

/**
 * Contact-form posts per client address, on the shared rate-limit table. The form is public and takes uploads,
 * so every attempt counts, accepted or refused, and is counted before the body is read.
 */
export const CONTACT_RATE_LIMIT = {
  name: 'contact',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: contactServerMessages.rateLimited,
} as const satisfies RateLimitPolicy;
