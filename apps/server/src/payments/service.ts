import {
  assessmentItemLabel,
  type CheckoutPayInput,
  type CheckoutPayResult,
  type CheckoutQuote,
  cardSummary,
  errorTypes,
  type NewCardInput,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentMethod,
  type PaymentPage,
  type PaymentStatus,
  paymentMessages,
  type SettingKey,
  type TestCard,
} from '@telehealth/contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { assessments, paymentMethods, payments, promoCodes, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { reservePromoUse, validatePromoCode } from '../promo-codes';
import { readSetting } from '../settings';
import { type InvoiceCompany, invoiceCompany } from './invoice';
import type { CardDetails, ChargeResult, PaymentProvider, PaymentSource } from './providers';

/**
 * Checkout and payments (journeys §2). Every rule is here and settled by the database:
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

type PaymentRow = typeof payments.$inferSelect;
type MethodRow = typeof paymentMethods.$inferSelect;

/** A pending attempt this old whose request died may be taken over by a retry with the same key. */
export const STALE_ATTEMPT_MS = 60_000;
/**
 * Another attempt for the same assessment touched this recently blocks a new one ('already in progress'): long
 * enough for a 3-D Secure check, short enough that an abandoned one does not hold the patient up for long.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

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
async function feeOf(db: Db, assessment: { type: string; feeCents: number }): Promise<number> {
  if (assessment.feeCents > 0) return assessment.feeCents;
  const key = feeSettingOf[assessment.type];
  const cents = key ? dollarsToCents(await readSetting(db, key)) : null;
  return cents ?? 0;
}

function validation(message: string, field: string, status = 400): HttpError {
  return new HttpError(status, message, { errorType: errorTypes.validation, field });
}

/** A declined card: 402 with the provider's message, on the card. */
function declined(message: string): HttpError {
  return validation(message, 'card', 402);
}

/** The caller's own assessment, locked when asked; 404 for anyone else's. */
async function ownAssessment(db: Db, userId: number, assessmentId: number, lock = false) {
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
async function price(
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

// ---------------------------------------------------------------- completion (shared by pay, webhook, repeats)

const invoiceNumberSql = sql<string>`'INV-' || lpad(${payments.id}::text, 6, '0')`;

/**
 * Marks a pending payment succeeded, once: the conditional update is the guard (a replay finds no pending row and
 * changes nothing). A paid assessment becomes `awaiting_review`. The company's details are kept on the row in the
 * same transaction, so its invoice shows them as they were when it was paid. Returns whether this call completed it.
 */
async function completePayment(
  tx: Db,
  where: { id: number } | { provider: string; ref: string; paymentId: number | null },
  details: { ref: string | null; card: CardDetails | null },
  at: Date,
): Promise<PaymentRow | null> {
  const condition =
    'id' in where
      ? eq(payments.id, where.id)
      : and(
          eq(payments.provider, where.provider),
          where.paymentId
            ? or(
                eq(payments.providerRef, where.ref),
                and(isNull(payments.providerRef), eq(payments.id, where.paymentId)),
              )
            : eq(payments.providerRef, where.ref),
        );
  const company = await invoiceCompany(tx);
  const [row] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      paidAt: at,
      updatedAt: at,
      failureMessage: null,
      invoiceNumber: invoiceNumberSql,
      invoiceCompany: company,
      ...(details.ref ? { providerRef: details.ref } : {}),
      ...(details.card ? { methodSummary: cardSummary(details.card.brand, details.card.last4) } : {}),
    })
    .where(and(condition, eq(payments.status, 'pending')))
    .returning();
  if (!row) return null;
  if (row.assessmentId !== null) {
    await tx
      .update(assessments)
      .set({ status: 'awaiting_review', paid: true, updatedAt: at })
      .where(and(eq(assessments.id, row.assessmentId), eq(assessments.status, 'pending_payment')));
  }
  return row;
}

