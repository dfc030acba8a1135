import { emailTemplateTypes, smsTemplateTypes } from '@telehealth/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTemplates, smsTemplates } from '../db/schema';
import {
  ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE,
  DEFAULT_FOOTER,
  defaultEmailSections,
  FOOTER_BEFORE_COMPANY_LINE,
} from '../delivery/email-defaults';
import { defaultSmsContent } from '../delivery/sms-defaults';
import { ensureDefaultPrescriptionTemplate } from './templates';

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
  // The approval email once listed the medicines under 'Practitioner notes:'; an untouched body gets its own labels.
  await db
    .update(emailTemplates)
    .set({
      editableSections: sql`jsonb_set(${emailTemplates.editableSections}, '{body}', to_jsonb(${defaultEmailSections.assessment_complete.body}::text))`,
    })
    .where(
      and(
        eq(emailTemplates.type, 'assessment_complete'),
        sql`${emailTemplates.editableSections}->>'body' = ${ASSESSMENT_COMPLETE_BODY_BEFORE_MEDICINE_LINE}`,
      ),
    );
  await ensureDefaultPrescriptionTemplate(db);
}
