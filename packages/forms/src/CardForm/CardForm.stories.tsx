import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardForm } from './CardForm';

const meta = {
  title: 'Forms/CardForm',
  component: CardForm,
  tags: ['autodocs'],
  args: { config: { provider: 'test' }, onSubmit: async () => {} },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in test provider's fields: 4242 4242 4242 4242 succeeds. */
export const TestProvider: Story = {};

export const WithCancel: Story = { args: { onCancel: () => {} } };

export const Declined: Story = {
  args: {
    onSubmit: async () => {
      throw Object.assign(new Error('Your card was declined.'), { status: 402, field: 'card' });
    },
  },
};

export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };

export const Disabled: Story = { args: { disabled: true } };
