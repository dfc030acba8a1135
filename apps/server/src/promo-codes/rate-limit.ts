import { promoCodeMessages } from '@telehealth/contract';
import type { RateLimitPolicy } from '../rate-limit';

/** Code checks per client address: enough for a patient's typos, too few to guess codes. */
export const PROMO_VALIDATE_RATE_LIMIT = {
  name: 'promo-validate',
  max: 20,
  windowMs: 10 * 60 * 1000,
  message: promoCodeMessages.rateLimited,
} as const satisfies RateLimitPolicy;
