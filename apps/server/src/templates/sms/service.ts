import {
  errorTypes,
  type SmsTemplate,
  type SmsTemplateType,
  smsPlaceholdersFor,
  smsTemplateMessages,
  smsTemplateTypes,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import { type Db, transaction } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { defaultSmsContent } from '../../delivery/sms-defaults';
import { conflict, HttpError } from '../../http/errors';
import { type Actor, recordTemplateChange } from '../audit';

/**
 * SMS templates (Part 2 §2, §3). Decisions: an inactive template cannot be saved (409, the editor is disabled too);
 * the toggle takes no body and flips the state, as the spec's call does; unknown placeholders are refused as for email.
 */

type Row = typeof smsTemplates.$inferSelect;

function toSmsTemplate(type: SmsTemplateType, row: Row | undefined): SmsTemplate {
  return { type, content: row?.content ?? defaultSmsContent[type], isActive: row?.isActive ?? true };
}

async function findRow(db: Db, type: SmsTemplateType): Promise<Row | undefined> {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.type, type));
  return row;
}

/** Every type, in the dropdown's order, whether or not a row exists yet. */
export async function listSmsTemplates(db: Db): Promise<SmsTemplate[]> {
  const rows = await db.select().from(smsTemplates);
  return smsTemplateTypes.map((type) =>
    toSmsTemplate(
      type,
      rows.find((row) => row.type === type),
    ),
  );
}

export async function getSmsTemplate(db: Db, type: SmsTemplateType): Promise<SmsTemplate> {
  return toSmsTemplate(type, await findRow(db, type));
}

async function write(
  db: Db,
  type: SmsTemplateType,
  change: (before: SmsTemplate) => { content: string; isActive: boolean },
  audit: { action: string; actor: Actor },
  now: Date,
): Promise<SmsTemplate> {
  return transaction(db, async (tx) => {
    const before = toSmsTemplate(type, await findRow(tx, type));
    const next = change(before);
    const [row] = await tx
      .insert(smsTemplates)
      .values({ type, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: smsTemplates.type, set: { ...next, updatedAt: now } })
      .returning();
    const after = toSmsTemplate(type, row);
    await recordTemplateChange(
      tx,
      {
        ...audit,
        targetType: 'sms_template',
        targetId: type,
        old: { content: before.content, isActive: before.isActive },
        new: { content: after.content, isActive: after.isActive },
      },
      now,
    );
    return after;
  });
}

export async function saveSmsTemplate(
  db: Db,
  type: SmsTemplateType,
  content: string,
  actor: Actor,
  now: Date,
): Promise<SmsTemplate> {
  const valid = smsPlaceholdersFor(type);
  const unknown = unknownPlaceholders(content, valid);
  if (unknown.length > 0) {
    throw new HttpError(400, unknownPlaceholderMessage(unknown, valid), {
      errorType: errorTypes.validation,
      field: 'content',
    });
  }
  return write(
    db,
    type,
    (before) => {
      if (!before.isActive) throw conflict(smsTemplateMessages.inactive);
      return { content, isActive: true };
    },
    { action: 'sms_template.update', actor },
    now,
  );
}

export async function toggleSmsTemplate(
  db: Db,
  type: SmsTemplateType,
  actor: Actor,
  now: Date,
): Promise<SmsTemplate> {
  return write(
    db,
    type,
    (before) => ({ content: before.content, isActive: !before.isActive }),
    { action: 'sms_template.toggle_status', actor },
    now,
  );
}
