import {
  errorTypes,
  type PromoCode,
  type PromoCodeInput,
  type PromoDiscount,
  type PromoRedemption,
  promoCodeInput,
  promoCodeMessages,
} from '@telehealth/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { payments, promoCodes, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';

/**
 * Promo codes (journeys §8). Decisions: codes keep the case the admin typed but are unique and matched whatever
 * the case (a unique index on upper(code)); a redemption is a payment that used the code, and a code with any
 * (or with uses counted) can only be deactivated; every reason a code does not apply answers the same
 * 'Invalid or expired promo code', so the answer tells a guesser nothing.
 */

type Row = typeof promoCodes.$inferSelect;

export function toPromoCode(row: Row): PromoCode {
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

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
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
  return toPromoCode(row as Row);
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
  return toPromoCode(row);
}

/** Deletes a code never redeemed; 409 once it has been (deactivate it instead). */
export async function deletePromoCode(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!row) throw notFound(promoCodeMessages.notFound);
    const [used] = await tx.select({ n: count() }).from(payments).where(eq(payments.promoCodeId, id));
    if (row.uses > 0 || (used?.n ?? 0) > 0) throw conflict(promoCodeMessages.redeemedCannotDelete);
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
  });
}

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
    .where(eq(payments.promoCodeId, id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function invalid(): HttpError {
  return new HttpError(400, promoCodeMessages.invalid, { errorType: errorTypes.validation, field: 'code' });
}

/**
 * The discount `code` gives on `appliesTo` now: active, started, not expired, under its total limit and, for a
 * signed-in patient, under the per-patient limit (counting their successful payments with it).
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
  if (row.maxUses !== null && row.uses >= row.maxUses) throw invalid();
  if (row.validFor !== 'both' && row.validFor !== input.appliesTo) throw invalid();
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
