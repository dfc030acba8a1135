import { type CheckoutPayResult, cardSummary, paymentMessages } from '@telehealth/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { assessments, payments } from '../db/schema';
import { declined } from './checkout';
import { invoiceCompany } from './invoice';
import type { CardDetails, ChargeResult } from './providers';
import type { PaymentRow } from './types';

/** Completing or failing a payment attempt, once: shared by paying, the webhook and the repeats' charges. */

const invoiceNumberSql = sql<string>`'INV-' || lpad(${payments.id}::text, 6, '0')`;

/**
 * Marks a pending payment succeeded, once: the conditional update is the guard (a replay finds no pending row and
 * changes nothing). A paid assessment becomes `awaiting_review`. The company's details are kept on the row in the
 * same transaction, so its invoice shows them as they were when it was paid. Returns whether this call completed it.
 */
export async function completePayment(
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
export async function failPayment(
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
export async function settle(
  db: Db,
  payment: PaymentRow,
  result: ChargeResult,
  at: Date,
): Promise<CheckoutPayResult> {
  const stored = await transaction(db, async (tx) => {
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
export function answerOf(row: PaymentRow, clientSecret?: string): CheckoutPayResult {
  if (row.status === 'failed') throw declined(row.failureMessage ?? paymentMessages.paymentFailed);
  if (row.status === 'succeeded' || row.status === 'refunded')
    return { paymentId: row.id, status: 'succeeded' };
  return clientSecret
    ? { paymentId: row.id, status: 'requires_action', clientSecret }
    : { paymentId: row.id, status: 'pending' };
}
