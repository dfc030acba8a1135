/**
 * Payments for other parts of the server (the prescription repeat's post fee): the provider the app was built with
 * is `app.paymentProvider`; `chargeSavedMethod` charges a patient's saved card through it. The same-thread invoice
 * renderer is for the PDF threads' own tests.
 */

export { dollarsToCents } from './checkout';
export { myPayments } from './history';
export { type InvoiceData, renderInvoicePdf as renderInvoicePdfOnThisThread } from './invoice';
export { chargeSavedMethod } from './pay';
export type { PaymentProvider } from './providers';
export { paymentProviderFor } from './providers';
export type { PayContext } from './types';

import type { PaymentProvider } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe or the built-in test provider (docs/product/checkout.md). */
    paymentProvider: PaymentProvider;
  }
}
