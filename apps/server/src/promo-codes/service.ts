import {
  errorTypes,
  type PromoCode,
  type PromoCodeInput,
  type PromoDiscount,
  type PromoRedemption,
  promoCodeInput,
  promoCodeMessages,
} from '@telehealth/contract';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { promoUsesSql, redeemsPromoCode } from '../db/promo-uses';
import { payments, promoCodes, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';

/**
 * Promo codes (docs/product/campaigns.md). Decisions: codes keep the case the admin typed but are unique and
 * matched whatever the case (a unique index on upper(code)); a code's redemptions are the payments made with it,
 * except failed ones, and its uses are counted from those rows (no stored counter can disagree with them); a
 * redeemed code can only be deactivated; a code that does not apply answers 'Invalid or expired promo code',
 * except a live code used on the other product, which says what it is for.
 */

type Row = typeof promoCodes.$inferSelect;

/** How many payments redeem code `id` now. */
export async function usesOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(redeemsPromoCode(id));
  return row?.n ?? 0;
}

export function toPromoCode(row: Row & { uses: number }): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    value: row.value,
    validFor: row.validFor,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerPatient: row.maxUsesPerPatient,
    uses: row.uses,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withUses = { ...getTableColumns(promoCodes), uses: promoUsesSql };

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await db
    .select(withUses)
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(toPromoCode);
}

function fields(input: PromoCodeInput, at: Date) {
  const parsed = promoCodeInput.parse(input);
  return {
    code: parsed.code,
    discountType: parsed.discountType,
    value: parsed.value,
    validFor: parsed.validFor,
    startsAt: parsed.startsAt ? new Date(parsed.startsAt) : null,
    expiresAt: parsed.expiresAt ? new Date(parsed.expiresAt) : null,
    maxUses: parsed.maxUses,
    maxUsesPerPatient: parsed.maxUsesPerPatient,
    isActive: parsed.isActive,
    updatedAt: at,
  };
}

function codeTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new HttpError(409, promoCodeMessages.codeTaken, { errorType: errorTypes.conflict, field: 'code' });
  }
  throw error;
}

export async function createPromoCode(db: Db, input: PromoCodeInput, at: Date): Promise<PromoCode> {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...fields(input, at), createdAt: at })
    .returning()
    .catch(codeTaken);
  return toPromoCode({ ...(row as Row), uses: 0 });
}

export async function updatePromoCode(
  db: Db,
  id: number,
  input: PromoCodeInput,
  at: Date,
): Promise<PromoCode> {
  const [row] = await db
    .update(promoCodes)
    .set(fields(input, at))
    .where(eq(promoCodes.id, id))
    .returning()
    .catch(codeTaken);
  if (!row) throw notFound(promoCodeMessages.notFound);
  return toPromoCode({ ...row, uses: await usesOf(db, id) });
}

/**
 * Switches a code on or off and changes nothing else, so a deactivation never writes back an edit it did not see.
 */
export async function setPromoCodeActive(
  db: Db,
  id: number,
  isActive: boolean,
  at: Date,
): Promise<PromoCode> {
  const [row] = await db
    .update(promoCodes)
    .set({ isActive, updatedAt: at })
    .where(eq(promoCodes.id, id))
    .returning();
  if (!row) throw notFound(promoCodeMessages.notFound);
  return toPromoCode({ ...row, uses: await usesOf(db, id) });
}

/**
 * Deletes a code never redeemed; 409 once it has been (deactivate it instead). Failed payments that tried it keep
 * their discount figures and lose the link (the foreign key sets it null).
 */
export async function deletePromoCode(db: Db, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!row) throw notFound(promoCodeMessages.notFound);
    // Payments lock the code's row before redeeming it (reservePromoUse), so none can start meanwhile.
    if ((await usesOf(tx, id)) > 0) throw conflict(promoCodeMessages.redeemedCannotDelete);
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
  });
}

/** The payments that redeem a code: exactly the ones its `uses` counts. */
export async function listRedemptions(db: Db, id: number): Promise<PromoRedemption[]> {
  const [row] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id));
  if (!row) throw notFound(promoCodeMessages.notFound);
  const rows = await db
    .select({
      paymentId: payments.id,
      email: users.email,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(redeemsPromoCode(id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function invalid(message: string = promoCodeMessages.invalid): HttpError {
  return new HttpError(400, message, { errorType: errorTypes.validation, field: 'code' });
}

/**
 * The discount `code` gives on `appliesTo` now: active, started, not expired, under its total limit, valid for
 * `appliesTo` and, for a signed-in patient, under the per-patient limit (counting their successful payments with
 * it). A code that would apply but for the product says what it is for (`promoCodeMessages.onlyFor`); every other
 * refusal is the one 'Invalid or expired promo code'.
 */
export async function validatePromoCode(
  db: Db,
  input: { code: string; appliesTo: 'assessment' | 'prescription' },
  userId: number | null,
  at: Date,
): Promise<PromoDiscount> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${input.code})`);
  if (!row?.isActive) throw invalid();
  if (row.startsAt && row.startsAt > at) throw invalid();
  if (row.expiresAt && row.expiresAt <= at) throw invalid();
  if (row.maxUses !== null && (await usesOf(db, row.id)) >= row.maxUses) throw invalid();
  if (row.validFor !== 'both' && row.validFor !== input.appliesTo)
    throw invalid(promoCodeMessages.onlyFor[row.validFor]);
  if (userId !== null && row.maxUsesPerPatient !== null) {
    const [mine] = await db
      .select({ n: count() })
      .from(payments)
      .where(
        and(eq(payments.promoCodeId, row.id), eq(payments.userId, userId), eq(payments.status, 'succeeded')),
      );
    if ((mine?.n ?? 0) >= row.maxUsesPerPatient) throw invalid();
  }
  return { code: row.code, discountType: row.discountType, value: row.value, validFor: row.validFor };
}

/**
 * Takes one use of code `id` for a payment about to be inserted in the same transaction: locks the code's row (so
 * uses are counted one payment at a time) and answers whether a use is left under its limit.
 */
export async function reservePromoUse(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ maxUses: promoCodes.maxUses })
    .from(promoCodes)
    .where(eq(promoCodes.id, id))
    .for('update');
  if (!row) return false;
  return row.maxUses === null || (await usesOf(tx, id)) < row.maxUses;
}
