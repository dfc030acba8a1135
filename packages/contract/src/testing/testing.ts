import { z } from 'zod';
import { emailAddress } from '../auth/auth';
import { normalizePhoneNumber } from '../phone';
import type { EmailTemplateType } from '../templates/email-templates';
import { safeString } from '../text';

// ---------------------------------------------------------------- test SMS

export const testSmsMessageTypes = ['prescription', 'appointment'] as const;
export const testSmsMessageType = z.enum(testSmsMessageTypes, {
  error: 'Message type must be prescription or appointment',
});
export type TestSmsMessageType = z.infer<typeof testSmsMessageType>;

export const testSmsMessageTypeLabels: Readonly<Record<TestSmsMessageType, string>> = {
  prescription: 'Prescription',
  appointment: 'Appointment',
};

/** The form's starting values (docs/product/admin.md): a sample patient, doctor and prescription, 10 May 2025 at 10:00 AM. */
export const testSmsDefaults = {
  phoneNumber: '',
  messageType: 'prescription',
  patientName: 'John Smith',
  doctorName: 'Dr. Sarah Johnson',
  prescriptionId: 'RX-12345',
  appointmentDate: '2025-05-10',
  appointmentTime: '10:00 AM',
} as const satisfies Record<string, string>;

/** Strings, word for word. */
export const testSmsMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  dateInvalid: 'Use the date format YYYY-MM-DD',
  successTitle: 'Success',
  failedTitle: 'SMS Sending Failed',
  failedFallback: 'Failed to send test SMS',
  errorTitle: 'Error',
  errorFallback: 'An error occurred',
} as const;

const sampleText = (fallback: string) => safeString().trim().max(100).default(fallback);

/** `POST /api/admin/testing/sms`. prescriptionId goes with the prescription type, date and time with the appointment type. */
export const testSmsInput = z.object({
  phoneNumber: safeString({ error: testSmsMessages.phoneRequired })
    .trim()
    .min(1, { message: testSmsMessages.phoneRequired })
    // The server's own rule (Australian unless a country code is given), so the form refuses what it would.
    .refine((value) => normalizePhoneNumber(value) !== null, { message: testSmsMessages.phoneInvalid }),
  messageType: testSmsMessageType.default(testSmsDefaults.messageType),
  patientName: sampleText(testSmsDefaults.patientName),
  doctorName: sampleText(testSmsDefaults.doctorName),
  prescriptionId: sampleText(testSmsDefaults.prescriptionId),
  appointmentDate: safeString()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: testSmsMessages.dateInvalid })
    .default(testSmsDefaults.appointmentDate),
  appointmentTime: safeString().trim().max(20).default(testSmsDefaults.appointmentTime),
});
export type TestSmsInput = z.input<typeof testSmsInput>;
export type TestSmsRequest = z.output<typeof testSmsInput>;

/** The fields each message type carries beyond the common ones (docs/product/admin.md). */
export const testSmsTypeFields = {
  prescription: ['prescriptionId'],
  appointment: ['appointmentDate', 'appointmentTime'],
} as const satisfies Record<TestSmsMessageType, readonly (keyof TestSmsRequest)[]>;

type TestSmsTypeField = (typeof testSmsTypeFields)[TestSmsMessageType][number];
type TestSmsCommon = Omit<TestSmsRequest, TestSmsTypeField | 'messageType'>;

/** What the form sends: the common fields and only those of the chosen message type. */
export type TestSmsPayload =
  | (TestSmsCommon & { messageType: 'prescription' } & Pick<TestSmsRequest, 'prescriptionId'>)
  | (TestSmsCommon & { messageType: 'appointment' } & Pick<
        TestSmsRequest,
        'appointmentDate' | 'appointmentTime'
      >);

/** Drops the fields of the other message type: no prescription ID with an appointment, no date with a prescription. */
export function testSmsPayload(values: TestSmsRequest): TestSmsPayload {
  const { prescriptionId, appointmentDate, appointmentTime, ...common } = values;
  return values.messageType === 'appointment'
    ? { ...common, messageType: 'appointment', appointmentDate, appointmentTime }
    : { ...common, messageType: 'prescription', prescriptionId };
}

/**
 * The answer of `POST /api/admin/testing/sms`. A provider that refuses the message is not an HTTP
 * error: the server answers 200 with `success: false`, its message and the provider's error.
 */
