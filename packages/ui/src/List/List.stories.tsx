import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { FileIcon, PaperclipIcon } from '../Icons';
import { Text } from '../Text';
import { List } from './List';

const meta = {
  title: 'UI/List',
  component: List,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list without browser markers or indent, with a gap from the theme and `role="list"` kept for Safari. Rich text keeps its bullets and numbers.',
      },
    },
  },
  args: {
    'aria-label': 'Attachments',
    gap: 'small',
    children: ['referral-letter.pdf', 'blood-test-results.pdf', 'skin-photo.jpg'].map((name) => (
      <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <PaperclipIcon />
        <Text as="span">{name}</Text>
      </li>
    )),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An ordered list (a message log, steps): the order is announced, no '1.' markers are drawn. */
export const Ordered: Story = {
  args: {
    as: 'ol',
    'aria-label': 'Messages',
    gap: 'medium',
    children: ['Hello, I have a question about my prescription.', 'Of course, how can I help?'].map(
      (message) => (
        <li key={message}>
          <Card padding="medium">
            <Text>{message}</Text>
          </Card>
        </li>
      ),
    ),
  },
};

/** Items across the row, wrapping when they run out of room. */
export const Row: Story = {
  args: {
    direction: 'row',
    wrap: true,
    'aria-label': 'Statuses',
    children: ['New', 'In progress', 'Resolved', 'Closed'].map((status) => (
      <li key={status}>
        <Badge>{status}</Badge>
      </li>
    )),
  },
};

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 12 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
      <li key={index} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <FileIcon />
        <Text as="span">
          Pathology report {index + 1} from the referring practitioner, with the full history of the
          condition.pdf
        </Text>
      </li>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
