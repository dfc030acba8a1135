import { z } from 'zod';
import { promoCodeMessages } from '../promo-codes/promo-codes';
import { safeString } from '../text';

/**
 * Checkout and payments (docs/product/checkout.md) and the dashboard's payments and payment-methods pages (docs/product/dashboard.md). Money is AUD in
 * integer cents. A card number travels once, to the server's test provider (never with Stripe, whose Elements send it
 * to Stripe), and is never stored or logged: only brand, last 4 digits and expiry are kept.
 */

/** The built-in test provider's cards (docs/product/checkout.md), digits only. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const paymentMessages = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  useTestCard: 'Use a test card number.',
  cardNumberRequired: 'Card number is required',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
  cardRequired: 'Choose a saved card or enter a new card',
  paymentFailed: 'The payment could not be completed. Please try again.',
  /** Kept on an attempt cancelled because the patient started a new one (never shown to them as an error). */
  replaced: 'Replaced by a new payment attempt',
  processing: 'Your payment is still being processed. Press Pay again in a moment to check it.',
  idempotencyKeyInvalid: 'Checkout key is missing or invalid. Please reload the page.',
  promoInvalid: promoCodeMessages.invalid,
  assessmentNotFound: 'Assessment not found',
  notPayable: 'This assessment is not awaiting payment.',
  inProgress: 'A payment for this assessment is already in progress.',
  paymentNotFound: 'Payment not found',
  methodNotFound: 'Payment method not found',
  methodWrongProvider: 'This card cannot be used with the current payment provider.',
  defaultCannotBeRemoved: 'Make another card the default before removing this one.',
  methodAdded: 'Card saved',
  methodRemoved: 'Card removed',
  methodDefault: 'Default card updated',
  rateLimited: 'Too many payment attempts. Please wait a few minutes and try again.',
  webhookInvalid: 'Invalid webhook signature',
  pageInvalid: 'page must be a whole number of 1 or more',
} as const;

/** Digits only: spaces and hyphens people type between groups are dropped. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export type TestCardOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'not_test_card';

/** What the test provider does with a card number (or its last 4 digits for a saved test card). */
export function testCardOutcome(number: string): TestCardOutcome {
  switch (normaliseCardNumber(number)) {
    case testCards.succeeds:
      return 'succeeded';
    case testCards.declined:
      return 'declined';
    case testCards.insufficientFunds:
      return 'insufficient_funds';
    default:
      return 'not_test_card';
  }
}

/** The message of a failed test-card outcome, or null when it succeeds. */
export function testCardMessage(outcome: TestCardOutcome): string | null {
  switch (outcome) {
    case 'succeeded':
      return null;
    case 'declined':
      return paymentMessages.cardDeclined;
    case 'insufficient_funds':
      return paymentMessages.insufficientFunds;
    default:
      return paymentMessages.useTestCard;
  }
}

/** `MM/YY` as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] as string;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of month/year has expired at `now`. */
export function cardExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/**
 * A new card for the built-in test provider: number, `MM/YY` expiry and CVC. The number must be a test card; the
 * form checks the same rules before it sends anything.
 */
export const testCardInput = z
  .object({
    number: safeString({ error: paymentMessages.cardNumberRequired })
      .max(32, { message: paymentMessages.useTestCard })
      .transform(normaliseCardNumber)
      .pipe(
        z
          .string()
          .min(1, { message: paymentMessages.cardNumberRequired })
          .refine((value) => value === '' || testCardOutcome(value) !== 'not_test_card', {
            message: paymentMessages.useTestCard,
          }),
      ),
    expiry: safeString({ error: paymentMessages.expiryInvalid })
      .max(16, { message: paymentMessages.expiryInvalid })
      .refine((value) => parseExpiry(value) !== null, { message: paymentMessages.expiryInvalid })
      .refine(
        (value) => {
          const parsed = parseExpiry(value);
          return parsed === null || !cardExpired(parsed);
        },
        { message: paymentMessages.expiryPast },
      ),
    cvc: safeString({ error: paymentMessages.cvcInvalid }).regex(/^\d{3,4}$/, {
      message: paymentMessages.cvcInvalid,
    }),
  })
  .strict();
export type TestCardInput = z.input<typeof testCardInput>;
export type TestCard = z.output<typeof testCardInput>;

/** A card collected by Stripe Elements: only Stripe's PaymentMethod id reaches our server. */
export const stripeCardInput = z
  .object({
    stripePaymentMethodId: safeString({ error: paymentMessages.cardRequired }).regex(
      /^pm_[A-Za-z0-9_]{1,250}$/,
      {
        message: paymentMessages.cardRequired,
      },
    ),
  })
  .strict();
