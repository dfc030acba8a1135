import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Legal Documents' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
      <Heading level={5}>Heading level 5</Heading>
      <Heading level={6}>Heading level 6</Heading>
    </div>
  ),
};

/** A level-2 heading that looks like a small one, for a dense admin card. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'small', children: 'Submission Information' },
};

export const Muted: Story = { args: { level: 3, tone: 'muted', children: 'Management' } };

export const LongContent: Story = {
  args: {
    level: 1,
    children:
      'Appointment Duration Settings for every practitioner, with validation of the hourly capacity and appointment limits',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Heading {...args} />
    </div>
  ),
};
