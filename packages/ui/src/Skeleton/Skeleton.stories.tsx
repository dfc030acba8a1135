import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', lines: 3, label: 'Loading documents' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shapes: Story = {
  render: () => (
    <Stack gap="large">
      <Skeleton shape="text" />
      <Skeleton shape="rect" />
      <Skeleton shape="circle" />
    </Stack>
  ),
};

/** A card placeholder: an avatar, a name and two lines, announced once as 'Loading practitioner'. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card>
      <Stack gap="medium">
        <Inline gap="medium" wrap={false}>
          <Skeleton shape="circle" label="Loading practitioner" />
          <Skeleton width="50%" />
        </Inline>
        <Skeleton lines={2} />
      </Stack>
    </Card>
  ),
};

/** Without a label: silent, for placeholders inside a region that another skeleton already announces. */
export const WithoutLabel: Story = { args: { label: undefined, lines: 1 } };

export const LongContent: Story = { args: { lines: 12 } };

export const DarkTheme: Story = { ...Shapes, globals: { theme: 'dark' } };