export type StripeCardInput = z.infer<typeof stripeCardInput>;

export const newCardInput = z.union([testCardInput, stripeCardInput], {
  error: paymentMessages.cardRequired,
});
export type NewCardInput = z.input<typeof newCardInput>;

const optionalPromo = safeString({ error: paymentMessages.promoInvalid })
  .trim()
  .max(64, { message: paymentMessages.promoInvalid })
  .optional()
  .transform((value) => (value ? value : undefined));

/** `POST /api/checkout/{assessmentId}/quote`. */
export const checkoutQuoteInput = z.object({ promoCode: optionalPromo });
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInput>;

export const checkoutQuote = z.object({
  amountCents: z.number().int().nonnegative(),
  discountCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  /** The code as stored, when one applied. */
  promoCode: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

/** A fresh key per checkout attempt (the page makes a UUID): a retried or doubled request charges once. */
export const idempotencyKey = safeString({ error: paymentMessages.idempotencyKeyInvalid }).regex(
  /^[A-Za-z0-9_-]{16,64}$/,
  { message: paymentMessages.idempotencyKeyInvalid },
);

/** `POST /api/checkout/{assessmentId}/pay`: a saved card, or a new one, or neither when the total is $0.00. */
export const checkoutPayInput = z.object({
  paymentMethodId: z
    .number({ error: paymentMessages.methodNotFound })
    .int({ message: paymentMessages.methodNotFound })
    .positive({ message: paymentMessages.methodNotFound })
    .optional(),
  card: newCardInput.optional(),
  /** Keep the new card for later payments. */
  saveCard: z.boolean().optional(),
  promoCode: optionalPromo,
  idempotencyKey,
});
export type CheckoutPayInput = z.input<typeof checkoutPayInput>;

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/**
 * The pay answer. `requires_action`: Stripe wants the patient to confirm (3-D Secure) in the browser with
 * `clientSecret`; the webhook then completes the payment.
 */
export const checkoutPayResult = z.object({
  paymentId: z.number().int(),
  status: z.enum(['succeeded', 'pending', 'requires_action']),
  clientSecret: z.string().optional(),
});
export type CheckoutPayResult = z.infer<typeof checkoutPayResult>;

/** The item an assessment is sold as, named on the page, the list and the invoice. */
export const assessmentItemLabels: Record<string, string> = {
  erectile_dysfunction: 'Erectile dysfunction assessment',
  weight_loss: 'Weight loss assessment',
  contraception: 'Contraception assessment',
};
export function assessmentItemLabel(type: string): string {
  return assessmentItemLabels[type] ?? 'Assessment';
}

/** `GET /api/checkout/{assessmentId}`: what the checkout page shows before paying. */
export const checkoutSummary = z.object({
  assessmentId: z.number().int(),
  assessmentType: z.string(),
  item: z.string(),
  amountCents: z.number().int().nonnegative(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

/** `GET /api/checkout/latest`: the patient's latest assessment awaiting payment, or none. */
export const checkoutLatest = z.object({ assessmentId: z.number().int().nullable() });
export type CheckoutLatest = z.infer<typeof checkoutLatest>;

/** `GET /api/checkout/config`: which card form the browser shows. */
export const checkoutConfig = z.object({
  provider: z.enum(['test', 'stripe']),
  /** Stripe's publishable key (public by design), when Stripe is configured. */
  publishableKey: z.string().nullable(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfig>;

export const payment = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  item: z.string(),
  assessmentId: z.number().int().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  status: paymentStatus,
  methodSummary: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** Rows per page of `GET /api/payments/mine`. */
export const PAYMENTS_PAGE_SIZE = 50;

export const paymentListQuery = z.object({
  page: z.coerce
    .number({ error: paymentMessages.pageInvalid })
    .int({ message: paymentMessages.pageInvalid })
    .min(1, { message: paymentMessages.pageInvalid })
    .max(100_000, { message: paymentMessages.pageInvalid })
    .default(1),
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;

export const paymentPage = z.object({
  items: z.array(payment),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PaymentPage = z.infer<typeof paymentPage>;

export const paymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  provider: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** `POST /api/payment-methods`. */
export const paymentMethodInput = z.object({ card: newCardInput });
export type PaymentMethodInput = z.input<typeof paymentMethodInput>;

/** 'Visa •••• 4242' */
export function cardSummary(brand: string, last4: string): string {
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
  return `${name} •••• ${last4}`;
}

/** '04/34' */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** 'Pay $20.00' */
export function payButtonLabel(formattedAmount: string): string {
  return `Pay ${formattedAmount}`;
}