export const testSmsResult = z.object({
  success: z.boolean(),
  provider: safeString(),
  message: safeString(),
  error: safeString().nullable().optional(),
});
export type TestSmsResult = z.infer<typeof testSmsResult>;

/** 'Test SMS sent successfully to +61412345678 using ClickSend' */
export function testSmsSentMessage(phoneNumber: string, provider: string): string {
  return `Test SMS sent successfully to ${phoneNumber} using ${provider}`;
}

/** The 'SMS Sending Failed' description: the server's message (or the default) plus ': ' and the error if present. */
export function testSmsFailedMessage(result: Pick<TestSmsResult, 'message' | 'error'>): string {
  const message = result.message || testSmsMessages.failedFallback;
  return result.error ? `${message}: ${result.error}` : message;
}

// ---------------------------------------------------------------- test email

/** ID fields a test email may need, in the order the form shows them. */
export const testEmailIdFields = [
  'userId',
  'appointmentId',
  'previousAppointmentId',
  'prescriptionId',
  'assessmentId',
  'practitionerId',
  'appointmentIds',
  'trackingNumber',
] as const;
export type TestEmailIdField = (typeof testEmailIdFields)[number];

export const testEmailIdLabels: Readonly<Record<TestEmailIdField, string>> = {
  userId: 'User ID',
  appointmentId: 'Appointment ID',
  previousAppointmentId: 'Previous Appointment ID',
  prescriptionId: 'Prescription ID',
  assessmentId: 'Assessment ID',
  practitionerId: 'Practitioner ID',
  appointmentIds: 'Appointment IDs',
  trackingNumber: 'Tracking Number',
};

/** The 13 templates the testing tab can send, with the IDs each needs (docs/product/admin.md), in the table's order. */
export const testEmailTemplates = [
  {
    type: 'appointment_confirmation',
    label: 'Appointment Confirmation',
    requiredIds: ['userId', 'appointmentId'],
  },
  {
    type: 'appointment_rescheduled_patient',
    label: 'Appointment Rescheduled (Patient)',
    requiredIds: ['userId', 'appointmentId', 'previousAppointmentId'],
  },
  {
    type: 'appointment_rescheduled_practitioner',
    label: 'Appointment Rescheduled (Practitioner)',
    requiredIds: ['userId', 'appointmentId', 'previousAppointmentId'],
  },
  {
    type: 'patient_appointment_reminder',
    label: 'Patient Appointment Reminder',
    requiredIds: ['userId', 'appointmentId'],
  },
  {
    type: 'practitioner_appointment_reminder',
    label: 'Practitioner Appointment Reminder',
    requiredIds: ['practitionerId', 'appointmentIds'],
  },
  { type: 'prescription', label: 'Prescription Ready', requiredIds: ['userId', 'prescriptionId'] },
  {
    type: 'prescription_repeat_preparing',
    label: 'Prescription Repeat Preparing',
    requiredIds: ['userId', 'prescriptionId'],
  },
  {
    type: 'prescription_payment_failed',
    label: 'Prescription Payment Failed',
    requiredIds: ['userId', 'prescriptionId'],
  },
  { type: 'assessment_complete', label: 'Assessment Approved', requiredIds: ['userId', 'assessmentId'] },
  { type: 'assessment_declined', label: 'Assessment Declined', requiredIds: ['userId', 'assessmentId'] },
  { type: 'email_verification', label: 'Email Verification (OTP)', requiredIds: ['userId'] },
  { type: 'message_notification', label: 'Message Notification', requiredIds: ['userId'] },
  { type: 'promo_code_delivery', label: 'Promo Code Delivery', requiredIds: ['userId'] },
] as const satisfies readonly {
  type: EmailTemplateType;
  label: string;
  requiredIds: readonly TestEmailIdField[];
}[];

export type TestableEmailTemplateType = (typeof testEmailTemplates)[number]['type'];
export const testableEmailTemplateTypes = testEmailTemplates.map((template) => template.type) as [
  TestableEmailTemplateType,
  ...TestableEmailTemplateType[],
];

/** The testing tab's label of a template, e.g. 'Prescription Ready'. */
export function testEmailTemplateLabel(templateType: string): string {
  return testEmailTemplates.find((template) => template.type === templateType)?.label ?? templateType;
}

