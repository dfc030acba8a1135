import type { EmailTemplateType } from '@telehealth/contract';

/**
 * The default editable sections of every email template type (docs/product/admin.md). Sections are plain text with
 * `{{placeholders}}`; a blank line starts a new paragraph. `button_text` and `button_url` add a button
 * when the URL is an http(s) link. Seeded into email_templates on boot when missing; "Reset to Default"
 * restores these.
 */
export type EmailSections = Record<string, string>;

const SIGN_OFF = 'Kind regards,\nThe {{brandName}} team';

// The company's name, ABN and address close every email from the settings (render.ts), not from this text.
const FOOTER =
  'Questions? Email {{supportEmail}} or call {{contactNumber}}.\n' +
  'This email may contain confidential health information. If it reached you by mistake, please delete it and let us know.';

/** The footer shipped before the company line moved into the renderer; boot upgrades rows that still hold it. */
export const FOOTER_BEFORE_COMPANY_LINE = `{{companyName}} · ABN {{ABN}} · {{companyAddress}}\n${FOOTER}`;
export const DEFAULT_FOOTER = FOOTER;

const APPOINTMENT_TIPS =
  'Please be somewhere quiet and private with a reliable internet connection a few minutes before the start time. ' +
  'If you need to change the time, let us know at least 24 hours beforehand.';

/**
 * The approval email's body: the medicines under 'Medicine:', and the practitioner's notes under their own label,
 * left out when there are none (a labelled value with no value is dropped by the renderer).
 */
const ASSESSMENT_COMPLETE_BODY =
  'Hi {{firstName}},\n\n' +
  '{{practitionerName}} has reviewed your {{assessmentType}} assessment (reference {{assessment_id}}) and approved it.\n\n' +
  'Medicine:\n{{medication_list}}\n\n' +
  'Practitioner notes: {{decisionNotes}}\n\n' +
  'Your prescription is now being prepared. We will email you again when it is ready.\n\n' +
  SIGN_OFF;

/**
 * The approval email's body as shipped before, when the medicines were filled into 'Practitioner notes:'. Boot
 * replaces it with the current one in a row that still holds it word for word (an admin's edit is kept).
 */
export const ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE =
  'Hi {{firstName}},\n\n' +
  '{{practitionerName}} has reviewed your {{assessmentType}} assessment (reference {{assessment_id}}) and approved it.\n\n' +
  'Practitioner notes: {{decisionNotes}}\n\n' +
  'Your prescription is now being prepared. We will email you again when it is ready.\n\n' +
  SIGN_OFF;

function template(sections: Omit<EmailSections, 'footer'> & { footer?: string }): EmailSections {
  return { ...sections, footer: sections.footer ?? FOOTER };
}

