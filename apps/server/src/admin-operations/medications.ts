import {
  type AdminMedication,
  type AdminMedicationPage,
  type AdminMedicationVariant,
  type adminMedicationListQuery,
  errorTypes,
  type medicationInput,
  type medicationVariantFields,
  adminOperationsMessages as messages,
} from '@telehealth/contract';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../assessments';
import { recordAudit } from '../audit';
import { type Db, transaction } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { medications, medicationVariants, prescriptionItems } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { containing, orderOf, tablePageOf, windowOf } from './list';

/**
 * `/admin/medications` (docs/product/admin.md): medicines and their variants. A variant's pack size is the catalogue's
 * `medication_variants.quantity`. A variant on a prescription cannot be deleted (`prescription_items.variant_id` is
 * ON DELETE RESTRICT): the database refuses, and the refusal is the 409 'deactivate it instead', so a prescription
 * written between a check and the delete could not slip through. Every change is audited with its old and new values.
 */

type ListQuery = z.output<typeof adminMedicationListQuery>;
type MedicationValues = z.output<typeof medicationInput>;
type VariantValues = z.output<typeof medicationVariantFields>;
type MedicationRow = typeof medications.$inferSelect;
type VariantRow = typeof medicationVariants.$inferSelect;

/** The variants of `ids` that some prescription uses. */
async function usedVariants(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: prescriptionItems.variantId })
    .from(prescriptionItems)
    .where(inArray(prescriptionItems.variantId, ids));
  return new Set(rows.map((row) => row.id));
}

const sortColumns = {
  name: sql`lower(${medications.name})`,
  createdAt: medications.createdAt,
  updatedAt: medications.updatedAt,
} satisfies Record<ListQuery['sort'], unknown>;

const variantNotFound = () => notFound(messages.variantNotFound);
const medicationNotFound = (field?: string) =>
  new HttpError(404, messages.medicationNotFound, {
    errorType: errorTypes.notFound,
    ...(field ? { field } : {}),
  });

function variantView(variant: VariantRow, medicationName: string, used: boolean): AdminMedicationVariant {
  return {
    id: variant.id,
    medicationId: variant.medicationId,
    medicationName,
    strength: variant.strength,
    form: variant.form,
    packSize: variant.quantity,
    priceCents: variant.priceCents,
    isActive: variant.isActive,
    inUse: used,
    createdAt: variant.createdAt.toISOString(),
    updatedAt: variant.updatedAt.toISOString(),
  };
}

