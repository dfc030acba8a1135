/** What checkout uses of the promo codes: the check of a code, its use reserved with the payment, its rate limit. */

export { PROMO_VALIDATE_RATE_LIMIT } from './rate-limit';
export { reservePromoUse, validatePromoCode } from './service';
