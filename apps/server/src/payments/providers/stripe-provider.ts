import { paymentMessages } from '@telehealth/contract';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, SaveCardResult } from './provider';

type StripeClient = InstanceType<typeof Stripe>;
type Intent = Stripe.PaymentIntent;

/** Stripe's address split the way stripe-node takes it (a local fake in tests, Stripe's own otherwise). */
function addressOf(apiUrl: string | null): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): CardDetails | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** Stripe's decline codes in the contract's words; other card errors keep Stripe's own (patient-facing) message. */
function declineMessage(error: { code?: string; decline_code?: string; message?: string }): string {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds')
    return paymentMessages.insufficientFunds;
  if (error.code === 'card_declined') return paymentMessages.cardDeclined;
  return error.message || paymentMessages.paymentFailed;
}

function resultOf(intent: Intent): ChargeResult {
  const card = cardOf(intent.payment_method);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', ref: intent.id, card };
    case 'requires_action':
      return { status: 'requires_action', ref: intent.id, clientSecret: intent.client_secret ?? '', card };
    case 'processing':
      return { status: 'pending', ref: intent.id, card };
    default:
      return {
        status: 'failed',
        ref: intent.id,
        message: intent.last_payment_error
          ? declineMessage(intent.last_payment_error)
          : paymentMessages.paymentFailed,
        card,
      };
  }
}

interface CardError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  raw?: { payment_intent?: Intent };
}

function isCardError(error: unknown): error is CardError {
  return typeof error === 'object' && error !== null && (error as CardError).type === 'StripeCardError';
}

/**
 * Stripe PaymentIntents (docs/product/checkout.md). The browser collects the card with Elements and sends only its
 * PaymentMethod id; the server creates and confirms the intent with our idempotency key, so a retry is one charge at
 * Stripe too. A card that needs 3-D Secure answers `requires_action` with the client secret; the webhook
 * (`payment_intent.succeeded`) then completes the payment. stripe-node loads on first use only.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  let client: Promise<StripeClient> | null = null;
  const stripe = () => {
    client ??= import('stripe').then(
      ({ default: StripeCtor }) =>
        new StripeCtor(config.secretKey, {
          ...addressOf(config.apiUrl),
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
        }),
    );
    return client;
  };

  const create = async (
    request: ChargeRequest,
    method: { paymentMethod: string; customer: string | null },
  ): Promise<ChargeResult> => {
    const api = await stripe();
    try {
      const intent = await api.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          metadata: { paymentId: String(request.paymentId) },
          payment_method: method.paymentMethod,
          ...(method.customer ? { customer: method.customer } : {}),
          confirm: true,
          ...(request.offSession
            ? { off_session: true }
            : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      if (!isCardError(error)) throw error;
      const intent = error.raw?.payment_intent;
      return {
        status: 'failed',
        ref: intent?.id ?? null,
        message: declineMessage(error),
        card: cardOf(intent?.payment_method),
      };
    }
  };

  return {
    name: 'stripe',
    async createPayment(request) {
      const { source } = request;
      if (source.kind === 'card')
        return { status: 'failed', ref: null, message: paymentMessages.methodWrongProvider, card: null };
      return source.kind === 'token'
        ? create(request, { paymentMethod: source.token, customer: null })
        : create(request, { paymentMethod: source.ref, customer: source.customerRef });
    },
    async chargeSavedMethod(request) {
      return create(
        { ...request, source: { kind: 'saved', ref: request.ref, customerRef: request.customerRef } },
        {
          paymentMethod: request.ref,
          customer: request.customerRef,
        },
      );
    },
    async saveCard(request): Promise<SaveCardResult> {
      if (request.source.kind !== 'token')
        return { status: 'failed', message: paymentMessages.methodWrongProvider };
      const api = await stripe();
      try {
        const customer =
          request.customerRef ??
          (await api.customers.create({ email: request.email, name: request.name })).id;
        const method = await api.paymentMethods.attach(request.source.token, { customer });
        const card = cardOf(method);
        if (!card) return { status: 'failed', message: paymentMessages.cardRequired };
        return { status: 'saved', ref: method.id, customerRef: customer, card };
      } catch (error) {
        if (!isCardError(error)) throw error;
        return { status: 'failed', message: declineMessage(error) };
      }
    },
    async retrievePayment(ref) {
      const api = await stripe();
      return resultOf(await api.paymentIntents.retrieve(ref, { expand: ['payment_method'] }));
    },
    async cancelPayment(ref) {
      const api = await stripe();
      try {
        const cancelled = await api.paymentIntents.cancel(ref);
        return { status: 'failed', ref: cancelled.id, message: paymentMessages.replaced, card: null };
      } catch (error) {
        // Stripe refuses to cancel an intent that has completed: its state says what happened.
        if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
        return resultOf(await api.paymentIntents.retrieve(ref, { expand: ['payment_method'] }));
      }
    },
    async verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret || !signature) return null;
      const api = await stripe();
      let event: Stripe.Event;
      try {
        event = api.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        return null;
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
        return { type: 'ignored' };
      const intent = event.data.object;
      const paymentId = Number(intent.metadata?.paymentId);
      const id = Number.isInteger(paymentId) && paymentId > 0 ? paymentId : null;
      return event.type === 'payment_intent.succeeded'
        ? { type: 'payment_succeeded', ref: intent.id, paymentId: id, card: cardOf(intent.payment_method) }
        : {
            type: 'payment_failed',
            ref: intent.id,
            paymentId: id,
            message: intent.last_payment_error
              ? declineMessage(intent.last_payment_error)
              : paymentMessages.paymentFailed,
          };
    },
  };
}
