import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutPayResult } from '@telehealth/contract';
import { CheckoutForm } from './CheckoutForm';

const meta = {
  title: 'Forms/CheckoutForm',
  component: CheckoutForm,
  tags: ['autodocs'],
  args: {
    item: 'Erectile dysfunction assessment',
    amountCents: 2000,
    config: { provider: 'test' },
    onApplyPromo: async (code: string) => {
      if (code.toUpperCase() !== 'SAVE25')
        throw Object.assign(new Error('Invalid or expired promo code'), { status: 400 });
      return { amountCents: 2000, discountCents: 500, totalCents: 1500, promoCode: 'SAVE25' };
    },
    onPay: async (): Promise<CheckoutPayResult> => ({ paymentId: 1, status: 'succeeded' }),
    onPaid: () => {},
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new test card: try SAVE25 as a promo code. */
export const NewCard: Story = {};

export const SavedCards: Story = {
  args: {
    savedCards: [
      { id: 5, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, provider: 'test' },
      {
        id: 6,
        brand: 'mastercard',
        last4: '4444',
        expMonth: 3,
        expYear: 2029,
        isDefault: false,
        provider: 'test',
      },
    ],
  },
};

/** The card is declined: the server's message shows above the button. */
export const Declined: Story = {
  args: {
    onPay: async () => {
      throw Object.assign(new Error('Your card was declined.'), { status: 402, field: 'card' });
    },
  },
};

export const Processing: Story = { args: { onPay: () => new Promise<CheckoutPayResult>(() => {}) } };

export const Disabled: Story = { args: { disabled: true } };

/** A long item name and a large fee. */
export const LongContent: Story = {
  args: {
    item: 'Weight loss assessment with a follow-up consultation and pathology review',
    amountCents: 1_234_500,
  },
};
