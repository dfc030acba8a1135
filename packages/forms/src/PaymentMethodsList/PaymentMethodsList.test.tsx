import type { PaymentMethod } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PaymentMethodsList } from './PaymentMethodsList';

vi.setConfig({ testTimeout: 20_000 });

const methods: PaymentMethod[] = [
  { id: 5, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, provider: 'test' },
  { id: 6, brand: 'visa', last4: '0002', expMonth: 1, expYear: 2031, isDefault: false, provider: 'test' },
];

function setup(list = methods) {
  const handlers = {
    onAdd: vi.fn().mockResolvedValue(undefined),
    onMakeDefault: vi.fn().mockResolvedValue(undefined),
    onRemove: vi.fn().mockResolvedValue(undefined),
  };
  const view = render(<PaymentMethodsList methods={list} config={{ provider: 'test' }} {...handlers} />);
  return { ...view, ...handlers };
}

describe('PaymentMethodsList', () => {
  it('lists cards with brand, last 4, expiry and the default', async () => {
    const { container } = setup();
    const list = screen.getByRole('list', { name: 'Saved cards' });
    expect(list).toHaveTextContent('Visa •••• 4242');
    expect(list).toHaveTextContent('Expires 12/34');
    expect(list).toHaveTextContent('Default');
    expect(list).toHaveTextContent('Expires 01/31');
    await expectNoAxeViolations(container);
  });

  it('makes a card the default and removes one', async () => {
    const { onMakeDefault, onRemove } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Make default: Visa •••• 0002' }));
    expect(onMakeDefault).toHaveBeenCalledWith(6);
    expect(await screen.findByText('Default card updated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 0002' }));
    expect(onRemove).toHaveBeenCalledWith(6);
  });

  it('explains that the default card cannot be removed while others exist, without asking the server', async () => {
    const { onRemove } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    expect(
      await screen.findByText('Make another card the default before removing this one.'),
    ).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('lets the last card go, default or not', async () => {
    const only = methods.slice(0, 1);
    const { onRemove } = setup(only);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    expect(onRemove).toHaveBeenCalledWith(5);
  });

  it('shows the empty state and adds a card, checking it first', async () => {
    const { onAdd, container } = setup([]);
    expect(screen.getByText('No saved cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getByLabelText(/Card number/), '4111 1111 1111 1111');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Use a test card number.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Card number/));
    await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(onAdd).toHaveBeenCalledWith({ number: '4242424242424242', expiry: '12/34', cvc: '123' });
    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("shows the server's refusal", async () => {
    const { onRemove } = setup(methods.slice(1));
    onRemove.mockRejectedValueOnce(Object.assign(new Error('Payment method not found'), { status: 404 }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 0002' }));
    expect(await screen.findByText('Payment method not found')).toBeInTheDocument();
  });
});