/** The IDs a template needs; none for an unknown type. */
export function requiredIdsFor(templateType: string | null | undefined): readonly TestEmailIdField[] {
  return testEmailTemplates.find((template) => template.type === templateType)?.requiredIds ?? [];
}

/** Strings, word for word; the practitioner reminder's two are ours. */
export const testEmailMessages = {
  templateTypeRequired: 'Template type is required',
  recipientInvalid: 'Valid email is required',
  idRequired: {
    userId: 'User ID is required',
    appointmentId: 'Appointment ID is required',
    previousAppointmentId: 'Previous Appointment ID is required',
    prescriptionId: 'Prescription ID is required',
    assessmentId: 'Assessment ID is required',
    practitionerId: 'Practitioner ID is required',
    appointmentIds: 'Appointment IDs are required',
    trackingNumber: 'Tracking number is required',
  } satisfies Record<TestEmailIdField, string>,
  idNotNumber: {
    userId: 'User ID must be a number',
    appointmentId: 'Appointment ID must be a number',
    previousAppointmentId: 'Previous Appointment ID must be a number',
    prescriptionId: 'Prescription ID must be a number',
    assessmentId: 'Assessment ID must be a number',
    practitionerId: 'Practitioner ID must be a number',
    appointmentIds: 'Appointment IDs must be numbers separated by commas',
  } satisfies Record<Exclude<TestEmailIdField, 'trackingNumber'>, string>,
  sentTitle: 'Test Email Sent',
  errorTitle: 'Error',
  failedFallback: 'Failed to send test email. Please try again.',
} as const;

/** 'Test email for Prescription Ready has been sent to ada@example.com' */
export function testEmailSentMessage(templateType: string, recipientEmail: string): string {
  return `Test email for ${testEmailTemplateLabel(templateType)} has been sent to ${recipientEmail}`;
}

// Digits only, and small enough to stay an exact integer.
const isIdText = (text: string) => /^\d{1,15}$/.test(text);

function idFrom(raw: unknown): number | 'missing' | 'invalid' {
  if (raw === undefined || raw === null) return 'missing';
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : 'invalid';
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim();
  if (!text) return 'missing';
  return isIdText(text) ? Number(text) : 'invalid';
}

function idListFrom(raw: unknown): number[] | 'missing' | 'invalid' {
  if (raw === undefined || raw === null) return 'missing';
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : null;
  if (!parts) return 'invalid';
  if (parts.length === 0) return 'missing';
  const ids = parts.map(idFrom);
  return ids.every((id): id is number => typeof id === 'number') ? ids : 'invalid';
}

const idInput = z.union([safeString(), z.number()]).nullable().optional();

/**
 * `POST /api/admin/testing/email`. The form's ID fields are text; each ID the template needs must
 * be digits only, and leaves as an integer (appointmentIds: a comma-separated list, leaves as integers).
 * IDs the template does not need are dropped.
 */
export const testEmailInput = z
  .object({
    templateType: z.enum(testableEmailTemplateTypes, { error: testEmailMessages.templateTypeRequired }),
    recipientEmail: emailAddress,
    userId: idInput,
    appointmentId: idInput,
    previousAppointmentId: idInput,
    prescriptionId: idInput,
    assessmentId: idInput,
    practitionerId: idInput,
    appointmentIds: z
      .union([safeString(), z.array(z.union([safeString(), z.number()]))])
      .nullable()
      .optional(),
    trackingNumber: safeString().max(100).nullable().optional(),
  })
  .superRefine((value, context) => {
    for (const field of requiredIdsFor(value.templateType)) {
      if (field === 'trackingNumber') {
        if (!value.trackingNumber?.trim()) {
          context.addIssue({ code: 'custom', path: [field], message: testEmailMessages.idRequired[field] });
        }
        continue;
      }
      const parsed = field === 'appointmentIds' ? idListFrom(value[field]) : idFrom(value[field]);
      if (parsed === 'missing') {
        context.addIssue({ code: 'custom', path: [field], message: testEmailMessages.idRequired[field] });
      } else if (parsed === 'invalid') {
        context.addIssue({ code: 'custom', path: [field], message: testEmailMessages.idNotNumber[field] });
      }
    }
  })
  .transform((value) => {
    const request: TestEmailRequest = {
      templateType: value.templateType,
      recipientEmail: value.recipientEmail,
    };
    for (const field of requiredIdsFor(value.templateType)) {
      if (field === 'trackingNumber') request.trackingNumber = value.trackingNumber?.trim() ?? '';
      else if (field === 'appointmentIds')
        request.appointmentIds = idListFrom(value.appointmentIds) as number[];
      else request[field] = idFrom(value[field]) as number;
    }
    return request;
  });
