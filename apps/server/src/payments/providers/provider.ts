import type { TestCard } from '@telehealth/contract';

/**
 * The payment provider interface (docs/product/checkout.md): the checkout, the saved cards and (later) the prescription
 * repeat's post fee all charge through it. Two implementations: the built-in test provider (the default, with no Stripe
 * keys) and Stripe PaymentIntents. A card number reaches a provider only as `CardSource.card` for the test provider;
 * Stripe receives cards in the browser (Elements) and we only ever see its PaymentMethod id.
 */

/** What we keep of a card: never its number. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where the money comes from. */
export type PaymentSource =
  /** A new card typed into the test provider's form (already validated by the contract). */
  | { kind: 'card'; card: TestCard }
  /** A card Stripe Elements collected in the browser: Stripe's `pm_...`. */
  | { kind: 'token'; token: string }
  /** A saved payment method: the provider's reference and customer. */
  | { kind: 'saved'; ref: string; customerRef: string | null };

export interface ChargeRequest {
  amountCents: number;
  currency: 'aud';
  /** Sent to the provider: a retried request for the same payment is charged once there too. */
  idempotencyKey: string;
  source: PaymentSource;
  description: string;
  /** Our payment's id, echoed back by the provider's webhook. */
  paymentId: number;
  /** Whether the patient is present (checkout) or not (a repeat charged later). */
  offSession?: boolean;
}

export type ChargeResult =
  | { status: 'succeeded'; ref: string; card: CardDetails | null }
  | { status: 'failed'; ref: string | null; message: string; card: CardDetails | null }
  /** The browser must confirm (3-D Secure) with `clientSecret`; the webhook completes the payment. */
  | { status: 'requires_action'; ref: string; clientSecret: string; card: CardDetails | null }
  /** Accepted but not settled yet (Stripe's `processing`): the webhook completes or fails it. */
  | { status: 'pending'; ref: string; card: CardDetails | null };

export interface SaveCardRequest {
  source: Exclude<PaymentSource, { kind: 'saved' }>;
  /** The customer already holding the patient's other cards at this provider, if any. */
  customerRef: string | null;
  email: string;
  name: string;
}

export type SaveCardResult =
  | { status: 'saved'; ref: string; customerRef: string | null; card: CardDetails }
  | { status: 'failed'; message: string };

/** A verified event from the provider's webhook that concerns a payment. */
export type WebhookEvent =
  | { type: 'payment_succeeded'; ref: string; paymentId: number | null; card: CardDetails | null }
  | { type: 'payment_failed'; ref: string; paymentId: number | null; message: string }
  | { type: 'ignored' };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Create and confirm a payment for an amount, from a new card (test), a Stripe token or a saved method. */
  createPayment(request: ChargeRequest): Promise<ChargeResult>;
  /** Save a card for later: the provider's reference (never the number) and what we may show of it. */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** Charge a saved method, the patient absent (a repeat's post fee); same result as createPayment. */
  chargeSavedMethod(
    request: Omit<ChargeRequest, 'source'> & { ref: string; customerRef: string | null },
  ): Promise<ChargeResult>;
  /**
   * The current state of a payment the provider already holds (`ref`), for a retry that finds it pending (after
   * 3-D Secure, or when the first request's answer was lost); null when the provider keeps no such state.
   */
  retrievePayment(ref: string): Promise<ChargeResult | null>;
  /**
   * Cancels a payment the provider holds that has not completed (a 3-D Secure check the patient abandoned) and
   * answers its final state: failed once cancelled, or succeeded if it completed first; null when the provider keeps
   * no such state.
   */
  cancelPayment(ref: string): Promise<ChargeResult | null>;
  /** Check a webhook's signature over the raw body; null when it does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent | null>;
}
