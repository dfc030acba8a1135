import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { CardForm } from './CardForm';

vi.setConfig({ testTimeout: 20_000 });

describe('CardForm', () => {
  it('checks number, expiry and CVC with the server messages', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<CardForm config={{ provider: 'test' }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This card has expired')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows the server's refusal and keeps no card number after sending", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('Your card was declined.'), { status: 402, field: 'card' }));
    render(<CardForm config={{ provider: 'test' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Card number/), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    expect(screen.getByLabelText('CVC')).toHaveValue('');
  });

  it('turns every control off when disabled', async () => {
    const onSubmit = vi.fn();
    render(<CardForm config={{ provider: 'test' }} onSubmit={onSubmit} disabled />);
    await expectFormDisabled(screen.getByRole('form', { name: 'Add a card' }), onSubmit);
  });
});
