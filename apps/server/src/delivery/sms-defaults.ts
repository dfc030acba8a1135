import type { SmsTemplateType } from '@telehealth/contract';

/**
 * The default text of every SMS template type (docs/product/admin.md), using only the SMS placeholders
 * (patientName, patientFirstName, doctorName, prescriptionId, appointmentDate, appointmentTime, refillDate),
 * plus {{otp}} in the otp template, which is useless without the code. Short enough for one or two segments. Seeded
 * into sms_templates on boot when missing.
 */
export const defaultSmsContent: Readonly<Record<SmsTemplateType, string>> = {
  prescription_created:
    'Hi {{patientFirstName}}, {{doctorName}} has issued your prescription {{prescriptionId}}. We will text you when it ships. Reply STOP to opt out.',
  appointment_booking:
    'Hi {{patientFirstName}}, your telehealth appointment with {{doctorName}} is booked for {{appointmentDate}} at {{appointmentTime}}.',
  prescription_refill_reminder:
    'Hi {{patientFirstName}}, your prescription {{prescriptionId}} is due for a refill on {{refillDate}}. Sign in to request your repeat.',
  appointment_reminder:
    'Reminder: {{patientFirstName}}, your appointment with {{doctorName}} is on {{appointmentDate}} at {{appointmentTime}}. Please be ready a few minutes early.',
  practitioner_message:
    'Hi {{patientFirstName}}, {{doctorName}} has sent you a message. Sign in to read and reply.',
  otp: 'Your verification code is {{otp}}. It expires in 10 minutes. Never share this code with anyone.',
  admin_notification:
    'New booking: {{patientName}} with {{doctorName}} on {{appointmentDate}} at {{appointmentTime}}.',
};
