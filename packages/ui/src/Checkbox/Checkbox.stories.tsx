import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Active' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { label: 'Active', description: 'Inactive practitioners cannot be booked.', defaultChecked: true },
};

export const States: Story = {
  render: () => (
    <Stack gap="small">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
    </Stack>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Stack gap="small">
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
    </Stack>
  ),
};

/** Error: inside a Field, which marks it invalid and announces the message. */
export const WithError: Story = {
  render: () => (
    <Field label="I accept the terms of use" error="You must accept the terms" required>
      <Checkbox name="terms" />
    </Field>
  ),
};

export const LongContent: Story = {
  args: {
    label:
      'Send appointment reminders by SMS to patients who have given consent, the day before their consultation',
    description:
      'Messages use the SMS template selected in the settings and count towards the monthly quota of the provider account.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...States, globals: { theme: 'dark' } };
