import type { Route } from '../endpoint/route';

/** The payments endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const paymentRoutes = {
  checkoutConfig: {
    method: 'GET',
    path: '/api/checkout/config',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutLatest: {
    method: 'GET',
    path: '/api/checkout/latest',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutSummary: {
    method: 'GET',
    path: '/api/checkout/:assessmentId',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutQuote: {
    method: 'POST',
    path: '/api/checkout/:assessmentId/quote',
    access: 'signedIn',
    tag: 'payments',
  },
  checkoutPay: {
    method: 'POST',
    path: '/api/checkout/:assessmentId/pay',
    access: 'signedIn',
    tag: 'payments',
    invalidates: ['myPayments', 'listPaymentMethods', 'checkoutLatest'],
  },
  myPayments: {
    method: 'GET',
    path: '/api/payments/mine',
    access: 'signedIn',
    tag: 'payments',
  },
  paymentInvoice: {
    method: 'GET',
    path: '/api/payments/:id/invoice.pdf',
    access: 'signedIn',
    tag: 'payments',
    responseFormat: 'file',
    fileTypes: ['application/pdf'],
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    access: 'public',
    tag: 'payments',
  },
  listPaymentMethods: {
    method: 'GET',
    path: '/api/payment-methods',
    access: 'signedIn',
    tag: 'payments',
  },
  addPaymentMethod: {
    method: 'POST',
    path: '/api/payment-methods',
    access: 'signedIn',
    tag: 'payments',
    status: 201,
    invalidates: ['listPaymentMethods'],
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/api/payment-methods/:id',
    access: 'signedIn',
    tag: 'payments',
    invalidates: ['listPaymentMethods'],
  },
  setDefaultPaymentMethod: {
    method: 'POST',
    path: '/api/payment-methods/:id/default',
    access: 'signedIn',
    tag: 'payments',
    invalidates: ['listPaymentMethods'],
  },
} as const satisfies Record<string, Route>;
