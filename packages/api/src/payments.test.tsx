import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api as endpoints } from './contract-hooks';
import { mockFailure } from './mock';
import { paymentInvoiceUrl } from './payments';
import { mockApi } from './test-utils';

describe('checkout', () => {
  it('quotes with a promo code and rejects a bad one with its message', async () => {
    const api = mockApi({
      'POST /api/checkout/7/quote': {
        amountCents: 2000,
        discountCents: 500,
        totalCents: 1500,
        promoCode: 'SAVE',
      },
    });
    const { result } = renderHook(() => endpoints.payments.checkoutQuote.useMutation(), {
      wrapper: api.wrapper,
    });
    const quote = await act(() =>
      result.current.trigger({ params: { assessmentId: 7 }, body: { promoCode: 'SAVE' } }),
    );
    expect(quote.totalCents).toBe(1500);
    expect(api.callsTo('POST /api/checkout/7/quote')[0]?.options.body).toEqual({ promoCode: 'SAVE' });

    const bad = mockApi({
      'POST /api/checkout/7/quote': mockFailure(400, 'Invalid or expired promo code', { field: 'promoCode' }),
    });
    const { result: refused } = renderHook(() => endpoints.payments.checkoutQuote.useMutation(), {
      wrapper: bad.wrapper,
    });
    await expect(
      act(() => refused.current.trigger({ params: { assessmentId: 7 }, body: { promoCode: 'NOPE' } })),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid or expired promo code',
    });
  });

  it('pays with the idempotency key, answers the payment and reloads the latest checkout', async () => {
    let latest: number | null = 7;
    const api = mockApi({
      '/api/checkout/latest': () => ({ assessmentId: latest }),
      'POST /api/checkout/7/pay': () => {
        latest = null;
        return { paymentId: 3, status: 'succeeded' };
      },
    });
    const { result } = renderHook(
      () => ({
        latest: endpoints.payments.checkoutLatest.useQuery(),
        pay: endpoints.payments.checkoutPay.useMutation(),
      }),
      { wrapper: api.wrapper },
    );
    await waitFor(() => expect(result.current.latest.data).toEqual({ assessmentId: 7 }));
    const body = { paymentMethodId: 2, idempotencyKey: 'k'.repeat(20) };
    const answer = await act(() => result.current.pay.trigger({ params: { assessmentId: 7 }, body }));
    expect(answer).toEqual({ paymentId: 3, status: 'succeeded' });
    expect(api.callsTo('POST /api/checkout/7/pay')[0]?.options.body).toEqual(body);
    expect(result.current.latest.data).toEqual({ assessmentId: null });
  });
});

describe('payments and saved cards', () => {
  it('reads a page of payments and links invoices', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 50 };
    const api = mockApi({ '/api/payments/mine': page });
    const { result } = renderHook(() => endpoints.payments.myPayments.useQuery({ query: { page: 2 } }), {
      wrapper: api.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(api.callsTo('GET /api/payments/mine')[0]?.query).toEqual({ page: '2' });
    expect(paymentInvoiceUrl(12)).toBe('/api/payments/12/invoice.pdf');
  });

  it('rejects removing the default card with the 409 message', async () => {
    const api = mockApi({
      'DELETE /api/payment-methods/4': mockFailure(
        409,
        'Make another card the default before removing this one.',
      ),
    });
    const { result } = renderHook(() => endpoints.payments.deletePaymentMethod.useMutation(), {
      wrapper: api.wrapper,
    });
    await expect(act(() => result.current.trigger({ params: { id: 4 } }))).rejects.toMatchObject({
      status: 409,
    });
  });
});
