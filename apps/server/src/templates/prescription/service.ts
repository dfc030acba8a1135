import {
  defaultPrescriptionTemplatePlaceholders,
  errorTypes,
  type PrescriptionTemplate,
  placeholdersIn,
  type prescriptionTemplateInput,
  prescriptionTemplateMessages,
  prescriptionTemplatePlaceholders,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@telehealth/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, transaction } from '../../db/client';
import { prescriptionTemplates } from '../../db/schema';
import { companyValues } from '../../delivery/email-values';
import { conflict, HttpError, notFound } from '../../http/errors';
import { type Actor, recordTemplateChange } from '../audit';
import { fillLayout, parseLayout } from './layout';
import { renderPrescriptionPdf } from './pdf';
import { renderPrescriptionHtml } from './render';

/**
 * Prescription templates (docs/product/admin.md). Decisions: exactly one default, held by the partial unique index
 * `prescription_templates_one_default_idx` (making one default clears the other in the same transaction, after an
 * advisory lock so two admins cannot race); the default cannot be deleted (409 'Cannot delete the default template…')
 * and stays default until another is chosen (saving it with isDefault false keeps it default); a default is always
 * active and must hold {{practitionerName}}, {{prescriberNumber}} and {{practitionerSignature}}; unknown placeholders
 * are refused as for email.
 */

type Row = typeof prescriptionTemplates.$inferSelect;
type Input = z.output<typeof prescriptionTemplateInput>;

const DEFAULT_LOCK = 72410200;

export function toPrescriptionTemplate(row: Row): PrescriptionTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    templateReact: row.templateReact,
    isActive: row.isActive,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function invalid(message: string, field: string): HttpError {
  return new HttpError(400, message, { errorType: errorTypes.validation, field });
}

function checkPlaceholders(body: string): void {
  const unknown = unknownPlaceholders(body, prescriptionTemplatePlaceholders);
  if (unknown.length > 0)
    throw invalid(unknownPlaceholderMessage(unknown, prescriptionTemplatePlaceholders), 'templateReact');
}

function checkCanBeDefault(body: string): void {
  const used = placeholdersIn(body);
  if (!defaultPrescriptionTemplatePlaceholders.every((name) => used.includes(name)))
    throw invalid(prescriptionTemplateMessages.defaultNeedsPrescriber, 'templateReact');
}

async function findRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(prescriptionTemplates).where(eq(prescriptionTemplates.id, id));
  if (!row) throw notFound(prescriptionTemplateMessages.notFound);
  return row;
}

