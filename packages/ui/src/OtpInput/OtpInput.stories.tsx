import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Field } from '../Field';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { onComplete: fn(), onChange: fn() },
  render: (args) => (
    <Field label="Verification code" hint="Enter the 6-digit code we sent to your email.">
      <OtpInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '123456' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '123' } };

/** Error: the Field marks the code invalid. */
export const WithError: Story = {
  args: { defaultValue: '000000' },
  render: (args) => (
    <Field label="Verification code" error="Invalid verification code.">
      <OtpInput {...args} />
    </Field>
  ),
};

export const Controlled: Story = {
  render: (args) => {
    const [code, setCode] = useState('');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Field label="Verification code">
          <OtpInput {...args} value={code} onChange={setCode} />
        </Field>
        <output>Code: {code || '(empty)'}</output>
      </div>
    );
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Field
      label="Enter the verification code from the email we sent to admin.with.a.very.long.address@example.com.au"
      hint="The code expires in 10 minutes. Paste it with or without the spaces and dashes shown in the email."
    >
      <OtpInput {...args} />
    </Field>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
