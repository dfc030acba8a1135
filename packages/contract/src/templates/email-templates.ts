import { z } from 'zod';
import { safeString } from '../text';

/** The email template types, in the order the settings dropdown lists them. */
export const emailTemplateTypes = [
  'prescription',
  'assessment_complete',
  'assessment_declined',
  'message_notification',
  'email_verification',
  'password_reset',
  'appointment_confirmation',
  'appointment_rescheduled_patient',
  'appointment_rescheduled_practitioner',
  'patient_appointment_reminder',
  'practitioner_appointment_reminder',
  'prescription_repeat_preparing',
  'prescription_post_tracker',
  'prescription_payment_failed',
  'admin_notification',
  'promo_code_delivery',
] as const;
export const emailTemplateType = z.enum(emailTemplateTypes, { error: 'Unknown email template type' });
export type EmailTemplateType = z.infer<typeof emailTemplateType>;

/** The settings dropdown's labels: the spec's where it names one, title case where it only describes the type. */
export const emailTemplateLabels: Readonly<Record<EmailTemplateType, string>> = {
  prescription: 'Prescription Notification',
  assessment_complete: 'Assessment Approved',
  assessment_declined: 'Assessment Declined',
  message_notification: 'New Message Notification',
  email_verification: 'Email Verification OTP',
  password_reset: 'Password Reset OTP',
  appointment_confirmation: 'Appointment Booked',
  appointment_rescheduled_patient: 'Appointment Rescheduled by Patient',
  appointment_rescheduled_practitioner: 'Appointment Rescheduled by Practitioner',
  patient_appointment_reminder: 'Patient Appointment Reminder',
  practitioner_appointment_reminder: 'Practitioner Appointment Reminder',
  prescription_repeat_preparing: 'Prescription Repeat Preparing',
  prescription_post_tracker: 'Prescription Post Tracker',
  prescription_payment_failed: 'Prescription Payment Failed',
  admin_notification: 'Admin Notification',
  promo_code_delivery: 'Promo Code Delivery',
};

/** Placeholders every email template can use (docs/product/admin.md). */
export const commonEmailPlaceholders = [
  'firstName',
  'lastName',
  'patient_name',
  'companyName',
  'brandName',
  'supportEmail',
  'contactNumber',
  'companyAddress',
  'ABN',
  'date',
] as const;

/** Each type's own placeholders (what the server fills for the type). */
export const emailTemplatePlaceholders: Readonly<Record<EmailTemplateType, readonly string[]>> = {
  prescription: ['prescription_id', 'medication_list', 'practitionerName', 'prescriptionDate'],
  assessment_complete: [
    'assessment_id',
    'assessmentType',
    'practitionerName',
    'medication_list',
    'decisionNotes',
  ],
  assessment_declined: ['assessment_id', 'assessmentType', 'practitionerName', 'decisionNotes'],
  message_notification: ['senderName', 'messagePreview', 'unreadCount', 'loginUrl'],
  email_verification: ['otp', 'expiryMinutes'],
  password_reset: ['otp', 'expiryMinutes'],
  appointment_confirmation: [
    'appointmentDate',
    'appointmentTime',
    'appointmentDuration',
    'practitionerName',
    'timezone',
  ],
  appointment_rescheduled_patient: [
    'appointmentDate',
    'appointmentTime',
    'previousAppointmentDate',
    'previousAppointmentTime',
    'rescheduleReason',
    'practitionerName',
    'timezone',
  ],
  appointment_rescheduled_practitioner: [
    'appointmentDate',
    'appointmentTime',
    'previousAppointmentDate',
    'previousAppointmentTime',
    'rescheduleReason',
    'practitionerName',
    'timezone',
  ],
  patient_appointment_reminder: [
    'appointmentDate',
    'appointmentTime',
    'appointmentDuration',
    'practitionerName',
    'timezone',
  ],
  practitioner_appointment_reminder: [
    'practitionerName',
    'appointmentCount',
    'appointment_list',
    'appointmentDate',
    'appointmentTime',
  ],
  prescription_repeat_preparing: [
    'prescription_id',
    'medication_list',
    'repeatsRemaining',
    'practitionerName',
  ],
  prescription_post_tracker: ['prescription_id', 'trackingNumber', 'trackingUrl', 'medication_list'],
  prescription_payment_failed: [
    'prescription_id',
    'medication_list',
    'amount',
    'retryPaymentUrl',
    'holdDays',
  ],
  admin_notification: ['notificationTitle', 'notificationMessage'],
  promo_code_delivery: [
    'promoCode',
    'discountValue',
    'discountType',
    'validFor',
    'validForLabel',
    'expiryDate',
  ],
};

