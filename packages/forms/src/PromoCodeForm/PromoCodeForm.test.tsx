import { promoCodeMessages } from '@telehealth/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PromoCodeForm } from './PromoCodeForm';

describe('PromoCodeForm', () => {
  it('checks the code and the percentage with the contract messages', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<PromoCodeForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Code'), 'a b');
    await userEvent.type(screen.getByLabelText('Percentage'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    expect(await screen.findByText(promoCodeMessages.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(promoCodeMessages.percentageRange)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses an end date before the start date and a limit below 1', async () => {
    const onSubmit = vi.fn();
    render(<PromoCodeForm onSubmit={onSubmit} defaultValues={{ code: 'SPRING', value: 10 }} />);
    await userEvent.type(screen.getByLabelText('Start date'), '2026-12-10');
    await userEvent.type(screen.getByLabelText('End date'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Per-patient limit'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    expect(await screen.findByText(promoCodeMessages.datesOrder)).toBeInTheDocument();
    expect(screen.getByText(promoCodeMessages.limitPositive)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a fixed amount in cents and empty limits as none', async () => {
    const onSubmit = vi.fn();
    render(
      <PromoCodeForm
        mode="edit"
        onSubmit={onSubmit}
        defaultValues={{ code: 'SAVE5', discountType: 'fixed_amount', value: 500, validFor: 'assessment' }}
      />,
    );
    expect(screen.getByLabelText('Amount (AUD)')).toHaveValue('5');
    await userEvent.clear(screen.getByLabelText('Amount (AUD)'));
    await userEvent.type(screen.getByLabelText('Amount (AUD)'), '7.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          code: 'SAVE5',
          discountType: 'fixed_amount',
          value: 750,
          validFor: 'assessment',
          maxUses: null,
          maxUsesPerPatient: null,
          startsAt: null,
          isActive: true,
        }),
      ),
    );
  });

  it("shows the server's 409 on the code", async () => {
    render(
      <PromoCodeForm
        defaultValues={{ code: 'WELCOME10', value: 10 }}
        onSubmit={() => Promise.reject({ status: 409, message: promoCodeMessages.codeTaken, field: 'code' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    expect(await screen.findByText(promoCodeMessages.codeTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});
