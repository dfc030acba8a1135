import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Input } from '../Input';
import { Field } from './Field';

const meta = {
  title: 'UI/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Email',
    children: <Input type="email" autoComplete="email" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Password',
    hint: 'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character.',
    children: <Input type="password" autoComplete="new-password" />,
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { label: 'Country', children: <Input disabled defaultValue="Australia" /> },
};

export const WithError: Story = {
  args: {
    error: 'Please enter a valid email address',
    children: <Input type="email" defaultValue="not-an-email" />,
  },
};

export const LongContent: Story = {
  args: {
    label: 'Brand Name, used in email and SMS templates instead of the full registered company name',
    hint: 'Use a short brand name rather than the full company name, so that messages stay short and recognisable on small screens.',
    error: 'Brand name is required, and it must be short enough to fit the SMS templates that include it',
    required: true,
    children: <Input />,
  },
};

/** A button on the control's row (Apply a promo code, Search): aligned with the input, the error under both. */
export const WithAction: Story = {
  args: {
    label: 'Promo code',
    action: <Button variant="outline">Apply</Button>,
    children: <Input defaultValue="WELCOME10" />,
  },
};

export const WithActionAndError: Story = {
  args: {
    label: 'Promo code',
    error: 'This code is for prescriptions only.',
    action: <Button variant="outline">Apply</Button>,
    children: <Input defaultValue="RX15" />,
  },
};
