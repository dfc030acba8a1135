import { type Db, transaction } from '../db/client';
import { completePayment, failPayment } from './completion';
import type { PaymentProvider } from './providers';

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
  await transaction(db, async (tx) => {
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
