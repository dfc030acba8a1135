import { type EmailTemplateType, emailPlaceholdersFor } from '@telehealth/contract';

/**
 * What a preview fills each placeholder with: believable values, so the admin sees the layout a patient will.
 * The company's own placeholders come from the settings instead (see previewEmail).
 */
const samples: Readonly<Record<string, string>> = {
  firstName: 'Olivia',
  lastName: 'Nguyen',
  patient_name: 'Olivia Nguyen',
  date: 'Tuesday 24 November 2026',
  prescription_id: 'RX-10482',
  prescriptionDate: 'Tuesday 24 November 2026',
  medication_list: '• Sildenafil 50 mg tablets, 8 tablets: take one tablet an hour before activity',
  practitionerName: 'Dr. Sarah Mitchell',
  assessment_id: 'A-2291',
  assessmentType: 'weight loss',
  decisionNotes: 'Suitable for treatment. Please read the medication guide.',
  senderName: 'Dr. Sarah Mitchell',
  messagePreview: 'Hi Olivia, I have reviewed your results and…',
  unreadCount: '2',
  loginUrl: 'https://example.com/auth',
  otp: '482913',
  expiryMinutes: '10',
  appointmentDate: 'Thursday 26 November 2026',
  appointmentTime: '10:30 am AEDT',
  appointmentDuration: '15 minutes',
  appointment_id: 'APT-5531',
  timezone: 'Australia/Sydney',
  previousAppointmentDate: 'Wednesday 25 November 2026',
  previousAppointmentTime: '2:00 pm AEDT',
  rescheduleReason: 'The practitioner is unwell',
  appointmentCount: '3',
  appointment_list:
    '• Thursday 26 November 2026 at 10:30 am AEDT: Olivia Nguyen (15 minutes)\n• Thursday 26 November 2026 at 11:00 am AEDT: James Lee (15 minutes)',
  repeatsRemaining: '2',
  trackingNumber: 'AP123456789AU',
  trackingUrl: 'https://auspost.com.au/mypost/track/#/details/AP123456789AU',
  amount: '$49.95',
  holdDays: '7',
  retryPaymentUrl: 'https://example.com/patient/payments',
  notificationTitle: 'New appointment booked',
  notificationMessage:
    'Olivia Nguyen booked a consultation with Dr. Sarah Mitchell for Thursday 26 November 2026.',
  promoCode: 'WELCOME20',
  discountType: 'percentage',
  discountValue: '20%',
  validFor: 'both',
  validForLabel: 'assessments and prescriptions',
  expiryDate: 'Thursday 31 December 2026',
};

/** A sample for every placeholder the type may use ('[name]' for any without a prepared value). */
export function emailSampleValues(type: EmailTemplateType): Record<string, string> {
  return Object.fromEntries(emailPlaceholdersFor(type).map((name) => [name, samples[name] ?? `[${name}]`]));
}
