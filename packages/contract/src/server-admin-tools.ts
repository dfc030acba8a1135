import { z } from 'zod';
import { contactSubmission } from './contact';
import { legalDocumentType } from './legal';

/**
 * What the server of the admin tools (Part 1 §2: legal documents, contact inbox, testing, appointment
 * durations) answers beyond the shared schemas: the public legal page, attachment downloads, the outbox,
 * and the refusals the spec leaves to the server ("server error codes are not shown").
 */

export const adminToolEndpoints = {
  /** Public: the active document of a type, for the /privacy and /terms pages. */
  activeLegalDocument: '/api/legal-documents/active/:type',
  /** Admin: one contact attachment; `?inline=1` to view it, otherwise a download. */
  contactAttachment: '/api/contact/attachments/:id',
  /** Admin: every email and SMS the server sent or tried to send, newest first. */
  outbox: '/api/admin/outbox',
} as const;

/** Ids in paths are positive whole numbers; anything else is a 400 with these words. */
export const idMessages = {
  invalid: 'ID must be a positive whole number',
} as const;

// ---------------------------------------------------------------- legal documents (public)

export const publicLegalMessages = {
  notPublished: 'No document has been published yet',
} as const;

/** `GET /api/legal-documents/active/{type}`: the active document, its HTML sanitised again on the way out. */
export const publicLegalDocument = z.object({
  id: z.number().int().positive(),
  type: legalDocumentType,
  title: z.string(),
  content: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type PublicLegalDocument = z.infer<typeof publicLegalDocument>;

// ---------------------------------------------------------------- contact

/** An attachment as the inbox lists it; `url` is a same-origin path the client makes absolute. */
export const contactAttachment = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type ContactAttachment = z.infer<typeof contactAttachment>;

/** `GET /api/contact` items: the shared submission plus the attachments' names, types and sizes. */
export const contactSubmissionDetail = contactSubmission.extend({
  updatedAt: z.string(),
  attachments: z.array(contactAttachment),
});
export type ContactSubmissionDetail = z.infer<typeof contactSubmissionDetail>;

/** Refusals of the public contact form that the shared messages do not cover. */
export const contactServerMessages = {
  received: 'Thank you for your message. We will get back to you soon.',
  rateLimited: 'Too many messages sent. Please try again in a few minutes.',
  unexpectedFileField: 'Files must be sent in the "attachments" field',
  attachmentNotFound: 'Attachment not found',
} as const;

/** `POST /api/contact` answers 201 with the new submission's id. */
export const contactReceived = z.object({ id: z.number().int().positive(), message: z.string() });
export type ContactReceived = z.infer<typeof contactReceived>;

// ---------------------------------------------------------------- testing tools and delivery

export const deliveryMessages = {
  invalidPhone: 'Invalid phone number',
  /** A test of an inactive template is refused with 409: inactive templates are never sent (Part 2 §4). */
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
  message: z.string(),
  outboxId: z.number().int().positive(),
});
export type TestEmailResult = z.infer<typeof testEmailResult>;

export const outboundChannels = ['email', 'sms'] as const;
export const outboundStatuses = ['queued', 'sent', 'failed'] as const;

/** One row of the outbox. `body` is the SMS text or the email's text part; `html` the email's HTML part. */
export const outboundMessage = z.object({
  id: z.number().int().positive(),
  channel: z.enum(outboundChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  html: z.string().nullable(),
  provider: z.string(),
  status: z.enum(outboundStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
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

export const outboxPage = z.object({
  items: z.array(outboundMessage),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
