import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    defaultValues: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      type: 'Billing',
      category: 'Refunds',
      subject: 'Refund for my last order',
      message: 'Hello,\nI was charged twice.',
    },
  },
};
export const Sending: Story = {
  args: {
    defaultValues: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      type: 'General Enquiry',
      subject: 'Hello',
      message: 'A question',
    },
    onSubmit: () => new Promise(() => {}),
  },
};
export const ServerError: Story = {
  args: {
    defaultValues: Filled.args?.defaultValues,
    onSubmit: async () => {
      throw { message: 'Too many submissions. Please try again later.' };
    },
  },
};
