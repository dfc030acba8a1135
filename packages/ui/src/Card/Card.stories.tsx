import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Text } from '../Text';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: { children: <Text>A simple card holds any content with padding and a border.</Text> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithParts: Story = {
  args: {
    as: 'article',
    children: (
      <>
        <Card.Header>
          <Card.Title>Dr. Amelia Chen</Card.Title>
          <Card.Description>General Practice</Card.Description>
        </Card.Header>
        <Card.Content>
          <Text size="small">Current Duration: 15 minutes</Text>
          <Text size="small">Appointment Limit: 4 per hour</Text>
        </Card.Content>
        <Card.Footer>
          <Button variant="outline" size="sm">
            Edit Duration
          </Button>
        </Card.Footer>
      </>
    ),
  },
};

export const Muted: Story = {
  args: { tone: 'muted', children: <Text size="small">Duration must be between 5 and 60 minutes.</Text> },
};

/** Error: a card whose content failed to load. */
export const WithError: Story = {
  args: {
    children: (
      <Text tone="critical" weight="medium">
        Failed to load appointment settings. Please try again.
      </Text>
    ),
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <Card.Header>
          <Card.Title>
            Privacy Policy for online consultations, assessments and prescription delivery
          </Card.Title>
          <Card.Description>Version 12 · Updated 21/11/2026</Card.Description>
        </Card.Header>
        <Card.Content>
          <Text>
            {'We collect personal and health information only to provide the services you ask for. '.repeat(
              6,
            )}
          </Text>
        </Card.Content>
      </>
    ),
  },
};
