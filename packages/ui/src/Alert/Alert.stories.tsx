import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Validation rules', children: 'Duration must be between 5 and 60 minutes.' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'info', 'positive', 'caution', 'critical'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="neutral" title="Neutral">
        No documents found. Create your first document to get started.
      </Alert>
      <Alert tone="info" title="Info">
        Changes apply to new bookings only.
      </Alert>
      <Alert tone="positive" title="Positive">
        Settings are valid and within constraints
      </Alert>
      <Alert tone="caution" title="Caution">
        This practitioner is inactive.
      </Alert>
      <Alert tone="critical" title="Critical">
        Failed to load appointment settings. Please try again.
      </Alert>
    </div>
  ),
};

/** Error: announced at once with role="alert". */
export const WithError: Story = {
  args: { tone: 'critical', title: 'Sign in failed', children: 'Invalid email or password' },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'positive', children: 'Status updated' },
};

export const LongContent: Story = {
  args: {
    tone: 'caution',
    title: 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit',
    children:
      'Reduce the appointment duration or the hourly appointment limit of this practitioner so that the total booked time fits within one hour. Until then, saving is disabled and the existing duration stays in effect for new bookings.',
  },
};

/** With `onDismiss`, a close button named 'Dismiss' ends the alert. */
export const Dismissible: Story = {
  args: {
    tone: 'critical',
    title: 'Failed to delete document',
    children: 'Network request failed',
    onDismiss: fn(),
  },
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
