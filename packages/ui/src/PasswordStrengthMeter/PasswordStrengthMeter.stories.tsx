import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Field } from '../Field';
import { Input } from '../Input';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { sampleRequirements } from './PasswordStrengthMeter.fixtures';

const meta = {
  title: 'UI/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  args: { password: 'Password1', requirements: sampleRequirements },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { password: '' } };

export const Fair: Story = { args: { password: 'aaaaaaaaaaaa' } };

export const Strong: Story = { args: { password: 'Abcdefgh1!' } };

/** Type a password to watch the meter follow it. */
export const WithPasswordField: Story = {
  render: (args) => {
    const [password, setPassword] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Field label="New Password">
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <PasswordStrengthMeter {...args} password={password} />
      </div>
    );
  },
};

/** Error: a weak password with every requirement unmet but one. */
export const Weak: Story = { args: { password: 'abc' } };

export const LongContent: Story = {
  args: {
    password: 'Abc',
    requirements: [
      {
        id: 'length',
        message:
          'Password must be at least 8 characters, and longer passwords made of several unrelated words are much harder to guess',
        test: (value: string) => value.length >= 8,
      },
      {
        id: 'upper',
        message: 'Must contain at least one uppercase letter',
        test: (v: string) => /[A-Z]/.test(v),
      },
    ],
    hint: 'Use 12 or more characters for a stronger password. A passphrase of four random words is easy to remember and hard to guess.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { password: 'Passw0rd!' } };
