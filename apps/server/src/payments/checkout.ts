import {
  assessmentItemLabel,
  type CheckoutQuote,
  errorTypes,
  paymentMessages,
  type SettingKey,
} from '@telehealth/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessments, promoCodes } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { validatePromoCode } from '../promo-codes';
import { readSetting } from '../settings';

/** The checkout: what an assessment costs, with a promo code, before anything is charged. */

const feeSettingOf: Record<string, SettingKey> = {
  erectile_dysfunction: 'ed_assessment_fee',
  weight_loss: 'weight_loss_assessment_fee',
  contraception: 'contraception_assessment_fee',
};

/** '20.00' (dollars, as the settings hold fees) as 2000 cents; null when unreadable. */
export function dollarsToCents(value: string | null): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const [whole, fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The assessment's fee: the one fixed on it when it was submitted (`fee_cents`), or else the current setting for its
 * type (an assessment submitted before fees were recorded).
 */
export async function feeOf(db: Db, assessment: { type: string; feeCents: number }): Promise<number> {
  if (assessment.feeCents > 0) return assessment.feeCents;
  const key = feeSettingOf[assessment.type];
  const cents = key ? dollarsToCents(await readSetting(db, key)) : null;
  return cents ?? 0;
}

export function validation(message: string, field: string, status = 400): HttpError {
  return new HttpError(status, message, { errorType: errorTypes.validation, field });
}

/** A declined card: 402 with the provider's message, on the card. */
export function declined(message: string): HttpError {
  return validation(message, 'card', 402);
}

/** The caller's own assessment, locked when asked; 404 for anyone else's. */
export async function ownAssessment(db: Db, userId: number, assessmentId: number, lock = false) {
  const query = db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.patientId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(paymentMessages.assessmentNotFound);
  return row;
}

async function payableAssessment(db: Db, userId: number, assessmentId: number, lock = false) {
  const row = await ownAssessment(db, userId, assessmentId, lock);
  if (row.status !== 'pending_payment') throw conflict(paymentMessages.notPayable);
  return row;
}

export async function checkoutSummary(db: Db, userId: number, assessmentId: number) {
  const row = await payableAssessment(db, userId, assessmentId);
  return {
    assessmentId: row.id,
    assessmentType: row.type,
    item: assessmentItemLabel(row.type),
    amountCents: await feeOf(db, row),
  };
}

/** The caller's latest assessment awaiting payment, for `/checkout` without an id. */
export async function latestPending(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.patientId, userId), eq(assessments.status, 'pending_payment')))
    .orderBy(desc(assessments.updatedAt), desc(assessments.id))
    .limit(1);
  return row?.id ?? null;
}

interface Priced extends CheckoutQuote {
  promoCodeId: number | null;
}

/** The discount of a valid code on `amountCents`; the promo service's one message for every refusal. */
export async function price(
  db: Db,
  userId: number,
  amountCents: number,
  promoCode: string | undefined,
  at: Date,
): Promise<Priced> {
  if (!promoCode)
    return { amountCents, discountCents: 0, totalCents: amountCents, promoCode: null, promoCodeId: null };
  let discount: Awaited<ReturnType<typeof validatePromoCode>>;
  try {
    discount = await validatePromoCode(db, { code: promoCode, appliesTo: 'assessment' }, userId, at);
  } catch (error) {
    // The promo service's message (why the code does not apply), on this form's field.
    if (error instanceof HttpError && error.statusCode === 400) throw validation(error.message, 'promoCode');
    throw error;
  }
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${promoCode})`);
  const raw =
    discount.discountType === 'percentage'
      ? Math.round((amountCents * discount.value) / 100)
      : discount.value;
  const discountCents = Math.min(amountCents, raw);
  return {
    amountCents,
    discountCents,
    totalCents: amountCents - discountCents,
    promoCode: discount.code,
    promoCodeId: row?.id ?? null,
  };
}

export async function quote(
  db: Db,
  userId: number,
  assessmentId: number,
  promoCode: string | undefined,
  at: Date,
): Promise<CheckoutQuote> {
  const row = await payableAssessment(db, userId, assessmentId);
  const { promoCodeId: _id, ...priced } = await price(db, userId, await feeOf(db, row), promoCode, at);
  return priced;
}
