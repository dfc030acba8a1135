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

/** Every control off, for example while the page loads the enquiry types. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: Filled.args?.defaultValues },
};

/** Long names, a long subject and a message of many lines. */
export const LongContent: Story = {
  args: {
    defaultValues: {
      name: 'Alexandra Montgomery-Williamson-Fitzgerald',
      email: 'alexandra.montgomery-williamson@southern-highlands-family-medical-centre.com.au',
      type: 'Billing',
      subject:
        'Refund for a weight loss assessment that was paid twice on the same card during the checkout outage',
      message: Array.from(
        { length: 12 },
        (_, line) =>
          `Line ${line + 1}: I was charged twice for the assessment and would like the second payment refunded to the original card, please.`,
      ).join('\n'),
    },
  },
};
