import { emailTemplateTypes, smsTemplateTypes } from '@telehealth/contract';
import type { Db } from '../db/client';
import { emailTemplates, smsTemplates } from '../db/schema';
import { ensureDefaultPrescriptionTemplate } from '../db/seed/templates';
import { defaultEmailSections } from './email-defaults';
import { defaultSmsContent } from './sms-defaults';

/** Inserts the default email and SMS templates that are missing, and a prescription template when there is none; never overwrites an admin's edits. Every boot. */
export async function ensureTemplateDefaults(db: Db): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(emailTemplateTypes.map((type) => ({ type, editableSections: defaultEmailSections[type] })))
    .onConflictDoNothing({ target: emailTemplates.type });
  await db
    .insert(smsTemplates)
    .values(smsTemplateTypes.map((type) => ({ type, content: defaultSmsContent[type] })))
    .onConflictDoNothing({ target: smsTemplates.type });
  await ensureDefaultPrescriptionTemplate(db);
}
