import {
  deliveryMessages,
  type EmailTemplateType,
  endpoints,
  errorTypes,
  type SmsTemplateType,
  type TestEmailResult,
  type TestSmsMessageType,
  type TestSmsResult,
  testEmailInput,
  testEmailMessages,
  testEmailNotFoundMessages,
  testEmailSentMessage,
  testSmsInput,
  testSmsMessages,
  testSmsSentMessage,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import { emailTemplates, smsTemplates } from '../db/schema';
import { defaultEmailSections } from '../delivery/email-defaults';
import { RecordNotFoundError, testEmailValues } from '../delivery/email-values';
import { InvalidPhoneError, normalizePhoneNumber } from '../delivery/phone';
import { renderEmail, renderSms } from '../delivery/render';
import { defaultSmsContent } from '../delivery/sms-defaults';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { conflict, notFound } from './params';

/** Which SMS template a test of each message type renders: the message a patient gets when it happens. */
export const testSmsTemplateFor: Readonly<Record<TestSmsMessageType, SmsTemplateType>> = {
  prescription: 'prescription_created',
  appointment: 'appointment_booking',
};

/** The email template's sections, or a 409 when it is inactive (inactive templates are never sent). */
export async function activeEmailSections(db: Db, type: EmailTemplateType): Promise<Record<string, string>> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.type, type));
  if (row && !row.isActive) throw conflict(deliveryMessages.emailTemplateInactive);
  const sections = row?.editableSections ?? {};
  return Object.keys(sections).length > 0 ? sections : defaultEmailSections[type];
}

async function activeSmsContent(db: Db, type: SmsTemplateType): Promise<string> {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.type, type));
  if (row && !row.isActive) throw conflict(deliveryMessages.smsTemplateInactive);
  return row?.content.trim() ? row.content : defaultSmsContent[type];
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
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    .replace(',', '');
}

/**
 * The testing tools (Part 1 §2 'Testing'). Both render the real templates from the database and send
 * through the configured providers; everything sent is in the outbox.
 */
export async function testingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post(endpoints.testSms, { preHandler: requireAdmin }, async (request): Promise<TestSmsResult> => {
    const input = parseBody(testSmsInput, request);
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
    const result = await app.delivery.sendSms(
      { to: phoneNumber, body },
      { type: `test_sms:${templateType}` },
    );
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
  });

  app.post(endpoints.testEmail, { preHandler: requireAdmin }, async (request, reply) => {
    const input = parseBody(testEmailInput, request);
    let values: Record<string, string>;
    try {
      values = await testEmailValues(db, input, {
        now: app.ctx.now(),
        appUrl: app.ctx.config.delivery.appUrl,
      });
    } catch (error) {
      if (error instanceof RecordNotFoundError) {
        const field = error.field as keyof typeof testEmailNotFoundMessages;
        throw notFound(testEmailNotFoundMessages[field] ?? 'Not found');
      }
      throw error;
    }
    const sections = await activeEmailSections(db, input.templateType);
    const email = renderEmail(sections, values);
    const result = await app.delivery.sendEmail(
      { to: input.recipientEmail, ...email },
      { type: `test_email:${input.templateType}` },
    );
    if (result.status !== 'sent') {
      // The admin sees the spec's words; the provider's reason is in the outbox and in `error`.
      return reply.code(502).send({
        message: testEmailMessages.failedFallback,
        errorType: 'delivery_failed',
        error: result.error,
        outboxId: result.id,
      });
    }
    const answer: TestEmailResult = {
      success: true,
      message: testEmailSentMessage(input.templateType, input.recipientEmail),
      outboxId: result.id,
    };
    return answer;
  });
}
