import { z } from 'zod';
import { defineEndpoints, fileBytes, idParams, pathId } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  checkoutConfig,
  checkoutLatest,
  checkoutPayInput,
  checkoutPayResult,
  checkoutQuote,
  checkoutQuoteInput,
  checkoutSummary,
  paymentListQuery,
  paymentMessages,
  paymentMethod,
  paymentMethodInput,
  paymentPage,
} from './payments';
import { paymentRoutes } from './routes';

/** The payments endpoints' schemas, summaries and error answers, under the names of `paymentRoutes`. */
export const paymentEndpoints = defineEndpoints(paymentRoutes, {
  checkoutConfig: {
    summary:
      "Which card form to show: the built-in test provider's, or Stripe Elements with its publishable key",
    response: checkoutConfig,
  },
  checkoutLatest: {
    summary: "The caller's latest assessment awaiting payment, or null",
    response: checkoutLatest,
  },
  checkoutSummary: {
    summary: "The item and fee of the caller's assessment awaiting payment; 404 for anyone else's",
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    response: checkoutSummary,
    errors: { 409: apiErrorBody },
  },
  checkoutQuote: {
    summary: "The fee, the promo code's discount and the total; 400 'Invalid or expired promo code'",
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    body: checkoutQuoteInput,
    response: checkoutQuote,
    errors: { 409: apiErrorBody, 429: apiErrorBody },
  },
  checkoutPay: {
    summary:
      'Pay for an assessment with a saved or new card (none at $0.00); the same idempotency key charges once',
    params: z.object({ assessmentId: pathId(paymentMessages.assessmentNotFound) }),
    body: checkoutPayInput,
    response: checkoutPayResult,
    errors: { 402: apiErrorBody, 409: apiErrorBody, 429: apiErrorBody },
  },
  myPayments: {
    summary: "The caller's payments, newest first, 50 a page",
    query: paymentListQuery,
    response: paymentPage,
  },
  paymentInvoice: {
    summary: "A succeeded payment's tax invoice (PDF), for its payer or an admin; 404 for anyone else",
    params: idParams,
    response: fileBytes,
  },
  stripeWebhook: {
    summary:
      "Stripe's events, signature checked on the raw body; payment_intent.succeeded completes a payment once",
    response: z.object({ received: z.boolean() }),
  },
  listPaymentMethods: {
    summary: "The caller's saved cards (brand, last 4, expiry), the default first",
    response: z.array(paymentMethod),
  },
  addPaymentMethod: {
    summary: 'Save a card; the first one becomes the default',
    body: paymentMethodInput,
    response: paymentMethod,
    errors: { 429: apiErrorBody },
  },
  deletePaymentMethod: {
    summary: 'Remove a saved card; the default cannot be removed while others exist',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  setDefaultPaymentMethod: {
    summary: 'Make a saved card the default',
    params: idParams,
    response: paymentMethod,
  },
});
