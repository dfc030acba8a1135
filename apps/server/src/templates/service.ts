import { errorTypes, unknownPlaceholderMessage, unknownPlaceholders } from '@telehealth/contract';
import { type Db, transaction } from '../db/client';
import { HttpError } from '../http/errors';
import { type Actor, recordTemplateChange } from './audit';

/**
 * The one template service of email and SMS: a template of a type is its row, or the shipped default while it has
 * none; every change is read, changed and written in one transaction with its audit row (the old and the new
 * value). What differs between them is the channel: its table, its default and what it edits (email's sections,
 * SMS's text).
 */
export interface TemplateChannel<
  Type extends string,
  Row,
  Template extends { type: Type; isActive: boolean },
> {
  /** The audit rows' target type and the start of their action (`email_template.update`). */
  name: 'email_template' | 'sms_template';
  /** Every type, in the editor's order. */
  types: readonly Type[];
  /** The stored rows: every one, or the one of a type. */
  rows(db: Db, type?: Type): Promise<Row[]>;
  typeOf(row: Row): string;
  /** The template as the editor sees it: the row's, or the default's. */
  view(type: Type, row: Row | undefined): Template;
  /** Writes the template's new state (insert or update) and answers the row. */
  upsert(tx: Db, type: Type, next: Template, now: Date): Promise<Row | undefined>;
  /** What the audit row keeps of a template: its editable parts and its state, never its type. */
  audited(template: Template): Record<string, unknown>;
}

/** Every type, whether or not a row exists yet. */
export async function listTemplates<
  Type extends string,
  Row,
  Template extends { type: Type; isActive: boolean },
>(db: Db, channel: TemplateChannel<Type, Row, Template>): Promise<Template[]> {
  const rows = await channel.rows(db);
  return channel.types.map((type) =>
    channel.view(
      type,
      rows.find((row) => channel.typeOf(row) === type),
    ),
  );
}

export async function getTemplate<
  Type extends string,
  Row,
  Template extends { type: Type; isActive: boolean },
>(db: Db, channel: TemplateChannel<Type, Row, Template>, type: Type): Promise<Template> {
  const [row] = await channel.rows(db, type);
  return channel.view(type, row);
}

/** Changes one template: `change` gets it as it stands (and may refuse); the change and its audit row go together. */
export async function writeTemplate<
  Type extends string,
  Row,
  Template extends { type: Type; isActive: boolean },
>(
  db: Db,
  channel: TemplateChannel<Type, Row, Template>,
  type: Type,
  change: (before: Template) => Template,
  audit: { action: string; actor: Actor },
  now: Date,
): Promise<Template> {
  return transaction(db, async (tx) => {
    const [stored] = await channel.rows(tx, type);
    const before = channel.view(type, stored);
    const after = channel.view(type, await channel.upsert(tx, type, change(before), now));
    await recordTemplateChange(
      tx,
      {
        ...audit,
        targetType: channel.name,
        targetId: type,
        old: channel.audited(before),
        new: channel.audited(after),
      },
      now,
    );
    return after;
  });
}

/** The 400 for a placeholder the type cannot fill, with its name and the valid list, on `field`. */
export function refuseUnknownPlaceholders(text: string, valid: readonly string[], field: string): void {
  const unknown = unknownPlaceholders(text, valid);
  if (unknown.length > 0) {
    throw new HttpError(400, unknownPlaceholderMessage(unknown, valid), {
      errorType: errorTypes.validation,
      field,
    });
  }
}
