import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    gap: 'small',
    children: [
      <Button key="save">Save Changes</Button>,
      <Button key="cancel" variant="outline">
        Cancel
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pushes the children apart: a toolbar with a title at one end and actions at the other. */
export const SpaceBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <strong key="title">Legal Documents</strong>,
      <Button key="create" size="sm">
        Create Document
      </Button>,
    ],
  },
};

export const Disabled: Story = {
  args: {
    children: [
      <Button key="save" disabled>
        Save Changes
      </Button>,
      <Button key="cancel" variant="outline" disabled>
        Cancel
      </Button>,
    ],
  },
};

/** Children wrap onto new lines when the row is full. */
export const LongContent: Story = {
  args: {
    gap: 'xsmall',
    children: Array.from({ length: 18 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
      <Button key={index} variant="soft" size="sm">
        Appointment slot {index + 1}
      </Button>
    )),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