/** The medicines with their variants, by strength (50 mg before 100 mg) and then id. */
async function withVariants(db: Db, rows: MedicationRow[]): Promise<AdminMedication[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select({ variant: medicationVariants })
    .from(medicationVariants)
    .where(
      inArray(
        medicationVariants.medicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(medicationVariants.id));
  const used = await usedVariants(
    db,
    variants.map(({ variant }) => variant.id),
  );
  const byStrength = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });
  variants.sort(
    (a, b) => byStrength.compare(a.variant.strength, b.variant.strength) || a.variant.id - b.variant.id,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    genericName: row.genericName,
    description: row.description,
    isActive: row.isActive,
    assessmentTypes: row.assessmentTypes,
    variants: variants
      .filter(({ variant }) => variant.medicationId === row.id)
      .map(({ variant }) => variantView(variant, row.name, used.has(variant.id))),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function list(db: Db, query: ListQuery): Promise<AdminMedicationPage> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(medications.isActive, query.status === 'active'));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        sql`lower(${medications.name}) like lower(${pattern})`,
        sql`lower(coalesce(${medications.genericName}, '')) like lower(${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  return tablePageOf(
    query,
    db
      .select()
      .from(medications)
      .where(where)
      .orderBy(...orderOf(sortColumns[query.sort], query.dir, medications.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db.select({ n: count() }).from(medications).where(where),
    (rows) => withVariants(db, rows),
  );
}

export async function medication(db: Db, id: number): Promise<AdminMedication> {
  const rows = await db.select().from(medications).where(eq(medications.id, id));
  const [found] = await withVariants(db, rows);
  if (!found) throw medicationNotFound();
  return found;
}

const medicationAudit = (row: MedicationRow) => ({
  name: row.name,
  genericName: row.genericName,
  isActive: row.isActive,
  assessmentTypes: row.assessmentTypes,
});

export async function createMedication(
  db: Db,
  input: MedicationValues,
  actor: Actor,
  now: Date,
): Promise<AdminMedication> {
  const created = await transaction(db, async (tx) => {
    const [row] = await tx
      .insert(medications)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('the medication was not created');
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'medication.create',
        targetType: 'medication',
        targetId: row.id,
        details: { new: medicationAudit(row) },
      },
      now,
    );
    return row;
  });
  return medication(db, created.id);
}

export async function updateMedication(
  db: Db,
  id: number,
  input: MedicationValues,
  actor: Actor,
  now: Date,
): Promise<AdminMedication> {
  const found = await transaction(db, async (tx) => {
    // Locked, so the audit's old values are the ones this update replaced.
    const [before] = await tx.select().from(medications).where(eq(medications.id, id)).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(medications)
      .set({ ...input, updatedAt: now })
      .where(eq(medications.id, id))
      .returning();
    if (!after) return false;
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'medication.update',
        targetType: 'medication',
        targetId: id,
        details: { old: medicationAudit(before), new: medicationAudit(after) },
      },
      now,
    );
    return true;
  });
  if (!found) throw medicationNotFound();
  return medication(db, id);
}

export async function variant(db: Db, id: number): Promise<AdminMedicationVariant> {
  const [found] = await db
    .select({ variant: medicationVariants, name: medications.name })
    .from(medicationVariants)
    .innerJoin(medications, eq(medications.id, medicationVariants.medicationId))
    .where(eq(medicationVariants.id, id));
  if (!found) throw variantNotFound();
  const used = await usedVariants(db, [id]);
  return variantView(found.variant, found.name, used.has(id));
}

const variantAudit = (row: VariantRow) => ({
  medicationId: row.medicationId,
  strength: row.strength,
  form: row.form,
  packSize: row.quantity,
  priceCents: row.priceCents,
  isActive: row.isActive,
});

const variantColumns = (input: VariantValues) => ({
  strength: input.strength,
  form: input.form,
  quantity: input.packSize,
  priceCents: input.priceCents,
  isActive: input.isActive,
});

export async function createVariant(
  db: Db,
  input: VariantValues & { medicationId: number },
  actor: Actor,
  now: Date,
): Promise<AdminMedicationVariant> {
  let created: VariantRow;
  try {
    created = await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(medicationVariants)
        .values({
          medicationId: input.medicationId,
          ...variantColumns(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('the variant was not created');
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'medication_variant.create',
          targetType: 'medication_variant',
          targetId: row.id,
          details: { new: variantAudit(row) },
        },
        now,
      );
      return row;
    });
  } catch (error) {
    // The medicine the form names does not exist: the foreign key says so, race-free.
    if (isForeignKeyViolation(error)) throw medicationNotFound('medicationId');
    throw error;
  }
  return variant(db, created.id);
}

/** Changes a variant's columns in one transaction with its audit row; 404 for an unknown id. */
async function changeVariant(
  db: Db,
  id: number,
  action: string,
  values: Partial<ReturnType<typeof variantColumns>>,
  actor: Actor,
  now: Date,
): Promise<AdminMedicationVariant> {
  const found = await transaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(medicationVariants)
      .where(eq(medicationVariants.id, id))
      .for('update');
    if (!before) return false;
    const [after] = await tx
      .update(medicationVariants)
      .set({ ...values, updatedAt: now })
      .where(eq(medicationVariants.id, id))
      .returning();
    if (!after) return false;
    await recordAudit(
      tx,
      {
        ...actor,
        action,
        targetType: 'medication_variant',
        targetId: id,
        details: { old: variantAudit(before), new: variantAudit(after) },
      },
      now,
    );
    return true;
  });
  if (!found) throw variantNotFound();
  return variant(db, id);
}

export const updateVariant = (db: Db, id: number, input: VariantValues, actor: Actor, now: Date) =>
  changeVariant(db, id, 'medication_variant.update', variantColumns(input), actor, now);

export const setVariantActive = (db: Db, id: number, isActive: boolean, actor: Actor, now: Date) =>
  changeVariant(db, id, 'medication_variant.set_active', { isActive }, actor, now);

/** Deletes a variant no prescription uses; one in use is 409, to be deactivated instead. */
export async function deleteVariant(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  let found: boolean;
  try {
    found = await transaction(db, async (tx) => {
      const [deleted] = await tx.delete(medicationVariants).where(eq(medicationVariants.id, id)).returning();
      if (!deleted) return false;
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'medication_variant.delete',
          targetType: 'medication_variant',
          targetId: id,
          details: { old: variantAudit(deleted) },
        },
        now,
      );
      return true;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(messages.variantInUse);
    throw error;
  }
  if (!found) throw variantNotFound();
}