export type TestEmailInput = z.input<typeof testEmailInput>;

/** What the client sends and the server reads: the IDs as integers. */
export interface TestEmailRequest {
  templateType: TestableEmailTemplateType;
  recipientEmail: string;
  userId?: number;
  appointmentId?: number;
  previousAppointmentId?: number;
  prescriptionId?: number;
  assessmentId?: number;
  practitionerId?: number;
  appointmentIds?: number[];
  trackingNumber?: string;
}

/** Empty ID fields, for a form that resets them whenever the template changes (docs/product/admin.md). */
export const emptyTestEmailIds: Readonly<Record<TestEmailIdField, string>> = {
  userId: '',
  appointmentId: '',
  previousAppointmentId: '',
  prescriptionId: '',
  assessmentId: '',
  practitionerId: '',
  appointmentIds: '',
  trackingNumber: '',
};

// ---------------------------------------------------------------- delivery and the outbox

export const deliveryMessages = {
  invalidPhone: 'Invalid phone number',
  /** A test of an inactive template is refused with 409: inactive templates are never sent (docs/product/admin.md). */
  emailTemplateInactive: 'This email template is inactive. Activate it in Settings before sending a test.',
  smsTemplateInactive: 'This SMS template is inactive. Activate it in Settings before sending a test.',
} as const;

/** 404 messages of `POST /api/admin/testing/email`, one per ID field. */
export const testEmailNotFoundMessages = {
  userId: 'User not found',
  appointmentId: 'Appointment not found',
  previousAppointmentId: 'Previous appointment not found',
  prescriptionId: 'Prescription not found',
  assessmentId: 'Assessment not found',
  practitionerId: 'Practitioner not found',
  appointmentIds: 'Appointment not found',
} as const;

/** 200 answer of `POST /api/admin/testing/email`. */
export const testEmailResult = z.object({
  success: z.literal(true),
  message: safeString(),
  outboxId: z.number().int().positive(),
});
export type TestEmailResult = z.infer<typeof testEmailResult>;

/**
 * 502 answer of `POST /api/admin/testing/email` when the provider refused the message: the spec's words, plus the
 * provider's reason and the outbox row that records it.
 */
export const testEmailFailure = z.object({
  message: safeString(),
  errorType: z.literal('delivery_failed'),
  error: safeString().nullable(),
  outboxId: z.number().int().positive(),
});
export type TestEmailFailure = z.infer<typeof testEmailFailure>;

export const outboundChannels = ['email', 'sms'] as const;
export const outboundStatuses = ['queued', 'sent', 'failed'] as const;

/** One row of the outbox. `body` is the SMS text or the email's text part; `html` the email's HTML part. */
export const outboundMessage = z.object({
  id: z.number().int().positive(),
  channel: z.enum(outboundChannels),
  recipient: safeString(),
  subject: safeString().nullable(),
  body: safeString(),
  html: safeString().nullable(),
  provider: safeString(),
  status: z.enum(outboundStatuses),
  error: safeString().nullable(),
  createdAt: safeString(),
});
export type OutboundMessage = z.infer<typeof outboundMessage>;

export const OUTBOX_MAX_LIMIT = 100;

/** `GET /api/admin/outbox?limit=&offset=&channel=` */
export const outboxQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
    .int({ message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
    .min(1, { message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
    .max(OUTBOX_MAX_LIMIT, { message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int({ message: 'offset must be a whole number of 0 or more' })
    .min(0, { message: 'offset must be a whole number of 0 or more' })
    .default(0),
  channel: z.enum(outboundChannels, { error: 'channel must be email or sms' }).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;
/** The outbox query once parsed: limit and offset filled in. */
export type OutboxRequest = z.output<typeof outboxQuery>;

export const outboxPage = z.object({
  items: z.array(outboundMessage),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