/** Every placeholder a template of `type` may use: the common ones, then the type's own. */
export function emailPlaceholdersFor(type: EmailTemplateType): readonly string[] {
  return [...commonEmailPlaceholders, ...emailTemplatePlaceholders[type]];
}

/** A section name as the editor labels it: `button_text` is 'Button Text'. */
export function sectionLabel(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A section gets a multiline editor when longer than 100 characters or holding a line break. */
export function isMultilineSection(text: string): boolean {
  return text.length > emailTemplateLimits.multilineAbove || text.includes('\n');
}

/** The badge beside the dropdown: whether the sections differ from the shipped default. */
export const emailTemplateOriginLabels = { default: 'Default', customised: 'Customised' } as const;

export const emailTemplateLimits = {
  maxSections: 50,
  sectionNameMaxLength: 100,
  sectionMaxLength: 20_000,
  /** Longer sections, or any with a line break, get a multiline editor. */
  multilineAbove: 100,
  previewHeightPx: 580,
} as const;

/** Toasts, word for word. */
export const emailTemplateMessages = {
  loadFailed: 'Failed to load template',
  statusUpdateFailed: 'Failed to update template status',
  updateFailed: 'Failed to update template',
  resetFailed: 'Failed to reset template',
  previewFailed: 'Failed to generate preview',
  updated: 'Template updated successfully',
  reset: 'Template reset to default',
  activated: 'Template activated successfully',
  deactivated: 'Template deactivated successfully',
  sectionsInvalid: 'Each section must be text of at most 20000 characters',
  tooManySections: `A template can have at most ${emailTemplateLimits.maxSections} sections`,
} as const;

/** The toast after a toggle: 'Template activated successfully' or 'Template deactivated successfully'. */
export function emailTemplateToggledMessage(isActive: boolean): string {
  return isActive ? emailTemplateMessages.activated : emailTemplateMessages.deactivated;
}

/** Section name to text, e.g. `{ heading: 'Your prescription is ready', body_intro: '...' }`. */
export const editableSections = z
  .record(
    safeString().min(1).max(emailTemplateLimits.sectionNameMaxLength),
    safeString({ error: emailTemplateMessages.sectionsInvalid }).max(emailTemplateLimits.sectionMaxLength, {
      message: emailTemplateMessages.sectionsInvalid,
    }),
    { error: emailTemplateMessages.sectionsInvalid },
  )
  .refine((sections) => Object.keys(sections).length <= emailTemplateLimits.maxSections, {
    message: emailTemplateMessages.tooManySections,
  });
export type EditableSections = z.infer<typeof editableSections>;

/** `GET /api/email-templates/{type}` (and the answer of save, toggle and reset). */
export const emailTemplate = z.object({
  type: emailTemplateType,
  editableSections,
  isActive: z.boolean(),
  /** True once the sections differ from the default; Reset to Default makes it false again. */
  isCustomised: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

/** `POST /api/email-templates/{type}` */
export const emailTemplateSaveInput = z.object({ editableSections });
export type EmailTemplateSaveInput = z.infer<typeof emailTemplateSaveInput>;

/** `POST /api/email-templates/{type}/toggle-status`: the wanted state. */
export const emailTemplateToggleInput = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type EmailTemplateToggleInput = z.infer<typeof emailTemplateToggleInput>;

/** `POST /api/email-templates/preview/{type}`: renders unsaved sections; answers `{ html }`. */
export const emailTemplatePreviewInput = z.object({ editableSections });
export type EmailTemplatePreviewInput = z.infer<typeof emailTemplatePreviewInput>;
