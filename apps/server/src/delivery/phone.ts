import { deliveryMessages, normalizePhoneNumber as toE164 } from '@telehealth/contract';

export class InvalidPhoneError extends Error {
  override name = 'InvalidPhoneError';
  constructor() {
    super(deliveryMessages.invalidPhone);
  }
}

/**
 * The contract's `normalizePhoneNumber` (E.164, Australian unless a country code is given), throwing
 * InvalidPhoneError where it finds no number an SMS can go to.
 */
export function normalizePhoneNumber(input: string): string {
  const number = toE164(input);
  if (number === null) throw new InvalidPhoneError();
  return number;
}
