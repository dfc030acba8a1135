import {
  assessmentItemLabel,
  type CheckoutPayInput,
  type CheckoutPayResult,
  cardSummary,
  type NewCardInput,
  type PaymentStatus,
  paymentMessages,
} from '@telehealth/contract';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { paymentMethods, payments } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { reservePromoUse } from '../promo-codes';
import { feeOf, ownAssessment, price, validation } from './checkout';
import { answerOf, completePayment, settle } from './completion';
import { ownMethod, saveMethod, sourceOf } from './methods';
import type { PaymentSource } from './providers';
import type { PayContext, PaymentRow } from './types';

/**
 * Paying (docs/product/checkout.md). Every rule is settled by the database:
 * - a checkout attempt is one `payments` row, unique per (user, idempotency key): a retried or doubled request finds
 *   the row instead of charging again, and the provider gets a key derived from it too;
 * - the assessment row is locked while the attempt is created, so two attempts for one assessment never both start;
 * - a promo code's uses are its payments that have not failed: the attempt takes one under the code's limit with
 *   the code's row locked, and gives it back by failing, so the code is never used past its limit;
 * - completion is a conditional update (`status = 'pending'` → `succeeded`), keyed on the payment and the provider's
 *   intent id (unique), so a webhook replay or a late retry changes nothing;
 * - a card number is never stored: only brand, last 4 digits and expiry, and it never reaches a log (bodies are not
 *   logged, see http/log.ts).
 */

/** A pending attempt this old whose request died may be taken over by a retry with the same key. */
export const STALE_ATTEMPT_MS = 60_000;
/**
 * Another attempt for the same assessment touched this recently blocks a new one ('already in progress'): long
 * enough for a 3-D Secure check, short enough that an abandoned one does not hold the patient up for long.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/** The key the provider sees for one of our attempts: stable across retries of that attempt. */
export const providerKey = (payment: PaymentRow) => `payment-${payment.id}-${payment.idempotencyKey ?? ''}`;

/**
 * `POST /api/checkout/{assessmentId}/pay`. The attempt is created under the assessment's row lock, the charge runs
 * outside any transaction, and its result is recorded by a conditional update. The same key again answers the same
 * attempt: its result, or 'pending' while the first request is still charging.
 */
export async function pay(
  ctx: PayContext,
  assessmentId: number,
  input: Omit<CheckoutPayInput, 'card'> & { card?: NewCardInput },
): Promise<CheckoutPayResult> {
  const { db, provider, userId, at } = ctx;
  const again = await findAttempt(db, userId, input.idempotencyKey);
  if (again) return resume(ctx, again, assessmentId, input);
  await closeOpenAttempts(ctx, assessmentId);

  // A new card to keep is saved first, so that the charge uses the saved method (Stripe needs it attached).
  let source: PaymentSource | null = null;
  let methodSummary: string | null = null;
  if (input.paymentMethodId !== undefined) {
    const method = await ownMethod(db, userId, input.paymentMethodId);
    if (method.provider !== provider.name)
      throw validation(paymentMessages.methodWrongProvider, 'paymentMethodId');
    source = { kind: 'saved', ref: method.providerRef, customerRef: method.customerRef };
    methodSummary = cardSummary(method.brand ?? '', method.last4 ?? '');
  } else {
    source = sourceOf(input.card);
  }

  const created = await transaction(db, async (tx) => {
    const assessment = await ownAssessment(tx, userId, assessmentId, true);
    // A request with this key may have created the attempt while this one waited for the lock.
    const raced = await findAttempt(tx, userId, input.idempotencyKey);
    if (raced) return { payment: raced, fresh: false };
    if (assessment.status !== 'pending_payment') throw conflict(paymentMessages.notPayable);
    const [busy] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.assessmentId, assessmentId),
          eq(payments.status, 'pending'),
          gt(payments.updatedAt, new Date(at.getTime() - IN_FLIGHT_MS)),
        ),
      )
      .limit(1);
    if (busy) throw conflict(paymentMessages.inProgress);

    const priced = await price(tx, userId, await feeOf(tx, assessment), input.promoCode, at);
    if (priced.totalCents > 0 && !source) throw validation(paymentMessages.cardRequired, 'card');
    // The use is reserved under the limit by the pending payment itself and given back if the charge fails.
    if (priced.promoCodeId !== null && !(await reservePromoUse(tx, priced.promoCodeId)))
      throw validation(paymentMessages.promoInvalid, 'promoCode');
    const free = priced.totalCents === 0;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        assessmentId,
        promoCodeId: priced.promoCodeId,
        subtotalCents: priced.amountCents,
        discountCents: priced.discountCents,
        amountCents: priced.totalCents,
        status: 'pending',
        provider: free ? 'none' : provider.name,
        idempotencyKey: input.idempotencyKey,
        description: assessmentItemLabel(assessment.type),
        methodSummary: free ? null : methodSummary,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .catch((error: unknown) => {
        // The same key sent at once for another of the patient's assessments: one attempt per key.
        if (isUniqueViolation(error))
          throw validation(paymentMessages.idempotencyKeyInvalid, 'idempotencyKey');
        throw error;
      });
    if (!payment) throw new Error('payment insert returned nothing');
    // A 100 % discount completes at once, without a card.
    if (free) {
      const done = await completePayment(tx, { id: payment.id }, { ref: null, card: null }, at);
      return { payment: done ?? payment, fresh: false };
    }
    return { payment, fresh: true };
  });

  if (!created.fresh) return answerOf(created.payment);
  return charge(ctx, created.payment, source as PaymentSource, input.saveCard === true);
}

