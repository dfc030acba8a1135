import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Text } from '../Text';
import { Grid } from './Grid';

const cards = (count: number, body = 'Summary for the selected period.') =>
  Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
    <Card key={index}>
      <Text weight="semibold">Card {index + 1}</Text>
      <Text tone="muted">{body}</Text>
    </Card>
  ));

const meta = {
  title: 'UI/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { columns: { mobile: '1', tablet: '2', desktop: '4' }, gap: 'large', children: cards(4) },
  argTypes: {
    columns: { control: 'select', options: ['1', '2', '3', '4', 'auto-fill-card'] },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two on tablets, four on desktops. */
export const Default: Story = {};

export const ThreeColumns: Story = { args: { columns: '3', children: cards(6) } };

/** As many columns of at least the card width as fit; the last row keeps the same widths. */
export const AutoFillCards: Story = { args: { columns: 'auto-fill-card', children: cards(7) } };

export const LongContent: Story = {
  args: {
    columns: '2',
    children: cards(
      4,
      'A long description that wraps inside its column instead of widening it, because the columns are minmax(0, 1fr): Pneumonoultramicroscopicsilicovolcanoconiosis.',
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