export const defaultEmailSections: Readonly<Record<EmailTemplateType, EmailSections>> = {
  prescription: template({
    subject: 'Your prescription is ready',
    heading: 'Your prescription is ready',
    body:
      'Hi {{firstName}},\n\n' +
      'Good news: {{practitionerName}} has issued your prescription (reference {{prescription_id}}) on {{prescriptionDate}}.\n\n' +
      'Your medication:\n{{medication_list}}\n\n' +
      'We will let you know as soon as your order has been dispatched. Please read the instructions carefully, and contact us if anything is unclear.\n\n' +
      SIGN_OFF,
  }),
  assessment_complete: template({
    subject: 'Your {{assessmentType}} assessment has been approved',
    heading: 'Your assessment has been approved',
    body: ASSESSMENT_COMPLETE_BODY,
  }),
  assessment_declined: template({
    subject: 'An update on your {{assessmentType}} assessment',
    heading: 'An update on your assessment',
    body:
      'Hi {{firstName}},\n\n' +
      'Thank you for completing your {{assessmentType}} assessment (reference {{assessment_id}}). After careful review, {{practitionerName}} has decided that treatment through our service is not suitable for you at this time.\n\n' +
      'Practitioner notes: {{decisionNotes}}\n\n' +
      'We recommend that you see your GP in person to talk about other options. If you have any questions, please contact our support team.\n\n' +
      SIGN_OFF,
  }),
  message_notification: template({
    subject: 'You have a new message from {{senderName}}',
    heading: 'You have a new message',
    body:
      'Hi {{firstName}},\n\n' +
      '{{senderName}} has sent you a message:\n\n' +
      '"{{messagePreview}}"\n\n' +
      'You have {{unreadCount}} unread message(s). Sign in to read and reply. For your privacy, we never send full consultation details by email.\n\n' +
      SIGN_OFF,
    button_text: 'Read your messages',
    button_url: '{{loginUrl}}',
  }),
  email_verification: template({
    subject: 'Your {{brandName}} verification code',
    heading: 'Verify your email address',
    body:
      'Hi {{firstName}},\n\n' +
      'Use this code to verify your email address:\n\n' +
      '{{otp}}\n\n' +
      'The code expires in {{expiryMinutes}} minutes. If you did not ask for it, you can safely ignore this email.\n\n' +
      SIGN_OFF,
  }),
  password_reset: template({
    subject: 'Your {{brandName}} password reset code',
    heading: 'Reset your password',
    body:
      'Hi {{firstName}},\n\n' +
      'We received a request to reset your password. Use this code to choose a new one:\n\n' +
      '{{otp}}\n\n' +
      'The code expires in {{expiryMinutes}} minutes. If you did not request a password reset, ignore this email: your password will not change.\n\n' +
      SIGN_OFF,
  }),
  appointment_confirmation: template({
    subject: 'Appointment confirmed: {{appointmentDate}} at {{appointmentTime}}',
    heading: 'Your appointment is booked',
    body:
      'Hi {{firstName}},\n\n' +
      'Your telehealth appointment is confirmed.\n\n' +
      'Practitioner: {{practitionerName}}\nDate: {{appointmentDate}}\nTime: {{appointmentTime}}\nDuration: {{appointmentDuration}}\n\n' +
      `${APPOINTMENT_TIPS}\n\n${SIGN_OFF}`,
  }),
  appointment_rescheduled_patient: template({
    subject: 'Your appointment has been rescheduled',
    heading: 'Your appointment has been moved',
    body:
      'Hi {{firstName}},\n\n' +
      'As you requested, your appointment with {{practitionerName}} has been rescheduled.\n\n' +
      'Previous time: {{previousAppointmentDate}} at {{previousAppointmentTime}}\n' +
      'New time: {{appointmentDate}} at {{appointmentTime}}\n\n' +
      `${APPOINTMENT_TIPS}\n\n${SIGN_OFF}`,
  }),
  appointment_rescheduled_practitioner: template({
    subject: '{{practitionerName}} has rescheduled your appointment',
    heading: 'Your appointment has been moved',
    body:
      'Hi {{firstName}},\n\n' +
      '{{practitionerName}} has needed to move your appointment. We apologise for any inconvenience.\n\n' +
      'Previous time: {{previousAppointmentDate}} at {{previousAppointmentTime}}\n' +
      'New time: {{appointmentDate}} at {{appointmentTime}}\n' +
      'Reason: {{rescheduleReason}}\n\n' +
      'If the new time does not suit you, please contact us and we will find another one.\n\n' +
      SIGN_OFF,
  }),
  patient_appointment_reminder: template({
    subject: 'Reminder: your appointment on {{appointmentDate}}',
    heading: 'Your appointment is coming up',
    body:
      'Hi {{firstName}},\n\n' +
      'This is a reminder of your telehealth appointment with {{practitionerName}} on {{appointmentDate}} at {{appointmentTime}}.\n\n' +
      `${APPOINTMENT_TIPS}\n\n${SIGN_OFF}`,
  }),
  practitioner_appointment_reminder: template({
    subject: 'Your upcoming appointments ({{appointmentCount}})',
    heading: 'Your upcoming appointments',
    body:
      'Hi {{firstName}},\n\n' +
      'You have {{appointmentCount}} upcoming appointment(s):\n\n' +
      '{{appointment_list}}\n\n' +
      "Please sign in a few minutes early to review each patient's assessment before the consultation.\n\n" +
      SIGN_OFF,
  }),
  prescription_repeat_preparing: template({
    subject: 'Your repeat prescription is being prepared',
    heading: 'Your repeat is on its way soon',
    body:
      'Hi {{firstName}},\n\n' +
      'We are preparing the next repeat of your prescription (reference {{prescription_id}}):\n\n' +
      '{{medication_list}}\n\n' +
      'Repeats remaining after this one: {{repeatsRemaining}}.\n\n' +
      'We will let you know when your order has been dispatched. If you no longer need this medication, please contact us before it is sent.\n\n' +
      SIGN_OFF,
  }),
  prescription_post_tracker: template({
    subject: 'Your order is on its way',
    heading: 'Your order has been dispatched',
    body:
      'Hi {{firstName}},\n\n' +
      'Your medication for prescription {{prescription_id}} has been posted.\n\n' +
      'Tracking number: {{trackingNumber}}\n\n' +
      'Delivery usually takes 2 to 6 business days. Someone may need to sign for the parcel.\n\n' +
      SIGN_OFF,
    button_text: 'Track your parcel',
    button_url: '{{trackingUrl}}',
  }),
  prescription_payment_failed: template({
    subject: 'Action needed: payment for your prescription failed',
    heading: 'We could not process your payment',
    body:
      'Hi {{firstName}},\n\n' +
      'We could not process the payment of {{amount}} for your prescription (reference {{prescription_id}}).\n\n' +
      'Please update your payment details within {{holdDays}} days so we can send your medication. After that, the order will be cancelled.\n\n' +
      SIGN_OFF,
    button_text: 'Update payment details',
    button_url: '{{retryPaymentUrl}}',
  }),
  admin_notification: template({
    subject: '[{{brandName}} admin] {{notificationTitle}}',
    heading: '{{notificationTitle}}',
    body:
      'Hi {{firstName}},\n\n' +
      '{{notificationMessage}}\n\n' +
      'This is an automated notification from {{brandName}}. You can choose which notifications you receive in Settings.',
  }),
  promo_code_delivery: template({
    subject: 'Your {{brandName}} promo code: {{promoCode}}',
    heading: 'Here is your promo code',
    body:
      'Hi {{firstName}},\n\n' +
      'Thank you for your interest in {{brandName}}. Here is your promo code:\n\n' +
      '{{promoCode}}\n\n' +
      'It takes {{discountValue}} off {{validForLabel}}. Expiry: {{expiryDate}}.\n\n' +
      'Enter the code at checkout. One use per customer unless stated otherwise.\n\n' +
      SIGN_OFF,
  }),
};