/**
 * A new attempt first closes the patient's earlier ones on this assessment that the provider still holds open (a
 * 3-D Secure check abandoned in another tab): each is cancelled at the provider, or settled as succeeded if it
 * completed meanwhile (then the assessment is paid and the new attempt answers 409). Two payments for one assessment
 * cannot both go through this way.
 */
async function closeOpenAttempts(ctx: PayContext, assessmentId: number): Promise<void> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, ctx.userId),
        eq(payments.assessmentId, assessmentId),
        eq(payments.status, 'pending'),
        eq(payments.provider, ctx.provider.name),
        isNotNull(payments.providerRef),
      ),
    );
  for (const attempt of open) {
    const result = await ctx.provider.cancelPayment(attempt.providerRef as string);
    if (!result) continue;
    await settle(ctx.db, attempt, result, ctx.at).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
    });
  }
}

export async function findAttempt(db: Db, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

/**
 * A request repeating a key: the attempt's result. A pending attempt whose request died (older than
 * STALE_ATTEMPT_MS) is taken over by one retry (a conditional claim) and charged again with the same provider key,
 * which Stripe answers with the original intent.
 */
async function resume(
  ctx: PayContext,
  attempt: PaymentRow,
  assessmentId: number,
  input: Omit<CheckoutPayInput, 'card'> & { card?: NewCardInput },
): Promise<CheckoutPayResult> {
  if (attempt.assessmentId !== assessmentId)
    throw validation(paymentMessages.idempotencyKeyInvalid, 'idempotencyKey');
  if (attempt.status !== 'pending' || attempt.provider === 'none') return answerOf(attempt);
  // The provider already holds it (3-D Secure done in the browser, or an answer we lost): its state settles it,
  // by the same conditional update the webhook uses.
  if (attempt.providerRef && attempt.provider === ctx.provider.name) {
    const current = await ctx.provider.retrievePayment(attempt.providerRef);
    if (current && current.status !== 'requires_action') return settle(ctx.db, attempt, current, ctx.at);
    if (current) return answerOf(attempt, current.clientSecret);
  }
  const [claimed] = await ctx.db
    .update(payments)
    .set({ updatedAt: ctx.at })
    .where(
      and(
        eq(payments.id, attempt.id),
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, new Date(ctx.at.getTime() - STALE_ATTEMPT_MS)),
      ),
    )
    .returning();
  if (!claimed) return answerOf(attempt);
  let source: PaymentSource | null = sourceOf(input.card);
  if (input.paymentMethodId !== undefined) {
    const method = await ownMethod(ctx.db, ctx.userId, input.paymentMethodId);
    source = { kind: 'saved', ref: method.providerRef, customerRef: method.customerRef };
  }
  if (!source) return answerOf(attempt);
  return charge(ctx, claimed, source, false);
}

async function charge(
  ctx: PayContext,
  payment: PaymentRow,
  given: PaymentSource,
  saveCard: boolean,
): Promise<CheckoutPayResult> {
  let source = given;
  if (saveCard && source.kind !== 'saved') {
    const saved = await saveMethod(ctx, source);
    if (saved.status === 'failed') {
      return settle(
        ctx.db,
        payment,
        { status: 'failed', ref: null, message: saved.message, card: null },
        ctx.at,
      );
    }
    source = { kind: 'saved', ref: saved.method.providerRef, customerRef: saved.method.customerRef };
  }
  const result = await ctx.provider.createPayment({
    amountCents: payment.amountCents,
    currency: 'aud',
    idempotencyKey: providerKey(payment),
    source,
    description: payment.description,
    paymentId: payment.id,
  });
  return settle(ctx.db, payment, result, ctx.at);
}

/**
 * Charges a patient's saved card with nobody present, for another part of the service (the prescription repeat's
 * post fee): one `payments` row per idempotency key, the default card unless one is named. Answers the payment and
 * its status, with the provider's message when it failed; it never throws for a declined card.
 */
export async function chargeSavedMethod(
  ctx: PayContext,
  input: {
    amountCents: number;
    description: string;
    idempotencyKey: string;
    paymentMethodId?: number;
    prescriptionId?: number;
  },
): Promise<{ paymentId: number; status: PaymentStatus; message: string | null; created: boolean }> {
  const { db, userId, at, provider } = ctx;
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.provider, provider.name),
        input.paymentMethodId === undefined
          ? eq(paymentMethods.isDefault, true)
          : eq(paymentMethods.id, input.paymentMethodId),
      ),
    );
  if (!method) throw notFound(paymentMessages.methodNotFound);
  const [inserted] = await db
    .insert(payments)
    .values({
      userId,
      prescriptionId: input.prescriptionId ?? null,
      subtotalCents: input.amountCents,
      amountCents: input.amountCents,
      status: 'pending',
      provider: provider.name,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      methodSummary: cardSummary(method.brand ?? '', method.last4 ?? ''),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  const payment = inserted ?? (await findAttempt(db, userId, input.idempotencyKey));
  if (!payment) throw new Error('payment attempt vanished');
  if (inserted) {
    const result = await provider.chargeSavedMethod({
      amountCents: payment.amountCents,
      currency: 'aud',
      idempotencyKey: providerKey(payment),
      description: payment.description,
      paymentId: payment.id,
      offSession: true,
      ref: method.providerRef,
      customerRef: method.customerRef,
    });
    await settle(db, payment, result, at).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
    });
  }
  const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
  const final = row ?? payment;
  // `created`: this call made (and charged) the attempt; false when the key was used before.
  return {
    paymentId: final.id,
    status: final.status,
    message: final.failureMessage,
    created: Boolean(inserted),
  };
}
