import { z } from 'zod';
import {
  addressMessages,
  isValidAbn,
  normalizeState,
  POSTCODE_PATTERN,
  refineAustralianAddress,
  stateShortName,
} from '../address/address';
import { normalizePhoneNumber } from '../phone';
import { safeString } from '../text';

/** Every settings key. */
export const settingKeys = [
  'company_name',
  'brand_name',
  'company_email',
  'support_email',
  'contact_number',
  'company_abn',
  'company_address',
  'company_suburb',
  'company_state',
  'company_postcode',
  'company_country',
  'privacy_url',
  'post_tracking_base_url',
  'post_fees',
  'ed_assessment_fee',
  'weight_loss_assessment_fee',
  'contraception_assessment_fee',
  'admin_notification_appointment_email_enabled',
  'admin_notification_appointment_sms_enabled',
] as const;
export const settingKey = z.enum(settingKeys, { error: 'Unknown setting' });
export type SettingKey = z.infer<typeof settingKey>;

export const DEFAULT_COUNTRY = 'Australia';
export const DEFAULT_ASSESSMENT_FEE = '20.00';
export const CURRENCY = 'AUD';
/** A save still running after this long shows the Warning toast. */
export const SLOW_SAVE_WARNING_MS = 5000;

/** The example in the post tracking URL's message: Australia Post's public tracking page. */
export const POST_TRACKING_URL_EXAMPLE = 'https://auspost.com.au/mypost/track/details/';

/** Strings, word for word. */
export const settingsMessages = {
  companyNameRequired: 'Company name is required',
  brandNameRequired: 'Brand name is required',
  emailInvalid: 'Must be a valid email address',
  abnRequired: 'ABN is required',
  streetRequired: addressMessages.streetRequired,
  suburbRequired: addressMessages.suburbRequired,
  stateRequired: addressMessages.stateRequired,
  postcodeRequired: addressMessages.postcodeRequired,
  countryFixed: 'Country must be Australia',
  urlInvalid: 'Must be a valid URL',
  tooLong: 'Must be at most 200 characters',
  /** 'Please enter a valid URL (e.g., {host})', with {host} filled by `POST_TRACKING_URL_EXAMPLE`. */
  postTrackingUrlInvalid: `Please enter a valid URL (e.g., ${POST_TRACKING_URL_EXAMPLE})`,
  amountInvalid: 'Please enter a valid amount (e.g., 0.00)',
  toggleInvalid: 'Value must be "true" or "false"',
  successTitle: 'Success',
  companyUpdated: 'Company information has been updated',
  companyUpdateFailed: 'Failed to update company information',
  slowSaveTitle: 'Warning',
  slowSave: 'Request is taking longer than expected. Please check your connection.',
  settingsUpdatedTitle: 'Settings Updated',
  feesUpdated: 'Settings updated',
  feesUpdateFailed: 'Failed to update settings. Please try again.',
  notificationsUpdateFailed: 'Failed to update notification settings. Please try again.',
  updateFailedTitle: 'Update Failed',
  mapsLoadFailed: 'Failed to load Google Maps API',
  addressLookupFailed: 'Failed to load address lookup service',
} as const;

/** 'Failed to update setting: Bad Request': the error one failed save in a sequence throws. */
export function settingUpdateFailedMessage(statusText: string): string {
  return `Failed to update setting: ${statusText}`;
}

/** 'Failed to update company information: {message}': what the company form shows. */
export function companyUpdateFailedMessage(message: string): string {
  return `${settingsMessages.companyUpdateFailed}: ${message}`;
}

/** 'Setting with key {key} not found' */
export function settingNotFoundMessage(key: string): string {
  return `Setting with key ${key} not found`;
}

/** 'Failed to update post tracking URL. Please try again.' and likewise for post fees. */
export function postSettingUpdateFailedMessage(what: 'post tracking URL' | 'post fees'): string {
  return `Failed to update ${what}. Please try again.`;
}

/** A stored setting: key and value, both text. `GET /api/settings` answers an array of them. */
export const setting = z.object({ key: safeString(), value: safeString() });
export type Setting = z.infer<typeof setting>;

/** `PUT /api/settings/{key}`; the value is then checked against `settingValueSchemas[key]`. */
export const settingUpdateInput = z.object({
  value: safeString({ error: 'Value must be text' }).max(2000, {
    message: 'Value must be at most 2000 characters',
  }),
});
export type SettingUpdateInput = z.infer<typeof settingUpdateInput>;

const TEXT_MAX = 200;

const requiredText = (min: number, message: string) =>
  safeString({ error: message })
    .trim()
    .min(min, { message })
    .max(TEXT_MAX, { message: settingsMessages.tooLong });

const optionalText = safeString().trim().max(TEXT_MAX, { message: settingsMessages.tooLong });

const optionalEmail = safeString({ error: settingsMessages.emailInvalid })
  .trim()
  .max(254, { message: settingsMessages.emailInvalid })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: settingsMessages.emailInvalid,
  });

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) address with a real domain. */
export function isWebUrl(value: string): boolean {
  return webUrl.safeParse(value).success;
}

const optionalUrl = (message: string) =>
  safeString({ error: message })
    .trim()
    .max(2000, { message })
    .refine((value) => value === '' || isWebUrl(value), { message });

