import { mockFailure } from '@telehealth/api';
import type { Payment, PaymentMethod } from '@telehealth/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const payment: Payment = {
  id: 12,
  createdAt: '2026-03-05T05:07:00.000Z',
  paidAt: '2026-03-05T05:07:00.000Z',
  item: 'Erectile dysfunction assessment',
  assessmentId: 17,
  subtotalCents: 2000,
  discountCents: 500,
  amountCents: 1500,
  status: 'succeeded',
  methodSummary: 'Visa •••• 4242',
  invoiceNumber: 'INV-000012',
};
const patient = { ...users.patient, timezone: 'Australia/Sydney' };

describe('/dashboard/payments', () => {
  it('lists date, item, amount, status and the invoice link', async () => {
    const { container } = renderRoute('/dashboard/payments', {
      '/api/user': patient,
      '/api/payments/mine': { items: [payment], total: 1, page: 1, pageSize: 50 },
    });
    const row = (await screen.findByText('Erectile dysfunction assessment')).closest('tr') as HTMLElement;
    expect(within(row).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('$15.00 ($5.00 off)')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'INV-000012' })).toHaveAttribute(
      'href',
      '/api/payments/12/invoice.pdf',
    );
    await expectNoAxeViolations(container);
  });

  it('has empty and error states', async () => {
    renderRoute('/dashboard/payments', {
      '/api/user': patient,
      '/api/payments/mine': { items: [], total: 0, page: 1, pageSize: 50 },
    });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows a failure to load', async () => {
    renderRoute('/dashboard/payments', {
      '/api/user': patient,
      '/api/payments/mine': mockFailure(500, 'Something went wrong. Please try again.'),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('/dashboard/payment-methods', () => {
  const cards: PaymentMethod[] = [
    { id: 5, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, provider: 'test' },
    { id: 6, brand: 'visa', last4: '0002', expMonth: 1, expYear: 2031, isDefault: false, provider: 'test' },
  ];

  it('lists saved cards and makes one the default', async () => {
    const calls: string[] = [];
    const { container } = renderRoute('/dashboard/payment-methods', {
      '/api/user': patient,
      '/api/checkout/config': { provider: 'test', publishableKey: null },
      '/api/payment-methods': cards,
      'POST /api/payment-methods/6/default': () => {
        calls.push('default 6');
        return { ...cards[1], isDefault: true };
      },
    });
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Make default: Visa •••• 0002' }));
    expect(await screen.findByText('Default card updated')).toBeInTheDocument();
    expect(calls).toEqual(['default 6']);
  });
});
