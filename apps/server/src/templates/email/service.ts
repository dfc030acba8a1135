import {
  type EditableSections,
  type EmailTemplate,
  type EmailTemplateType,
  emailPlaceholdersFor,
  emailTemplateTypes,
  errorTypes,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { defaultEmailSections } from '../../delivery/email-defaults';
import { companyValues } from '../../delivery/email-values';
import { renderTemplateEmail } from '../../delivery/templates';
import { HttpError } from '../../http/errors';
import type { Actor } from '../audit';
import { getTemplate, refuseUnknownPlaceholders, type TemplateChannel, writeTemplate } from '../service';
import { emailSampleValues } from './samples';

/**
 * Email templates (docs/product/admin.md). Decisions: the sections a type has are its default's (subject, heading,
 * body, footer, and button_text/button_url where the default has a button); a save names them all or some, never new
 * ones. A placeholder the type cannot fill is refused with its name and the valid list. "Customised" is computed by
 * comparing with the shipped default, so a default improved in a release shows through on every uncustomised row.
 */

type Row = typeof emailTemplates.$inferSelect;

function sameSections(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** jsonb keeps keys in its own order; the editor lists sections as the default does (subject, heading, body...). */
function inDefaultOrder(type: EmailTemplateType, sections: Record<string, string>): Record<string, string> {
  const order = Object.keys(defaultEmailSections[type]);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.fromEntries(Object.entries(sections).sort(([a], [b]) => rank(a) - rank(b)));
}

function toEmailTemplate(type: EmailTemplateType, row: Row | undefined): EmailTemplate {
  const stored = row?.editableSections ?? {};
  const editableSections = inDefaultOrder(
    type,
    Object.keys(stored).length > 0 ? stored : defaultEmailSections[type],
  );
  return {
    type,
    editableSections,
    isActive: row?.isActive ?? true,
    isCustomised: !sameSections(editableSections, defaultEmailSections[type]),
  };
}

const email: TemplateChannel<EmailTemplateType, Row, EmailTemplate> = {
  name: 'email_template',
  types: emailTemplateTypes,
  rows: (db, type) =>
    type === undefined
      ? db.select().from(emailTemplates)
      : db.select().from(emailTemplates).where(eq(emailTemplates.type, type)),
  typeOf: (row) => row.type,
  view: toEmailTemplate,
  upsert: async (tx, type, { editableSections, isActive }, now) => {
    const next = { editableSections, isActive };
    const [row] = await tx
      .insert(emailTemplates)
      .values({ type, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: emailTemplates.type, set: { ...next, updatedAt: now } })
      .returning();
    return row;
  },
  audited: ({ editableSections, isActive }) => ({ editableSections, isActive }),
};

export function getEmailTemplate(db: Db, type: EmailTemplateType): Promise<EmailTemplate> {
  return getTemplate(db, email, type);
}

/** The 400 for a section the type does not have, or a placeholder it cannot fill. */
export function checkSections(type: EmailTemplateType, sections: EditableSections): void {
  const known = Object.keys(defaultEmailSections[type]);
  const valid = emailPlaceholdersFor(type);
  for (const [name, text] of Object.entries(sections)) {
    if (!known.includes(name)) {
      throw new HttpError(400, `Unknown section "${name}". Sections: ${known.join(', ')}`, {
        errorType: errorTypes.validation,
        field: `editableSections.${name}`,
      });
    }
    refuseUnknownPlaceholders(text, valid, `editableSections.${name}`);
  }
}

/** Changes the sections or the state given, keeping the rest as it stands. */
function write(
  db: Db,
  type: EmailTemplateType,
  change: { editableSections?: Record<string, string>; isActive?: boolean },
  audit: { action: string; actor: Actor },
  now: Date,
): Promise<EmailTemplate> {
  return writeTemplate(
    db,
    email,
    type,
    (before) => ({
      ...before,
      editableSections: change.editableSections ?? before.editableSections,
      isActive: change.isActive ?? before.isActive,
    }),
    audit,
    now,
  );
}

/** Saves the sections sent, keeping the others as they are. */
export async function saveEmailTemplate(
  db: Db,
  type: EmailTemplateType,
  sections: EditableSections,
  actor: Actor,
  now: Date,
): Promise<EmailTemplate> {
  checkSections(type, sections);
  const current = await getEmailTemplate(db, type);
  return write(
    db,
    type,
    { editableSections: { ...current.editableSections, ...sections } },
    { action: 'email_template.update', actor },
    now,
  );
}

export async function setEmailTemplateActive(
  db: Db,
  type: EmailTemplateType,
  isActive: boolean,
  actor: Actor,
  now: Date,
): Promise<EmailTemplate> {
  return write(db, type, { isActive }, { action: 'email_template.toggle_status', actor }, now);
}

/** Back to the shipped sections; the active state stays as the admin set it. */
export async function resetEmailTemplate(
  db: Db,
  type: EmailTemplateType,
  actor: Actor,
  now: Date,
): Promise<EmailTemplate> {
  return write(
    db,
    type,
    { editableSections: { ...defaultEmailSections[type] } },
    { action: 'email_template.reset', actor },
    now,
  );
}

/** Unsaved sections rendered exactly as a send would, with sample values and the company's real details. */
export async function previewEmailTemplate(
  db: Db,
  type: EmailTemplateType,
  sections: EditableSections,
): Promise<{ html: string }> {
  checkSections(type, sections);
  const current = await getEmailTemplate(db, type);
  const values = { ...emailSampleValues(type), ...nonEmpty(await companyValues(db)) };
  const email = await renderTemplateEmail(db, { ...current.editableSections, ...sections }, values);
  return { html: email.html };
}

function nonEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
