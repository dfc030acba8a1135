import { emailTemplateTypes, smsTemplateTypes } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTemplates, smsTemplates } from '../db/schema';
import { ensureDefaultPrescriptionTemplate } from '../db/seed/templates';
import { DEFAULT_FOOTER, defaultEmailSections, FOOTER_BEFORE_COMPANY_LINE } from './email-defaults';
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
  // The renderer now adds the company line from the settings: an untouched old footer would print it twice.
  await db
    .update(emailTemplates)
    .set({
      editableSections: sql`jsonb_set(${emailTemplates.editableSections}, '{footer}', to_jsonb(${DEFAULT_FOOTER}::text))`,
    })
    .where(sql`${emailTemplates.editableSections}->>'footer' = ${FOOTER_BEFORE_COMPANY_LINE}`);
  await ensureDefaultPrescriptionTemplate(db);
}