/** Marks a pending payment failed, once, and gives back the promo code use it reserved. */
async function failPayment(
  tx: Db,
  where: { id: number } | { provider: string; ref: string },
  details: { ref: string | null; message: string; card: CardDetails | null },
  at: Date,
): Promise<PaymentRow | null> {
  const condition =
    'id' in where
      ? eq(payments.id, where.id)
      : and(eq(payments.provider, where.provider), eq(payments.providerRef, where.ref));
  const [row] = await tx
    .update(payments)
    .set({
      status: 'failed',
      updatedAt: at,
      failureMessage: details.message,
      ...(details.ref ? { providerRef: details.ref } : {}),
      ...(details.card ? { methodSummary: cardSummary(details.card.brand, details.card.last4) } : {}),
    })
    .where(and(condition, eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Records what the provider answered, in one transaction; returns the caller's answer. */
async function settle(
  db: Db,
  payment: PaymentRow,
  result: ChargeResult,
  at: Date,
): Promise<CheckoutPayResult> {
  const stored = await db.transaction(async (tx) => {
    switch (result.status) {
      case 'succeeded':
        await completePayment(tx, { id: payment.id }, { ref: result.ref, card: result.card }, at);
        break;
      case 'failed':
        await failPayment(
          tx,
          { id: payment.id },
          { ref: result.ref, message: result.message, card: result.card },
          at,
        );
        break;
      default:
        await tx
          .update(payments)
          .set({ providerRef: result.ref, updatedAt: at })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    }
    const [now] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return now ?? payment;
  });
  // Outside the transaction: a decline answers 402, and what was recorded stays recorded.
  return answerOf(stored, result.status === 'requires_action' ? result.clientSecret : undefined);
}

/** The pay answer for a stored attempt; a failed one is the 402 it was. */
function answerOf(row: PaymentRow, clientSecret?: string): CheckoutPayResult {
  if (row.status === 'failed') throw declined(row.failureMessage ?? paymentMessages.paymentFailed);
  if (row.status === 'succeeded' || row.status === 'refunded')
    return { paymentId: row.id, status: 'succeeded' };
  return clientSecret
    ? { paymentId: row.id, status: 'requires_action', clientSecret }
    : { paymentId: row.id, status: 'pending' };
}

// ---------------------------------------------------------------- paying

/** The key the provider sees for one of our attempts: stable across retries of that attempt. */
const providerKey = (payment: PaymentRow) => `payment-${payment.id}-${payment.idempotencyKey ?? ''}`;

function sourceOf(card: NewCardInput | undefined): Exclude<PaymentSource, { kind: 'saved' }> | null {
  if (!card) return null;
  if ('stripePaymentMethodId' in card) return { kind: 'token', token: card.stripePaymentMethodId };
  return { kind: 'card', card: card as TestCard };
}

async function ownMethod(db: Db, userId: number, id: number): Promise<MethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row)
    throw new HttpError(404, paymentMessages.methodNotFound, {
      errorType: errorTypes.notFound,
      field: 'paymentMethodId',
    });
  return row;
}

export interface PayContext {
  db: Db;
  provider: PaymentProvider;
  userId: number;
  at: Date;
}

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

  const created = await db.transaction(async (tx) => {
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

async function findAttempt(db: Db, userId: number, key: string): Promise<PaymentRow | null> {
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

// ---------------------------------------------------------------- webhook

/**
 * Applies a verified Stripe event. `payment_intent.succeeded` completes the payment its intent (or its metadata's
 * payment id, when the webhook outruns our own record of the intent) names; a replay finds nothing pending and
 * changes nothing.
 */
export async function applyWebhook(
  db: Db,
  provider: string,
  event: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>,
  at: Date,
): Promise<void> {
  if (!event || event.type === 'ignored') return;
  await db.transaction(async (tx) => {
    if (event.type === 'payment_succeeded') {
      await completePayment(
        tx,
        { provider, ref: event.ref, paymentId: event.paymentId },
        { ref: event.ref, card: event.card },
        at,
      );
    } else {
      await failPayment(
        tx,
        { provider, ref: event.ref },
        { ref: null, message: event.message, card: null },
        at,
      );
    }
  });
}

// ---------------------------------------------------------------- lists and invoices

function toPayment(row: PaymentRow, assessmentType: string | null = null): Payment {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    // Rows from before checkout recorded a description (the demo seed's) name their assessment's type.
    item:
      row.description ||
      (assessmentType
        ? assessmentItemLabel(assessmentType)
        : row.prescriptionId
          ? 'Prescription'
          : 'Assessment'),
    assessmentId: row.assessmentId,
    subtotalCents: row.subtotalCents || row.amountCents + row.discountCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    status: row.status,
    methodSummary: row.methodSummary,
    invoiceNumber: row.status === 'succeeded' ? (row.invoiceNumber ?? invoiceNumberOf(row.id)) : null,
  };
}

export function invoiceNumberOf(id: number): string {
  return `INV-${String(id).padStart(6, '0')}`;
}

export async function myPayments(db: Db, userId: number, page: number): Promise<PaymentPage> {
  const where = eq(payments.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, type: assessments.type })
      .from(payments)
      .leftJoin(assessments, eq(assessments.id, payments.assessmentId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * PAYMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map((row) => toPayment(row.payment, row.type)),
    total: total?.n ?? 0,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
}

export interface InvoicePayment {
  payment: Payment;
  payer: { firstName: string; lastName: string; email: string; timezone: string };
  /** The company as it was when the payment succeeded; null for rows written without it (the demo seed's). */
  company: InvoiceCompany | null;
  /** The invoice PDF in the file storage, once it has been issued (payments/invoice-file.ts). */
  invoicePdfKey: string | null;
}

/** A succeeded payment the caller may see: their own, or any for an admin; 404 otherwise. */
export async function invoicePayment(
  db: Db,
  viewer: { id: number; isAdmin: boolean },
  id: number,
): Promise<InvoicePayment> {
  const [row] = await db
    .select({
      payment: payments,
      type: assessments.type,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(assessments, eq(assessments.id, payments.assessmentId))
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'succeeded'),
        viewer.isAdmin ? undefined : eq(payments.userId, viewer.id),
      ),
    );
  if (!row) throw notFound(paymentMessages.paymentNotFound);
  return {
    payment: toPayment(row.payment, row.type),
    payer: { firstName: row.firstName, lastName: row.lastName, email: row.email, timezone: row.timezone },
    company: row.payment.invoiceCompany ?? null,
    invoicePdfKey: row.payment.invoicePdfKey,
  };
}

// ---------------------------------------------------------------- saved cards

function toMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand ?? 'card',
    last4: row.last4 ?? '',
    expMonth: row.expMonth ?? 0,
    expYear: row.expYear ?? 0,
    isDefault: row.isDefault,
    provider: row.provider,
  };
}

export async function listMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(toMethod);
}

