import { randomUUID } from 'node:crypto';
import {
  normaliseCardNumber,
  parseExpiry,
  paymentMessages,
  testCardMessage,
  testCardOutcome,
} from '@telehealth/contract';
import type { CardDetails, ChargeResult, PaymentProvider, PaymentSource } from './provider';

/**
 * The built-in test provider, the default with no Stripe keys (docs/product/checkout.md): it moves no money and accepts
 * only the test cards. `4242 4242 4242 4242` succeeds, `4000 0000 0000 0002` is declined, `4000 0000 0000 9995` has
 * insufficient funds, anything else is 'Use a test card number.'. A saved test card behaves like its number: its
 * reference carries the last 4 digits (`test_pm_4242_<uuid>`), so a saved 0002 card is declined when charged.
 * It holds no state: the database's idempotency key, not the provider, makes a retried checkout charge once.
 */
export function createTestProvider(): PaymentProvider {
  const details = (number: string, expiry: string): CardDetails => {
    const parsed = parseExpiry(expiry) ?? { month: 12, year: 2099 };
    return { brand: 'visa', last4: number.slice(-4), expMonth: parsed.month, expYear: parsed.year };
  };

  /** The outcome of a saved test card: the last 4 digits stand for the test card they came from. */
  const savedOutcome = (ref: string) => {
    const last4 = /^test_pm_(\d{4})_/.exec(ref)?.[1];
    const number = ['4242424242424242', '4000000000000002', '4000000000009995'].find((candidate) =>
      candidate.endsWith(last4 ?? 'none'),
    );
    return testCardOutcome(number ?? '');
  };

  const charge = (source: PaymentSource): ChargeResult => {
    if (source.kind === 'token')
      return { status: 'failed', ref: null, message: paymentMessages.methodWrongProvider, card: null };
    if (source.kind === 'saved') {
      const outcome = savedOutcome(source.ref);
      const message = testCardMessage(outcome);
      const ref = `test_pi_${randomUUID()}`;
      return message
        ? { status: 'failed', ref, message, card: null }
        : { status: 'succeeded', ref, card: null };
    }
    const number = normaliseCardNumber(source.card.number);
    const card = details(number, source.card.expiry);
    const message = testCardMessage(testCardOutcome(number));
    const ref = `test_pi_${randomUUID()}`;
    return message ? { status: 'failed', ref, message, card } : { status: 'succeeded', ref, card };
  };

  return {
    name: 'test',
    async createPayment(request) {
      return charge(request.source);
    },
    async chargeSavedMethod(request) {
      return charge({ kind: 'saved', ref: request.ref, customerRef: request.customerRef });
    },
    async saveCard(request) {
      if (request.source.kind !== 'card')
        return { status: 'failed', message: paymentMessages.methodWrongProvider };
      const number = normaliseCardNumber(request.source.card.number);
      const message = testCardOutcome(number) === 'not_test_card' ? paymentMessages.useTestCard : null;
      if (message) return { status: 'failed', message };
      const card = details(number, request.source.card.expiry);
      return { status: 'saved', ref: `test_pm_${card.last4}_${randomUUID()}`, customerRef: null, card };
    },
    // Its charges settle at once: nothing is ever left to look up.
    async retrievePayment() {
      return null;
    },
    async cancelPayment() {
      return null;
    },
    // The test provider sends no webhooks.
    async verifyWebhook() {
      return null;
    },
  };
}
