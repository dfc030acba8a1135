import { type MockRequest, mockFailure } from '@telehealth/api';
import type { CheckoutPayInput } from '@telehealth/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const base = {
  '/api/user': users.patient,
  '/api/checkout/config': { provider: 'test', publishableKey: null },
  '/api/checkout/17': {
    assessmentId: 17,
    assessmentType: 'erectile_dysfunction',
    item: 'Erectile dysfunction assessment',
    amountCents: 2000,
  },
  '/api/payment-methods': [],
};

describe('/checkout/:assessmentId', () => {
  it('shows the item and fee, pays with a test card and goes to the appointment confirmation', async () => {
    const paid: CheckoutPayInput[] = [];
    const { container, router } = renderRoute('/checkout/17', {
      ...base,
      'POST /api/checkout/17/pay': ({ options }: MockRequest) => {
        paid.push(options.body as CheckoutPayInput);
        return { paymentId: 3, status: 'succeeded' };
      },
    });
    expect(await screen.findByText('Erectile dysfunction assessment')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment-confirmation/17'));
    expect(paid[0]?.card).toEqual({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paid[0]?.idempotencyKey).toMatch(/^[\w-]{16,64}$/);
  });

  it('applies a promo code, and shows a decline', async () => {
    renderRoute('/checkout/17', {
      ...base,
      'POST /api/checkout/17/quote': {
        amountCents: 2000,
        discountCents: 500,
        totalCents: 1500,
        promoCode: 'SAVE25',
      },
      'POST /api/checkout/17/pay': mockFailure(402, 'Your card was declined.', { field: 'card' }),
    });
    await userEvent.type(await screen.findByLabelText('Promo code'), 'save25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE25 applied: $5.00 off.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Card number/), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it("says 'Invalid or expired promo code'", async () => {
    renderRoute('/checkout/17', {
      ...base,
      'POST /api/checkout/17/quote': mockFailure(400, 'Invalid or expired promo code', {
        field: 'promoCode',
      }),
    });
    await userEvent.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid or expired promo code')).toBeInTheDocument();
  });

  it('says so for an assessment that is not the patient’s or not awaiting payment', async () => {
    renderRoute('/checkout/17', { ...base, '/api/checkout/17': mockFailure(404, 'Assessment not found') });
    expect(await screen.findByText('Assessment not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an assessment' })).toHaveAttribute('href', '/assessment');
  });
});

describe('/checkout', () => {
  it('resumes the latest assessment awaiting payment', async () => {
    const { router } = renderRoute('/checkout', { ...base, '/api/checkout/latest': { assessmentId: 17 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/17'));
    expect(await screen.findByRole('button', { name: 'Pay $20.00' })).toBeInTheDocument();
  });

  it('links to /assessment when nothing awaits payment', async () => {
    const { container } = renderRoute('/checkout', {
      ...base,
      '/api/checkout/latest': { assessmentId: null },
    });
    expect(await screen.findByText('You have no assessment awaiting payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an assessment' })).toHaveAttribute('href', '/assessment');
    await expectNoAxeViolations(container);
  });
});
