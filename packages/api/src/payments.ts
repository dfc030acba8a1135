import {
  buildPath,
  type CheckoutPayInput,
  type CheckoutQuoteInput,
  type PaymentMethodInput,
  routes,
} from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/checkout/config`: which card form to show (the test provider's, or Stripe Elements). */
export function useCheckoutConfig() {
  return useEndpoint('checkoutConfig', {}, { revalidateOnFocus: false });
}

/** `GET /api/checkout/latest`: the latest assessment awaiting payment, for `/checkout` without an id. */
export function useLatestCheckout() {
  return useEndpoint('checkoutLatest', {});
}

/** `GET /api/checkout/{assessmentId}`: item and fee; 404 for another's, 409 once it is not awaiting payment. */
export function useCheckoutSummary(assessmentId: number | null) {
  return useEndpoint('checkoutSummary', assessmentId === null ? null : { params: { assessmentId } });
}

/** `POST /api/checkout/{assessmentId}/quote`: the discount of a promo code, or 400 'Invalid or expired promo code'. */
export function useCheckoutQuote(assessmentId: number) {
  return useEndpointMutation('checkoutQuote', (body: CheckoutQuoteInput) => ({
    params: { assessmentId },
    body,
  }));
}

/**
 * `POST /api/checkout/{assessmentId}/pay`: `{ paymentId, status }`; a declined card rejects with 402 and its message.
 * Send the same `idempotencyKey` when retrying the same attempt: it is charged once.
 */
export function useCheckoutPay(assessmentId: number) {
  return useEndpointMutation('checkoutPay', (body: CheckoutPayInput) => ({ params: { assessmentId }, body }));
}

/** `GET /api/payments/mine?page`: the patient's payments, newest first, 50 a page. */
export function useMyPayments(page = 1) {
  return useEndpoint('myPayments', { query: { page } });
}

/** The tax invoice's address, for a link (the browser opens the PDF with the session cookie). */
export function paymentInvoiceUrl(id: number): string {
  return buildPath(routes.paymentInvoice.path, { id });
}

/** `GET /api/payment-methods`: saved cards, the default first. */
export function usePaymentMethods() {
  return useEndpoint('listPaymentMethods', {});
}

/** `POST /api/payment-methods`: save a card (the first becomes the default). */
export function useAddPaymentMethod() {
  return useEndpointMutation('addPaymentMethod', (body: PaymentMethodInput) => ({ body }));
}

/** `DELETE /api/payment-methods/{id}`: 409 for the default card while others exist. */
export function useRemovePaymentMethod() {
  return useEndpointMutation('deletePaymentMethod', (id: number) => ({ params: { id } }));
}

/** `POST /api/payment-methods/{id}/default`. */
export function useSetDefaultPaymentMethod() {
  return useEndpointMutation('setDefaultPaymentMethod', (id: number) => ({ params: { id } }));
}
