import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodsList } from './PaymentMethodsList';

const meta = {
  title: 'Forms/PaymentMethodsList',
  component: PaymentMethodsList,
  tags: ['autodocs'],
  args: {
    config: { provider: 'test' },
    methods: [
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
    onAdd: async () => {},
    onMakeDefault: async () => {},
    onRemove: async () => {},
  },
} satisfies Meta<typeof PaymentMethodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCards: Story = {};

export const Empty: Story = { args: { methods: [] } };

/** Many cards. */
export const LongContent: Story = {
  args: {
    methods: Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      brand: index % 2 ? 'mastercard' : 'american express',
      last4: String(1000 + index),
      expMonth: (index % 12) + 1,
      expYear: 2030 + index,
      isDefault: index === 0,
      provider: 'test',
    })),
  },
};
