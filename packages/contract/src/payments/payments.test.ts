import { describe, expect, it } from 'vitest';
import {
  cardExpired,
  cardSummary,
  checkoutPayInput,
  formatCardExpiry,
  parseExpiry,
  payButtonLabel,
  paymentMessages,
  testCardInput,
  testCardMessage,
  testCardOutcome,
} from './payments';

describe('the test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded', null],
    ['4000 0000 0000 0002', 'declined', 'Your card was declined.'],
    ['4000-0000-0000-9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4111 1111 1111 1111', 'not_test_card', 'Use a test card number.'],
  ])('%s is %s', (number, outcome, message) => {
    expect(testCardOutcome(number)).toBe(outcome);
    expect(testCardMessage(testCardOutcome(number))).toBe(message);
  });

  it('checks number, expiry and CVC with the messages the form shows', () => {
    const at = (input: object) => {
      const parsed = testCardInput.safeParse(input);
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(at({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({});
    expect(testCardInput.parse({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).number).toBe(
      '4242424242424242',
    );
    expect(at({ number: '', expiry: '1/2', cvc: '12' })).toEqual({
      number: paymentMessages.cardNumberRequired,
      expiry: paymentMessages.expiryInvalid,
      cvc: paymentMessages.cvcInvalid,
    });
    expect(at({ number: '5555555555554444', expiry: '01/20', cvc: '1234' })).toEqual({
      number: 'Use a test card number.',
      expiry: 'This card has expired',
    });
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY, and a card is good to the end of its month', () => {
    expect(parseExpiry('04/34')).toEqual({ month: 4, year: 2034 });
    expect(parseExpiry(' 4 / 2034 ')).toEqual({ month: 4, year: 2034 });
    expect(parseExpiry('13/34')).toBeNull();
    expect(cardExpired({ month: 3, year: 2026 }, new Date('2026-03-31T12:00:00Z'))).toBe(false);
    expect(cardExpired({ month: 3, year: 2026 }, new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });
});

describe('checkout input', () => {
  it('needs an idempotency key of 16 to 64 safe characters', () => {
    expect(checkoutPayInput.safeParse({ idempotencyKey: 'a'.repeat(16) }).success).toBe(true);
    const short = checkoutPayInput.safeParse({ idempotencyKey: 'short' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(paymentMessages.idempotencyKeyInvalid);
    expect(checkoutPayInput.safeParse({ idempotencyKey: `${'a'.repeat(16)}<` }).success).toBe(false);
  });

  it('takes a Stripe PaymentMethod id instead of a card', () => {
    const parsed = checkoutPayInput.parse({
      card: { stripePaymentMethodId: 'pm_123abc' },
      idempotencyKey: 'k'.repeat(20),
    });
    expect(parsed.card).toEqual({ stripePaymentMethodId: 'pm_123abc' });
  });
});

describe('display', () => {
  it('shows cards and the pay button as the spec words them', () => {
    expect(cardSummary('visa', '4242')).toBe('Visa •••• 4242');
    expect(formatCardExpiry(4, 2034)).toBe('04/34');
    expect(payButtonLabel('$20.00')).toBe('Pay $20.00');
  });
});