async function clearDefault(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_LOCK})`);
  await tx
    .update(prescriptionTemplates)
    .set({ isDefault: false })
    .where(eq(prescriptionTemplates.isDefault, true));
}

function audit(
  tx: Db,
  action: string,
  actor: Actor,
  id: number,
  old: Row | null,
  next: Row | null,
  now: Date,
) {
  const value = (row: Row | null) => (row ? toPrescriptionTemplate(row) : null);
  return recordTemplateChange(
    tx,
    { action, actor, targetType: 'prescription_template', targetId: id, old: value(old), new: value(next) },
    now,
  );
}

export async function listPrescriptionTemplates(db: Db): Promise<PrescriptionTemplate[]> {
  const rows = await db.select().from(prescriptionTemplates).orderBy(asc(prescriptionTemplates.id));
  return rows.map(toPrescriptionTemplate);
}

export async function getPrescriptionTemplate(db: Db, id: number): Promise<PrescriptionTemplate> {
  return toPrescriptionTemplate(await findRow(db, id));
}

export async function createPrescriptionTemplate(
  db: Db,
  input: Input,
  actor: Actor,
  now: Date,
): Promise<PrescriptionTemplate> {
  checkPlaceholders(input.templateReact);
  if (input.isDefault) checkCanBeDefault(input.templateReact);
  return transaction(db, async (tx) => {
    if (input.isDefault) await clearDefault(tx);
    const [row] = await tx
      .insert(prescriptionTemplates)
      .values({
        name: input.name,
        description: input.description ?? null,
        templateReact: input.templateReact,
        isActive: input.isDefault ? true : input.isActive,
        isDefault: input.isDefault,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('prescription template was not created');
    await audit(tx, 'prescription_template.create', actor, row.id, null, row, now);
    return toPrescriptionTemplate(row);
  });
}

export async function updatePrescriptionTemplate(
  db: Db,
  id: number,
  input: Input,
  actor: Actor,
  now: Date,
): Promise<PrescriptionTemplate> {
  checkPlaceholders(input.templateReact);
  return transaction(db, async (tx) => {
    const before = await findRow(tx, id);
    const isDefault = before.isDefault || input.isDefault;
    if (isDefault) checkCanBeDefault(input.templateReact);
    if (input.isDefault && !before.isDefault) await clearDefault(tx);
    const [row] = await tx
      .update(prescriptionTemplates)
      .set({
        name: input.name,
        description: input.description ?? null,
        templateReact: input.templateReact,
        isActive: isDefault ? true : input.isActive,
        isDefault,
        updatedAt: now,
      })
      .where(eq(prescriptionTemplates.id, id))
      .returning();
    if (!row) throw notFound(prescriptionTemplateMessages.notFound);
    await audit(tx, 'prescription_template.update', actor, id, before, row, now);
    return toPrescriptionTemplate(row);
  });
}

export async function deletePrescriptionTemplate(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await findRow(tx, id);
    if (before.isDefault) throw conflict(prescriptionTemplateMessages.cannotDeleteDefault);
    await tx.delete(prescriptionTemplates).where(eq(prescriptionTemplates.id, id));
    await audit(tx, 'prescription_template.delete', actor, id, before, null, now);
  });
}

export async function setDefaultPrescriptionTemplate(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<PrescriptionTemplate> {
  return transaction(db, async (tx) => {
    const before = await findRow(tx, id);
    if (before.isDefault) return toPrescriptionTemplate(before);
    checkCanBeDefault(before.templateReact);
    await clearDefault(tx);
    const [row] = await tx
      .update(prescriptionTemplates)
      .set({ isDefault: true, isActive: true, updatedAt: now })
      .where(eq(prescriptionTemplates.id, id))
      .returning();
    if (!row) throw notFound(prescriptionTemplateMessages.notFound);
    await audit(tx, 'prescription_template.set_default', actor, id, before, row, now);
    return toPrescriptionTemplate(row);
  });
}

/** What a preview fills the placeholders with when the request does not say. */
export const prescriptionSampleValues: Readonly<Record<string, string>> = {
  practitionerName: 'Dr. Sarah Mitchell',
  companyName: 'Telehealth Demo Pty Ltd',
  contactNumber: '1300 000 000',
  prescriberNumber: '1234567',
  practitionerAhpraNumber: 'MED0001234567',
  practiceAddress: 'Level 2, 100 Example Street, Sydney NSW 2000',
  practicePhone: '(02) 9000 0000',
  patientName: 'Olivia Nguyen',
  patientDateOfBirth: '14/02/1990',
  patientAddress: '12 Example Street, Unit 3, Newtown NSW 2042',
  prescriptionDate: '24/11/2026',
  practitionerSignature: 'S. Mitchell',
  medicineName: 'Sildenafil 50 mg tablets',
  medicineDosage: 'One tablet about an hour before sexual activity; no more than one a day',
  medicineInstructions: 'Take with water. Do not take with nitrates.',
  medicineQuantity: '8 tablets',
  medicineRepeats: '2',
};

async function previewBlocks(db: Db, body: string, sampleData: Record<string, string> = {}) {
  const company = await companyValues(db);
  const values = {
    ...prescriptionSampleValues,
    ...(company.companyName ? { companyName: company.companyName } : {}),
    ...(company.contactNumber ? { contactNumber: company.contactNumber } : {}),
    ...sampleData,
  };
  return fillLayout(parseLayout(body), values);
}

export async function previewPrescriptionHtml(
  db: Db,
  body: string,
  sampleData?: Record<string, string>,
): Promise<{ html: string }> {
  return { html: renderPrescriptionHtml(await previewBlocks(db, body, sampleData)) };
}

export async function previewPrescriptionPdf(
  db: Db,
  body: string,
  sampleData?: Record<string, string>,
): Promise<Buffer> {
  return renderPrescriptionPdf(await previewBlocks(db, body, sampleData));
}
