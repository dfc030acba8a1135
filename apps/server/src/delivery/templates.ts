import { type EmailTemplateType, placeholdersIn, type SmsTemplateType } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTemplates, smsTemplates } from '../db/schema';
import { defaultEmailSections } from './email-defaults';
import { companyFooter, companyValues } from './email-values';
import { type RenderedEmail, renderEmail, renderSms, type TemplateValues } from './render';
import type { DeliveryResult, DeliveryService, Related } from './service';
import { defaultSmsContent } from './sms-defaults';

/**
 * The stored email and SMS templates as sending reads them: an inactive template answers null (it is never sent),
 * a missing or emptied one falls back to the shipped default.
 */
export async function emailSectionsForSending(
  db: Db,
  type: EmailTemplateType,
): Promise<Record<string, string> | null> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.type, type));
  if (row && !row.isActive) return null;
  const sections = row?.editableSections ?? {};
  return Object.keys(sections).length > 0 ? sections : defaultEmailSections[type];
}

export async function smsContentForSending(db: Db, type: SmsTemplateType): Promise<string | null> {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.type, type));
  if (row && !row.isActive) return null;
  return row?.content.trim() ? row.content : defaultSmsContent[type];
}

/**
 * Sections and values to a finished email, with the company footer from the settings: preview, test and real sends.
 * The company's placeholders (companyName, brandName, supportEmail...) are filled from the settings unless `values`
 * gives them.
 */
export async function renderTemplateEmail(
  db: Db,
  sections: Readonly<Record<string, string>>,
  values: TemplateValues,
  unsubscribeUrl?: string,
): Promise<RenderedEmail> {
  const [company, footer] = await Promise.all([companyValues(db), companyFooter(db)]);
  return renderEmail(sections, { ...company, ...values }, footer, unsubscribeUrl);
}

export type TemplateSendOutcome = { sent: false; reason: 'inactive' } | ({ sent: true } & DeliveryResult);

/** Sends the email template of `type` to `to`, unless the admin has deactivated it. */
export async function sendTemplateEmail(
  db: Db,
  delivery: DeliveryService,
  type: EmailTemplateType,
  to: string,
  values: TemplateValues,
  related?: Related,
  /** Marketing emails carry an unsubscribe link (Spam Act). */
  options: { unsubscribeUrl?: string } = {},
): Promise<TemplateSendOutcome> {
  const sections = await emailSectionsForSending(db, type);
  if (!sections) return { sent: false, reason: 'inactive' };
  const email = await renderTemplateEmail(db, sections, values, options.unsubscribeUrl);
  const result = await delivery.sendEmail({ to, ...email }, related ?? { type: `email:${type}` });
  return { sent: true, ...result };
}

/** Sends the SMS template of `type` to `to`, unless the admin has deactivated it. */
export async function sendTemplateSms(
  db: Db,
  delivery: DeliveryService,
  type: SmsTemplateType,
  to: string,
  values: TemplateValues,
  related?: Related,
): Promise<TemplateSendOutcome> {
  const content = await smsContentForSending(db, type);
  if (content === null) return { sent: false, reason: 'inactive' };
  const result = await delivery.sendSms(
    { to, body: renderSms(content, values) },
    related ?? { type: `sms:${type}` },
  );
  return { sent: true, ...result };
}

/** Whether a template's placeholders are all known: the names it uses that are not. */
export function unknownIn(texts: readonly string[], valid: readonly string[]): string[] {
  return [...new Set(texts.flatMap(placeholdersIn))].filter((name) => !valid.includes(name));
}
