import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from '../Card';
import { InfoIcon, WarningIcon } from '../Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <InfoIcon />,
    title: 'No documents found',
    description: 'Create your first document to get started.',
    action: <Button>Create Document</Button>,
  },
  render: (args) => (
    <Card>
      <EmptyState {...args} />
    </Card>
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'No messages yet', icon: undefined },
};

/** Disabled: the action is unavailable (e.g. the user may not create documents). */
export const Disabled: Story = { args: { action: <Button disabled>Create Document</Button> } };

/** Error: a failed load, with a retry. */
export const WithError: Story = {
  args: {
    icon: <WarningIcon />,
    title: 'Failed to load documents',
    description: 'Check your connection and try again.',
    action: <Button variant="outline">Try again</Button>,
  },
};

export const LongContent: Story = {
  args: {
    title: 'No appointments match the filters you selected for this practitioner in the chosen period',
    description:
      'Try a wider date range, another practitioner, or clear the status filter. Appointments cancelled more than ninety days ago are archived and only appear in the yearly export.',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
