import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'UI/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Email', placeholder: 'name@example.com', type: 'email' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@example.com' } };

export const ReadOnly: Story = {
  args: { readOnly: true, 'aria-label': 'Country', defaultValue: 'Australia', type: 'text' },
};

/** Invalid styling comes from aria-invalid, which Field sets when it has an error. */
export const WithError: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    type: 'text',
    'aria-label': 'Title',
    defaultValue:
      'Privacy Policy for the online consultation, assessment, prescription and medication delivery service, effective from 1 July',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Input {...args} />
    </div>
  ),
};
