import { z } from 'zod';
import { safeString } from '../text';

/** The SMS template types, in the dropdown's order. */
export const smsTemplateTypes = [
  'prescription_created',
  'appointment_booking',
  'prescription_refill_reminder',
  'appointment_reminder',
  'practitioner_message',
  'otp',
  'admin_notification',
] as const;
export const smsTemplateType = z.enum(smsTemplateTypes, { error: 'Unknown SMS template type' });
export type SmsTemplateType = z.infer<typeof smsTemplateType>;

export const smsTemplateLabels: Readonly<Record<SmsTemplateType, string>> = {
  prescription_created: 'Prescription Created',
  appointment_booking: 'Appointment Booking',
  prescription_refill_reminder: 'Prescription Refill Reminder',
  appointment_reminder: 'Appointment Reminder',
  practitioner_message: 'Practitioner Message',
  otp: 'OTP',
  admin_notification: 'Admin Notification',
};

/** Placeholders an SMS template can use, written `{{name}}` in the content. */
export const smsPlaceholders = [
  'patientName',
  'patientFirstName',
  'doctorName',
  'prescriptionId',
  'appointmentDate',
  'appointmentTime',
  'refillDate',
] as const;

/** Every placeholder a template of `type` may use; the otp template also has the code itself. */
export function smsPlaceholdersFor(type: SmsTemplateType): readonly string[] {
  return type === 'otp' ? [...smsPlaceholders, 'otp'] : smsPlaceholders;
}

// GSM 03.38: the basic set costs one septet, the extension set two (escape + character).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Single-message and per-part sizes of each encoding (a concatenated part gives up room for its header). */
export const smsSegmentSizes: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export interface SmsSegmentCount {
  encoding: SmsEncoding;
  /** Length in the encoding's units: GSM-7 septets (extension characters count 2) or UTF-16 code units. */
  length: number;
  segments: number;
  /** Units that fit in one segment at this length: 160/70 for a single message, 153/67 per part. */
  perSegment: number;
  /** Units left before another segment is needed. */
  remaining: number;
}

/** How many SMS segments `text` takes: GSM-7 160 or 153 per part; anything outside GSM-7 makes it UCS-2, 70 or 67. */
export function countSmsSegments(text: string): SmsSegmentCount {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM7_BASIC.includes(character)) septets += 1;
    else if (GSM7_EXTENSION.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const length = gsm ? septets : text.length;
  const { single, part } = smsSegmentSizes[encoding];
  const segments = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / part);
  const perSegment = segments > 1 ? part : single;
  const remaining = segments > 1 ? segments * part - length : single - length;
  return { encoding, length, segments, perSegment, remaining };
}

/** The counter under the editor: '137 characters, 1 segment (GSM-7)'. */
export function smsSegmentSummary(count: SmsSegmentCount): string {
  const characters = `${count.length} character${count.length === 1 ? '' : 's'}`;
  const segments = `${count.segments} segment${count.segments === 1 ? '' : 's'}`;
  return `${characters}, ${segments} (${count.encoding})`;
}

/** The spec shows no limit; ten concatenated SMS segments is where providers stop. */
export const SMS_CONTENT_MAX_LENGTH = 1600;

/** Strings, word for word, and the two server refusals (ours). */
export const smsTemplateMessages = {
  contentRequired: 'SMS content is required',
  contentTooLong: `SMS content must be at most ${SMS_CONTENT_MAX_LENGTH} characters`,
  inactive: 'Activate the template before saving it',
  placeholdersTitle: 'Placeholders',
  save: 'Save Template',
  disabledBadge: 'Disabled',
  saved: 'Template saved',
  saveFailed: 'Failed to save SMS template. Please try again.',
  toggleFailed: 'Failed to toggle SMS template activation status. Please try again.',
  loadFailedTitle: 'Error loading templates',
  loadFailed: 'Failed to load SMS templates. Please try refreshing the page.',
} as const;

/** An SMS template (`GET /api/sms-templates` lists them; save and toggle answer one). */
export const smsTemplate = z.object({
  type: smsTemplateType,
  content: safeString(),
  isActive: z.boolean(),
});
export type SmsTemplate = z.infer<typeof smsTemplate>;

/** `POST /api/sms-templates/{type}`. An inactive template cannot be saved (the server answers `inactive`). */
export const smsTemplateSaveInput = z.object({
  content: safeString({ error: smsTemplateMessages.contentRequired })
    .refine((value) => value.trim().length > 0, { message: smsTemplateMessages.contentRequired })
    .refine((value) => value.length <= SMS_CONTENT_MAX_LENGTH, {
      message: smsTemplateMessages.contentTooLong,
    }),
});
export type SmsTemplateSaveInput = z.infer<typeof smsTemplateSaveInput>;
