import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { AssessmentFeesForm } from './AssessmentFeesForm';

vi.setConfig({ testTimeout: 20_000 });

describe('AssessmentFeesForm', () => {
  it('shows 20.00 for each type by default, with a decimal keyboard', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<AssessmentFeesForm onSubmit={onSubmit} />);
    for (const label of [/Erectile Dysfunction/, /Weight Loss/, /Contraception/]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveValue('20.00');
      expect(input).toHaveAttribute('inputmode', 'decimal');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        ed_assessment_fee: '20.00',
        weight_loss_assessment_fee: '20.00',
        contraception_assessment_fee: '20.00',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it("says 'Please enter a valid amount (e.g., 0.00)' for a negative fee or three decimals", async () => {
    const onSubmit = vi.fn();
    render(<AssessmentFeesForm onSubmit={onSubmit} defaultValues={{ ed_assessment_fee: '35.00' }} />);
    const fee = screen.getByLabelText(/Weight Loss/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid amount (e.g., 0.00)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Erectile Dysfunction/)).toHaveValue('35.00');
  });
});
