import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFailure } from './mock';
import {
  paymentInvoiceUrl,
  useCheckoutPay,
  useCheckoutQuote,
  useMyPayments,
  useRemovePaymentMethod,
} from './payments';
import { mockApi } from './test-utils';

describe('checkout hooks', () => {
  it('quotes with a promo code and rejects a bad one with its message', async () => {
    const api = mockApi({
      'POST /api/checkout/7/quote': {
        amountCents: 2000,
        discountCents: 500,
        totalCents: 1500,
        promoCode: 'SAVE',
      },
    });
    const { result } = renderHook(() => useCheckoutQuote(7), { wrapper: api.wrapper });
    const quote = await act(() => result.current.trigger({ promoCode: 'SAVE' }));
    expect(quote.totalCents).toBe(1500);
    expect(api.callsTo('POST /api/checkout/7/quote')[0]?.options.body).toEqual({ promoCode: 'SAVE' });

    const bad = mockApi({
      'POST /api/checkout/7/quote': mockFailure(400, 'Invalid or expired promo code', { field: 'promoCode' }),
    });
    const { result: refused } = renderHook(() => useCheckoutQuote(7), { wrapper: bad.wrapper });
    await expect(act(() => refused.current.trigger({ promoCode: 'NOPE' }))).rejects.toMatchObject({
      status: 400,
      message: 'Invalid or expired promo code',
    });
  });

  it('pays with the idempotency key and answers the payment', async () => {
    const api = mockApi({ 'POST /api/checkout/7/pay': { paymentId: 3, status: 'succeeded' } });
    const { result } = renderHook(() => useCheckoutPay(7), { wrapper: api.wrapper });
    const body = { paymentMethodId: 2, idempotencyKey: 'k'.repeat(20) };
    const answer = await act(() => result.current.trigger(body));
    expect(answer).toEqual({ paymentId: 3, status: 'succeeded' });
    expect(api.callsTo('POST /api/checkout/7/pay')[0]?.options.body).toEqual(body);
  });
});

describe('payments and saved cards', () => {
  it('reads a page of payments and links invoices', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 50 };
    const api = mockApi({ '/api/payments/mine': page });
    const { result } = renderHook(() => useMyPayments(2), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(paymentInvoiceUrl(12)).toBe('/api/payments/12/invoice.pdf');
  });

  it('rejects removing the default card with the 409 message', async () => {
    const api = mockApi({
      'DELETE /api/payment-methods/4': mockFailure(
        409,
        'Make another card the default before removing this one.',
      ),
    });
    const { result } = renderHook(() => useRemovePaymentMethod(), { wrapper: api.wrapper });
    await expect(act(() => result.current.trigger(4))).rejects.toMatchObject({ status: 409 });
  });
});