/**
 * The company's contact number (beyond the spec): optional; when given, an Australian (or international)
 * number (13, 1300 and 1800 numbers included), stored in E.164 form by the contract's one phone module ('02 9876 5432' becomes '+61298765432').
 */
export const contactNumber = optionalText
  .refine((value) => value === '' || normalizePhoneNumber(value, { anyAustralianType: true }) !== null, {
    message: addressMessages.contactNumberInvalid,
  })
  .transform((value) =>
    value === '' ? '' : (normalizePhoneNumber(value, { anyAustralianType: true }) ?? value),
  );

/** An amount of AUD: digits with up to two decimals, zero or more. */
export const amountPattern = /^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/;

/** The company's state: one of the 8 (or its full name), stored by its short name. */
const companyState = requiredText(2, settingsMessages.stateRequired)
  .refine((value) => stateShortName(value) !== null, { message: addressMessages.stateInvalid })
  .transform(normalizeState);

/** The company's postcode: 4 digits (whether it lies in the state is the form's check, and the server's on save). */
const companyPostcode = requiredText(4, settingsMessages.postcodeRequired).regex(POSTCODE_PATTERN, {
  message: addressMessages.postcodeInvalid,
});

/** The company address's fields, by the part of an address each holds. */
export const companyAddressFields = {
  street: 'company_address',
  suburb: 'company_suburb',
  state: 'company_state',
  postcode: 'company_postcode',
} as const;

/**
 * The "Company Info" tab, keyed by setting so that each field saves under its own key. The address is
 * an Australian one: a state from the 8 and a postcode within its ranges (docs/product/addresses.md).
 */
export const companyInfoInput = z
  .object({
    company_name: requiredText(2, settingsMessages.companyNameRequired),
    brand_name: requiredText(1, settingsMessages.brandNameRequired),
    company_email: optionalEmail,
    support_email: optionalEmail,
    contact_number: contactNumber,
    company_abn: requiredText(5, settingsMessages.abnRequired).refine(isValidAbn, {
      message: addressMessages.abnInvalid,
    }),
    company_address: requiredText(3, settingsMessages.streetRequired),
    company_suburb: requiredText(2, settingsMessages.suburbRequired),
    company_state: companyState,
    company_postcode: companyPostcode,
    company_country: z
      .literal(DEFAULT_COUNTRY, { error: settingsMessages.countryFixed })
      .optional()
      .transform(() => DEFAULT_COUNTRY),
    privacy_url: optionalUrl(settingsMessages.urlInvalid),
  })
  .superRefine(refineAustralianAddress(companyAddressFields));
export type CompanyInfoInput = z.input<typeof companyInfoInput>;
export type CompanyInfo = z.output<typeof companyInfoInput>;

/** The post tracking base URL: empty disables tracking; otherwise an http(s) URL. */
export const postTrackingBaseUrl = optionalUrl(settingsMessages.postTrackingUrlInvalid);

/** Post fees in AUD: empty allowed, otherwise an amount of at least 0. */
export const postFees = safeString({ error: settingsMessages.amountInvalid })
  .trim()
  .refine((value) => value === '' || amountPattern.test(value), { message: settingsMessages.amountInvalid });

/** An assessment fee. The spec shows no rule; a fee is charged, so it must be an amount (not empty). */
export const assessmentFee = safeString({ error: settingsMessages.amountInvalid })
  .trim()
  .regex(amountPattern, { message: settingsMessages.amountInvalid });

export const postSettingsInput = z.object({
  post_tracking_base_url: postTrackingBaseUrl,
  post_fees: postFees,
});
export type PostSettingsInput = z.input<typeof postSettingsInput>;

/** The "Assessment Fees" tab: one fee per assessment type, 20.00 AUD by default. */
export const assessmentFeesInput = z.object({
  ed_assessment_fee: assessmentFee,
  weight_loss_assessment_fee: assessmentFee,
  contraception_assessment_fee: assessmentFee,
});
export type AssessmentFeesInput = z.input<typeof assessmentFeesInput>;

/** A notification toggle as stored: the text "true" or "false". */
export const settingBoolean = z.enum(['true', 'false'], { error: settingsMessages.toggleInvalid });

export function toSettingBoolean(value: boolean): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** Reads a stored toggle; anything but "true" is off. */
export function fromSettingBoolean(value: string | null | undefined): boolean {
  return value === 'true';
}

export const notificationSettingsInput = z.object({
  admin_notification_appointment_email_enabled: settingBoolean,
  admin_notification_appointment_sms_enabled: settingBoolean,
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** The rule each key's value follows, so `PUT /api/settings/{key}` refuses what the form would refuse. */
export const settingValueSchemas: { readonly [Key in SettingKey]: z.ZodType<string, string> } = {
  ...companyInfoInput.shape,
  company_country: z.literal(DEFAULT_COUNTRY, { error: settingsMessages.countryFixed }),
  ...postSettingsInput.shape,
  ...assessmentFeesInput.shape,
  ...notificationSettingsInput.shape,
};

/** Settings as a record by key; missing keys are left out. */
export function settingsRecord(
  settings: readonly Setting[] | null | undefined,
): Partial<Record<SettingKey, string>> {
  const record: Partial<Record<SettingKey, string>> = {};
  for (const { key, value } of settings ?? []) {
    if ((settingKeys as readonly string[]).includes(key)) record[key as SettingKey] = value;
  }
  return record;
}
