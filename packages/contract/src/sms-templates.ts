import { z } from 'zod';
import { safeString } from './text';

/** The SMS template types of Part 2 §3, in the dropdown's order. */
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

/** The spec shows no limit; ten concatenated SMS segments is where providers stop. */
export const SMS_CONTENT_MAX_LENGTH = 1600;

/** Strings of Part 2 §2 and §8, word for word, and the two server refusals (ours). */
export const smsTemplateMessages = {
  contentRequired: 'SMS content is required',
  contentTooLong: `SMS content must be at most ${SMS_CONTENT_MAX_LENGTH} characters`,
  inactive: 'Activate the template before saving it',
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
