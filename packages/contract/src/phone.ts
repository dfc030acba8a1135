import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The Australian country code the server adds when a number has none. */
export const AUSTRALIAN_COUNTRY_CODE = '61';
/** Numbers without a country code are read as Australian (docs/product/messaging.md). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AU';

/**
 * Australian numbers an SMS can go to: mobiles and landlines, not 13/1300/1800 numbers. Other countries' numbers
 * only have to be valid ones.
 */
const reachableAustralianTypes = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A phone number in E.164 form, or null when it is not one. The country code may be omitted: '0412 345 678',
 * '412345678', '61412345678', '+61 (0)412 345 678' and '0061 412 345 678' all give '+61412345678', and
 * '(02) 9876 5432' gives '+61298765432'; '+64 21 123 4567' and '0064 21 123 4567' keep their country.
 * Validation is libphonenumber's (full metadata), plus: no extensions, and an Australian number must be a mobile or
 * a landline, unless `anyAustralianType` (a company's contact number may be a 13, 1300 or 1800 number).
 */
export function normalizePhoneNumber(
  input: string,
  options: { anyAustralianType?: boolean } = {},
): string | null {
  const text = input.trim();
  // Most of the world dials out with 00; Australia's own prefix is 0011, which libphonenumber already knows.
  const dialled = /^00(?!11)/.test(text.replace(/[\s().-]/g, ''))
    ? `+${text.replace(/^[\s().-]*00/, '')}`
    : text;
  const parsed = parsePhoneNumberFromString(dialled, {
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    extract: false,
  });
  if (!parsed || parsed.ext || !parsed.isValid()) return null;
  if (
    !options.anyAustralianType &&
    parsed.country === DEFAULT_PHONE_COUNTRY &&
    !reachableAustralianTypes.has(parsed.getType() ?? '')
  ) {
    return null;
  }
  return parsed.number;
}

/**
 * An Australian mobile number in E.164 form ('+61412345678'), or null when the input is not one. The patient's
 * profile asks for an Australian mobile (docs/product/settings.md): a landline or another country's number is refused.
 */
export function normalizeAustralianMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), {
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    extract: false,
  });
  if (!parsed || parsed.ext || !parsed.isValid() || parsed.country !== DEFAULT_PHONE_COUNTRY) return null;
  return parsed.getType() === 'MOBILE' ? parsed.number : null;
}

/**
 * A stored (E.164) number as people read it: Australian numbers in their national form ('(02) 9000 0000',
 * '0412 345 678', '1300 000 000'), others in international form. Text that is not a number comes back as it is.
 */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim(), { defaultCountry: DEFAULT_PHONE_COUNTRY });
  if (!parsed?.isValid()) return e164.trim();
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}
