import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCodeForm } from './PromoCodeForm';

const meta = {
  title: 'Forms/PromoCodeForm',
  component: PromoCodeForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const EditFixedAmount: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      code: 'SAVE5',
      discountType: 'fixed_amount',
      value: 500,
      validFor: 'assessment',
      maxUses: 100,
    },
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { code: 'WELCOME10', value: 10 },
    onSubmit: async () => {
      throw { status: 409, message: 'A promo code with this code already exists', field: 'code' };
    },
  },
};

export const Disabled: Story = { args: { disabled: true } };
