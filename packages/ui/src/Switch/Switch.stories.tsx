import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field';
import { Stack } from '../Stack';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Active' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'SMS reminders', description: 'Sent to patients the day before their appointment.' },
};

/** Inside a Field: the Field's label names the switch. */
export const InField: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field label="Email notifications" hint="New contact messages are emailed to the admins.">
      <Switch {...args} defaultChecked />
    </Field>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Stack gap="small">
      <Switch label="Disabled" disabled />
      <Switch label="Disabled and on" disabled defaultChecked />
    </Stack>
  ),
};

export const WithError: Story = {
  render: () => (
    <Field label="SMS notifications" error="Add an SMS provider before switching notifications on">
      <Switch />
    </Field>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'Allow patients to book follow-up consultations without a new assessment within thirty days',
    description: 'Follow-ups are charged at the standard consultation fee and need an active prescription.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  render: () => (
    <Stack gap="small">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" disabled />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
