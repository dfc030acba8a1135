import { deliveryMessages } from '@telehealth/contract';

export class InvalidPhoneError extends Error {
  override name = 'InvalidPhoneError';
  constructor() {
    super(deliveryMessages.invalidPhone);
  }
}

/** Australian national significant numbers: 9 digits, starting 2, 3, 4, 7 or 8 (landlines and mobiles). */
const AU_NATIONAL = /^[23478]\d{8}$/;

/**
 * A phone number in E.164 form, Australian when no country is given:
 * '0412 345 678', '412345678', '61412345678' and '+61 412 345 678' all become '+61412345678';
 * '+64 21 123 4567' and '0064211234567' keep their country. Throws InvalidPhoneError for anything else.
 */
export function normalizePhoneNumber(input: string): string {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) throw new InvalidPhoneError();
  let digits = trimmed.replace(/\D/g, '');
  let international = trimmed.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international && digits.length === 11 && digits.startsWith('61')) international = true;

  if (international) {
    if (digits.startsWith('61')) {
      // '+61 0412 345 678' is a common way to write it; the trunk 0 goes.
      const national = digits.slice(2).replace(/^0/, '');
      if (!AU_NATIONAL.test(national)) throw new InvalidPhoneError();
      return `+61${national}`;
    }
    if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) throw new InvalidPhoneError();
    return `+${digits}`;
  }

  const national = digits.length === 10 && digits.startsWith('0') ? digits.slice(1) : digits;
  if (!AU_NATIONAL.test(national)) throw new InvalidPhoneError();
  return `+61${national}`;
}
