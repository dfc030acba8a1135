import { paymentEndpoints, paymentMessages } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { currentSession } from '../auth';
import { omit, pick, registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { PROMO_VALIDATE_RATE_LIMIT } from '../promo-codes';
import { type RateLimitPolicy, routeRateLimit } from '../rate-limit';
import * as checkout from './checkout';
import * as history from './history';
import { invoicePdf } from './invoice-file';
import * as methods from './methods';
import * as pay from './pay';
import type { PaymentProvider } from './providers';
import * as webhook from './webhook';

/** Pay attempts per client address, on the shared rate-limit table: enough for typos, too few to test stolen cards. */
export const PAY_RATE_LIMIT = {
  name: 'checkout-pay',
  max: 10,
  windowMs: 10 * 60 * 1000,
  message: paymentMessages.rateLimited,
} as const satisfies RateLimitPolicy;

/** Cards saved per client address: adding a card is a card check too. */
export const ADD_CARD_RATE_LIMIT = { ...PAY_RATE_LIMIT, name: 'payment-method-add' } as const;

export interface PaymentRoutesOptions {
  provider: PaymentProvider;
}

/** Served in a scope of their own, which reads the JSON body raw. */
const webhookEndpointNames = ['stripeWebhook'] as const;

/** Checkout, the patient's payments and invoices, saved cards, and Stripe's webhook (docs/product/checkout.md). */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { db, now, config, storage } = app.ctx;
  const { provider } = options;
  const context = async (request: Parameters<typeof currentSession>[0]) => {
    const { user } = await currentSession(request);
    return { db, provider, userId: user.id, at: now(), user };
  };

  registerDomain(app, omit(paymentEndpoints, webhookEndpointNames), {
    checkoutConfig: async () => ({
      provider: provider.name,
      publishableKey: provider.name === 'stripe' ? (config.stripe?.publishableKey ?? null) : null,
    }),
    checkoutLatest: async (request) => {
      const { userId } = await context(request);
      return { assessmentId: await checkout.latestPending(db, userId) };
    },
    checkoutSummary: async (request) => {
      const { userId } = await context(request);
      return checkout.checkoutSummary(db, userId, request.params.assessmentId);
    },
    // Counted with the public code check (one limit, one name): the quote must not be a way round it for guessing codes.
    checkoutQuote: {
      handler: async (request) => {
        const { userId, at } = await context(request);
        return checkout.quote(db, userId, request.params.assessmentId, request.body.promoCode, at);
      },
      options: { config: { rateLimit: routeRateLimit(PROMO_VALIDATE_RATE_LIMIT) } },
    },
    checkoutPay: {
      handler: async (request) => pay.pay(await context(request), request.params.assessmentId, request.body),
      options: { config: { rateLimit: routeRateLimit(PAY_RATE_LIMIT) } },
    },
    myPayments: async (request) => {
      const { userId } = await context(request);
      return history.myPayments(db, userId, request.query.page);
    },
    paymentInvoice: async (request, reply) => {
      const { user } = await context(request);
      const found = await history.invoicePayment(db, user, request.params.id);
      const pdf = await invoicePdf(db, storage, found, request.log);
      const name = `tax-invoice-${found.payment.invoiceNumber ?? found.payment.id}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    listPaymentMethods: async (request) => {
      const { userId } = await context(request);
      return methods.listMethods(db, userId);
    },
    addPaymentMethod: {
      handler: async (request) => methods.addMethod(await context(request), request.body.card),
      options: { config: { rateLimit: routeRateLimit(ADD_CARD_RATE_LIMIT) } },
    },
    deletePaymentMethod: async (request) => {
      const { userId } = await context(request);
      await methods.removeMethod(db, userId, request.params.id);
      return { message: paymentMessages.methodRemoved };
    },
    setDefaultPaymentMethod: async (request) => {
      const { userId } = await context(request);
      return methods.makeDefault(db, userId, request.params.id);
    },
  });

  // Stripe signs the exact bytes it sent: this route alone reads its JSON body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    registerDomain(scope, pick(paymentEndpoints, webhookEndpointNames), {
      stripeWebhook: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const event = await provider.verifyWebhook(raw, typeof header === 'string' ? header : undefined);
        if (!event) throw new HttpError(400, paymentMessages.webhookInvalid);
        await webhook.applyWebhook(db, provider.name, event, now());
        return { received: true };
      },
    });
  });
}
