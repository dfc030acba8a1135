import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'medium',
    children: [
      <Button key="save">Save Changes</Button>,
      <Button key="cancel" variant="outline">
        Cancel
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { align: 'start' } };

export const Row: Story = { args: { direction: 'row', align: 'center' } };

/** A column on phones that becomes a row from tablets up. */
export const Responsive: Story = { args: { direction: { mobile: 'column', tablet: 'row' } } };

export const LongContent: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'small',
    children: Array.from({ length: 14 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
      <Button key={index} variant="soft" size="sm">
        Appointment slot {index + 1}
      </Button>
    )),
  },
};
