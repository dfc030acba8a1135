import { type CheckoutPayInput, type PaymentMethod, promoCodeMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';

vi.setConfig({ testTimeout: 20_000 });

const saved: PaymentMethod[] = [
  { id: 5, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, provider: 'test' },
  { id: 6, brand: 'visa', last4: '0002', expMonth: 1, expYear: 2031, isDefault: false, provider: 'test' },
];

function setup(props: Partial<CheckoutFormProps> = {}) {
  const onPay = vi.fn<CheckoutFormProps['onPay']>().mockResolvedValue({ paymentId: 1, status: 'succeeded' });
  const onPaid = vi.fn();
  const onApplyPromo = vi
    .fn<CheckoutFormProps['onApplyPromo']>()
    .mockResolvedValue({ amountCents: 2000, discountCents: 500, totalCents: 1500, promoCode: 'SAVE25' });
  let n = 0;
  const view = render(
    <CheckoutForm
      item="Erectile dysfunction assessment"
      amountCents={2000}
      config={{ provider: 'test' }}
      onPay={onPay}
      onPaid={onPaid}
      onApplyPromo={onApplyPromo}
      makeKey={() => `key-000000000000000${++n}`}
      {...props}
    />,
  );
  return { ...view, onPay, onPaid, onApplyPromo };
}

async function typeCard(number: string, expiry = '12/34', cvc = '123') {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

describe('CheckoutForm', () => {
  it("shows the item, its fee and 'Pay $20.00', and pays with a new test card", async () => {
    const { container, onPay, onPaid } = setup();
    expect(screen.getByText('Erectile dysfunction assessment')).toBeInTheDocument();
    await typeCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(onPay).toHaveBeenCalledWith({
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      idempotencyKey: 'key-0000000000000001',
    } satisfies CheckoutPayInput);
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 1, status: 'succeeded' });
    // The number is not kept.
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('checks the card with the contract messages before sending', async () => {
    const { onPay } = setup();
    await typeCard('5555 5555 5555 4444', '13/30', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('Use a test card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("applies a promo code and shows the discount and 'Pay $15.00'", async () => {
    const { onApplyPromo, onPay } = setup();
    await userEvent.type(screen.getByLabelText('Promo code'), 'save25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplyPromo).toHaveBeenCalledWith('save25');
    expect(await screen.findByText('SAVE25 applied: $5.00 off.')).toBeInTheDocument();
    expect(screen.getByText('-$5.00')).toBeInTheDocument();
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'SAVE25' }));
  });

  it('applies the promo code on Enter in its field, never paying with the saved card at the full price', async () => {
    const { onApplyPromo, onPay } = setup({ savedCards: saved });
    await userEvent.type(screen.getByLabelText('Promo code'), 'save25{Enter}');
    expect(onApplyPromo).toHaveBeenCalledWith('save25');
    expect(await screen.findByText('SAVE25 applied: $5.00 off.')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
    // Enter anywhere else still pays, now with the code.
    await userEvent.type(screen.getByRole('button', { name: 'Pay $15.00' }), '{Enter}');
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'SAVE25', paymentMethodId: 5 }));
  });

  it("says 'Invalid or expired promo code' for a code the server refuses", async () => {
    const refuse = vi
      .fn()
      .mockRejectedValue(
        Object.assign(new Error('Invalid or expired promo code'), { status: 400, field: 'promoCode' }),
      );
    setup({ onApplyPromo: refuse });
    await userEvent.type(screen.getByLabelText('Promo code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText('Invalid or expired promo code');
    expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeInTheDocument();
    // Apply sits on the code's row (the Field's action), and the message under both: the button stays level with
    // the input rather than dropping below it.
    const row = screen.getByRole('button', { name: 'Apply' }).parentElement;
    expect(row).toContainElement(screen.getByLabelText('Promo code'));
    expect(row).not.toContainElement(message);
  });

  it("says what a code is for when it is another product's (RX15 at an assessment)", async () => {
    const message = promoCodeMessages.onlyFor.prescription;
    const refuse = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error(message), { status: 400, field: 'promoCode' }));
    setup({ onApplyPromo: refuse });
    await userEvent.type(screen.getByLabelText('Promo code'), 'RX15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code is for prescription orders only.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(/prescription orders only/);
  });

  it('completes a 100 % discount without card fields', async () => {
    const { onPay } = setup({
      onApplyPromo: vi
        .fn()
        .mockResolvedValue({ amountCents: 2000, discountCents: 2000, totalCents: 0, promoCode: 'FREE' }),
    });
    await userEvent.type(screen.getByLabelText('Promo code'), 'FREE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/no card is needed/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $0.00' }));
    expect(onPay).toHaveBeenCalledWith({ promoCode: 'FREE', idempotencyKey: 'key-0000000000000001' });
  });

  it('pays with the default saved card, or another chosen one', async () => {
    const { onPay, container } = setup({ savedCards: saved });
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(onPay).toHaveBeenLastCalledWith({ paymentMethodId: 5, idempotencyKey: 'key-0000000000000001' });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('radio', { name: /A new card/ }));
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
  });

  it('shows a decline and starts a new attempt (a new key) on the next try; a lost answer keeps the key', async () => {
    const onPay = vi
      .fn<CheckoutFormProps['onPay']>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Your card was declined.'), { status: 402, field: 'card' }),
      )
      .mockRejectedValueOnce(Object.assign(new Error('Network error'), { status: 0 }))
      .mockResolvedValue({ paymentId: 9, status: 'succeeded' });
    const { onPaid } = setup({ onPay, savedCards: saved });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    const keys = onPay.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toEqual(['key-0000000000000001', 'key-0000000000000002', 'key-0000000000000002']);
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 9, status: 'succeeded' });
  });

  it('says a pending payment is processing, and asks again about the same attempt', async () => {
    const onPay = vi
      .fn<CheckoutFormProps['onPay']>()
      .mockResolvedValueOnce({ paymentId: 4, status: 'pending' })
      .mockResolvedValue({ paymentId: 4, status: 'succeeded' });
    const { onPaid } = setup({ onPay, savedCards: saved });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(onPay.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      'key-0000000000000001',
      'key-0000000000000001',
    ]);
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 4, status: 'succeeded' });
  });
});
