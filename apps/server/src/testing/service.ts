import {
  deliveryMessages,
  type EmailTemplateType,
  errorTypes,
  formatShortWeekdayDate,
  type OutboundMessage,
  type OutboxPage,
  type OutboxRequest,
  type SmsTemplateType,
  type TestEmailFailure,
  type TestEmailRequest,
  type TestEmailResult,
  type TestSmsMessageType,
  type TestSmsRequest,
  type TestSmsResult,
  testEmailMessages,
  testEmailNotFoundMessages,
  testEmailSentMessage,
  testSmsMessages,
  testSmsSentMessage,
} from '@telehealth/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import type { DeliveryService } from '../delivery';
import { RecordNotFoundError, testEmailValues } from '../delivery/email-values';
import { InvalidPhoneError, normalizePhoneNumber } from '../delivery/phone';
import { renderSms } from '../delivery/render';
import { emailSectionsForSending, renderTemplateEmail, smsContentForSending } from '../delivery/templates';
import { conflict, HttpError, notFound } from '../http/errors';

/** Which SMS template a test of each message type renders: the message a patient gets when it happens. */
export const testSmsTemplateFor: Readonly<Record<TestSmsMessageType, SmsTemplateType>> = {
  prescription: 'prescription_created',
  appointment: 'appointment_booking',
};

/** The email template's sections, or a 409 when it is inactive (inactive templates are never sent). */
export async function activeEmailSections(db: Db, type: EmailTemplateType): Promise<Record<string, string>> {
  const sections = await emailSectionsForSending(db, type);
  if (!sections) throw conflict(deliveryMessages.emailTemplateInactive);
  return sections;
}

async function activeSmsContent(db: Db, type: SmsTemplateType): Promise<string> {
  const content = await smsContentForSending(db, type);
  if (content === null) throw conflict(deliveryMessages.smsTemplateInactive);
  return content;
}

/** '2025-05-10' as 'Sat 10 May 2025'; a 400 for a date that does not exist (2025-02-30). */
function smsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new HttpError(400, testSmsMessages.dateInvalid, {
      errorType: errorTypes.validation,
      field: 'appointmentDate',
    });
  }
  return formatShortWeekdayDate(date, { timeZone: 'UTC' });
}

/**
 * Renders the SMS template of the message type with the form's values and sends it. A provider's refusal is not
 * an HTTP error: the answer says `success: false` with the provider's reason (docs/product/admin.md).
 */
export async function sendTestSms(
  db: Db,
  delivery: DeliveryService,
  input: TestSmsRequest,
): Promise<TestSmsResult> {
  let phoneNumber: string;
  try {
    phoneNumber = normalizePhoneNumber(input.phoneNumber);
  } catch (error) {
    if (error instanceof InvalidPhoneError) {
      throw new HttpError(400, error.message, { errorType: errorTypes.validation, field: 'phoneNumber' });
    }
    throw error;
  }
  const appointmentDate = input.messageType === 'appointment' ? smsDate(input.appointmentDate) : '';
  const templateType = testSmsTemplateFor[input.messageType];
  const content = await activeSmsContent(db, templateType);
  const body = renderSms(content, {
    patientName: input.patientName,
    patientFirstName: input.patientName.split(/\s+/)[0] ?? '',
    doctorName: input.doctorName,
    prescriptionId: input.messageType === 'prescription' ? input.prescriptionId : '',
    appointmentDate,
    appointmentTime: input.messageType === 'appointment' ? input.appointmentTime : '',
    refillDate: '',
  });
  const result = await delivery.sendSms({ to: phoneNumber, body }, { type: `test_sms:${templateType}` });
  return result.status === 'sent'
    ? {
        success: true,
        provider: result.provider,
        message: testSmsSentMessage(phoneNumber, result.provider),
        error: null,
      }
    : {
        success: false,
        provider: result.provider,
        message: testSmsMessages.failedFallback,
        error: result.error,
      };
}

/** Sent, or refused by the provider (the outbox row records why). */
export type TestEmailOutcome =
  | { sent: true; result: TestEmailResult }
  | { sent: false; failure: TestEmailFailure };

/** Renders the email template with the records the IDs name (404 for a missing one) and sends it. */
export async function sendTestEmail(
  db: Db,
  delivery: DeliveryService,
  input: TestEmailRequest,
  options: { now: Date; appUrl: string },
): Promise<TestEmailOutcome> {
  let values: Record<string, string>;
  try {
    values = await testEmailValues(db, input, options);
  } catch (error) {
    if (error instanceof RecordNotFoundError) {
      const field = error.field as keyof typeof testEmailNotFoundMessages;
      throw notFound(testEmailNotFoundMessages[field] ?? 'Not found');
    }
    throw error;
  }
  const sections = await activeEmailSections(db, input.templateType);
  const email = await renderTemplateEmail(db, sections, values);
  const result = await delivery.sendEmail(
    { to: input.recipientEmail, ...email },
    { type: `test_email:${input.templateType}` },
  );
  if (result.status !== 'sent') {
    // The admin sees the spec's words; the provider's reason is in the outbox and in `error`.
    return {
      sent: false,
      failure: {
        message: testEmailMessages.failedFallback,
        errorType: 'delivery_failed',
        error: result.error,
        outboxId: result.id,
      },
    };
  }
  return {
    sent: true,
    result: {
      success: true,
      message: testEmailSentMessage(input.templateType, input.recipientEmail),
      outboxId: result.id,
    },
  };
}

type OutboundRow = typeof outboundMessages.$inferSelect;

export function toOutboundMessage(row: OutboundRow): OutboundMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html,
    provider: row.provider,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every email and SMS, newest first, `limit` (≤ 100) at a time from `offset`. */
export async function outboxPage(db: Db, query: OutboxRequest): Promise<OutboxPage> {
  const { limit, offset, channel } = query;
  const where = channel ? eq(outboundMessages.channel, channel) : undefined;
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(where)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(outboundMessages).where(where);
  return { items: rows.map(toOutboundMessage), total: total?.n ?? 0, limit, offset };
}
