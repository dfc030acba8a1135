import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { WeekAgenda } from './WeekAgenda';
import { sampleItems, sampleTimeZone, sampleToday, sampleWeekStart } from './WeekAgenda.fixtures';

const meta = {
  title: 'UI/WeekAgenda',
  component: WeekAgenda,
  tags: ['autodocs'],
  args: {
    label: 'Appointments this week',
    weekStart: sampleWeekStart,
    timeZone: sampleTimeZone,
    today: sampleToday,
    items: sampleItems,
  },
} satisfies Meta<typeof WeekAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const WithActions: Story = {
  args: {
    items: sampleItems.map((item) => ({
      ...item,
      actions: (
        <Button size="sm" variant="outline">
          Open
        </Button>
      ),
    })),
  },
};

/** Long names and a busy day: text wraps inside its column, nothing overflows. */
export const LongContent: Story = {
  args: {
    items: [
      ...sampleItems,
      {
        id: 'long',
        startsAt: '2025-11-26T23:00:00Z',
        title: 'Maximilian Alexander Featherstonehaugh-Worthington',
        meta: 'Video consultation about a repeat prescription and a referral to a specialist',
        tone: 'info',
      },
      ...Array.from({ length: 6 }, (_, index) => ({
        id: `busy-${index}`,
        startsAt: `2025-11-27T0${index}:00:00Z`,
        title: `Patient ${index + 1}`,
        meta: 'Phone consultation',
      })),
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