type SaveOutcome = { status: 'saved'; method: MethodRow } | { status: 'failed'; message: string };

/** Saves a card with the provider and keeps its reference, brand, last 4 and expiry; the first is the default. */
async function saveMethod(
  ctx: PayContext,
  source: Exclude<PaymentSource, { kind: 'saved' }>,
): Promise<SaveOutcome> {
  const { db, userId, provider, at } = ctx;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const [existing] = await db
    .select({ customerRef: paymentMethods.customerRef })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider.name)))
    .limit(1);
  const saved = await provider.saveCard({
    source,
    customerRef: existing?.customerRef ?? null,
    email: user?.email ?? '',
    name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
  });
  if (saved.status === 'failed') return saved;
  const method = await db.transaction(async (tx) => {
    // Serialises the patient's card changes: 'first card is the default' and 'one default' hold under races.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [other] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
      .limit(1);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId,
        provider: provider.name,
        providerRef: saved.ref,
        customerRef: saved.customerRef,
        brand: saved.card.brand,
        last4: saved.card.last4,
        expMonth: saved.card.expMonth,
        expYear: saved.card.expYear,
        isDefault: !other,
        createdAt: at,
      })
      .returning();
    return row as MethodRow;
  });
  return { status: 'saved', method };
}

export async function addMethod(ctx: PayContext, card: NewCardInput): Promise<PaymentMethod> {
  const source = sourceOf(card);
  if (!source) throw validation(paymentMessages.cardRequired, 'card');
  const saved = await saveMethod(ctx, source);
  if (saved.status === 'failed') throw validation(saved.message, 'card');
  return toMethod(saved.method);
}

/** Removes a saved card; the default one only when it is the patient's last. */
export async function removeMethod(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const method = await ownMethod(tx, userId, id);
    if (method.isDefault) {
      const [others] = await tx
        .select({ n: count() })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
      if ((others?.n ?? 0) > 0) throw conflict(paymentMessages.defaultCannotBeRemoved);
    }
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
  });
}

export async function makeDefault(db: Db, userId: number, id: number): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await ownMethod(tx, userId, id);
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(eq(paymentMethods.id, id))
      .returning();
    return toMethod(row as MethodRow);
  });
}
