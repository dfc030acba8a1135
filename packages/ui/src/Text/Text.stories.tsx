import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children: 'Take a short assessment, talk with a practitioner, and receive your prescription by post.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text {...args} tone="default">
        Default
      </Text>
      <Text {...args} tone="muted">
        Muted
      </Text>
      <Text {...args} tone="neutral">
        Neutral
      </Text>
      <Text {...args} tone="info">
        Info
      </Text>
      <Text {...args} tone="positive">
        Settings are valid and within constraints
      </Text>
      <Text {...args} tone="caution">
        Caution
      </Text>
      <Text {...args} tone="critical">
        Failed to load appointment settings. Please try again.
      </Text>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text {...args} size="xsmall" />
      <Text {...args} size="small" />
      <Text {...args} size="medium" />
      <Text {...args} size="large" />
    </div>
  ),
};

/** Error text, as a form-level message. */
export const Critical: Story = {
  args: { tone: 'critical', weight: 'medium', children: 'Failed to update submission status' },
};

/** Clamped to three lines, like the legal document preview. */
export const LongContent: Story = {
  args: {
    maxLines: 3,
    children:
      'This privacy policy explains how we collect, use, store and disclose your personal information, including health information, when you use our online assessment, consultation and prescription services. It also explains how you can access and correct the information we hold about you, how to make a complaint, and how we will deal with it.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Text {...args} />
    </div>
  ),
};
