import {
  type SmsTemplate,
  type SmsTemplateType,
  smsPlaceholdersFor,
  smsTemplateMessages,
  smsTemplateTypes,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { defaultSmsContent } from '../../delivery/sms-defaults';
import { conflict } from '../../http/errors';
import type { Actor } from '../audit';
import {
  getTemplate,
  listTemplates,
  refuseUnknownPlaceholders,
  type TemplateChannel,
  writeTemplate,
} from '../service';

/**
 * SMS templates (docs/product/admin.md). Decisions: an inactive template cannot be saved (409, the editor is disabled
 * too); the toggle takes no body and flips the state; unknown placeholders are refused as for email.
 */

type Row = typeof smsTemplates.$inferSelect;

const sms: TemplateChannel<SmsTemplateType, Row, SmsTemplate> = {
  name: 'sms_template',
  types: smsTemplateTypes,
  rows: (db, type) =>
    type === undefined
      ? db.select().from(smsTemplates)
      : db.select().from(smsTemplates).where(eq(smsTemplates.type, type)),
  typeOf: (row) => row.type,
  view: (type, row) => ({
    type,
    content: row?.content ?? defaultSmsContent[type],
    isActive: row?.isActive ?? true,
  }),
  upsert: async (tx, type, { content, isActive }, now) => {
    const next = { content, isActive };
    const [row] = await tx
      .insert(smsTemplates)
      .values({ type, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: smsTemplates.type, set: { ...next, updatedAt: now } })
      .returning();
    return row;
  },
  audited: ({ content, isActive }) => ({ content, isActive }),
};

/** Every type, in the dropdown's order, whether or not a row exists yet. */
export function listSmsTemplates(db: Db): Promise<SmsTemplate[]> {
  return listTemplates(db, sms);
}

export function getSmsTemplate(db: Db, type: SmsTemplateType): Promise<SmsTemplate> {
  return getTemplate(db, sms, type);
}

export async function saveSmsTemplate(
  db: Db,
  type: SmsTemplateType,
  content: string,
  actor: Actor,
  now: Date,
): Promise<SmsTemplate> {
  refuseUnknownPlaceholders(content, smsPlaceholdersFor(type), 'content');
  return writeTemplate(
    db,
    sms,
    type,
    (before) => {
      if (!before.isActive) throw conflict(smsTemplateMessages.inactive);
      return { ...before, content, isActive: true };
    },
    { action: 'sms_template.update', actor },
    now,
  );
}

export function toggleSmsTemplate(
  db: Db,
  type: SmsTemplateType,
  actor: Actor,
  now: Date,
): Promise<SmsTemplate> {
  return writeTemplate(
    db,
    sms,
    type,
    (before) => ({ ...before, isActive: !before.isActive }),
    { action: 'sms_template.toggle_status', actor },
    now,
  );
}
