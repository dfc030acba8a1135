import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, Chart, LineChart } from './Chart';

// Fixed figures, so that the stories (and their screenshots) are the same every day.
const days = Array.from({ length: 30 }, (_, index) => {
  const day = `2026-03-${String(index + 1).padStart(2, '0')}`;
  const payments = (index * 7) % 5;
  return {
    day,
    payments,
    netCents: payments * 4_950,
    approved: (index * 3) % 4,
    declined: index % 3 === 0 ? 1 : 0,
    pending: (index * 5) % 3,
  };
});
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );
const shortDay = (day: string) => `${Number(day.slice(8))} Mar`;

const meta = {
  title: 'UI/Charts',
  component: Chart<(typeof days)[number]>,
  tags: ['autodocs'],
  args: {
    kind: 'bar',
    title: 'Payments per day',
    description: 'Last 30 days, Sydney time',
    data: days,
    xKey: 'day',
    series: [{ key: 'payments', label: 'Payments' }],
    xFormat: shortDay,
  },
} satisfies Meta<typeof Chart<(typeof days)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Revenue: Story = {
  render: () => (
    <LineChart
      title="Revenue by day"
      description="Net of refunds, AUD"
      data={days}
      xKey="day"
      series={[{ key: 'netCents', label: 'Net revenue', tone: 'positive' }]}
      valueFormat={dollars}
      xFormat={shortDay}
    />
  ),
};

export const StackedOutcomes: Story = {
  render: () => (
    <BarChart
      title="Assessments by outcome"
      data={days}
      xKey="day"
      stacked
      series={[
        { key: 'approved', label: 'Approved', tone: 'positive' },
        { key: 'declined', label: 'Declined', tone: 'critical' },
        { key: 'pending', label: 'Pending', tone: 'caution' },
      ]}
      xFormat={shortDay}
    />
  ),
};

export const Categories: Story = {
  render: () => (
    <BarChart
      title="Started → paid → approved"
      data={[
        { stage: 'Started', assessments: 412 },
        { stage: 'Paid', assessments: 301 },
        { stage: 'Approved', assessments: 254 },
      ]}
      xKey="stage"
      series={[{ key: 'assessments', label: 'Assessments' }]}
    />
  ),
};

export const Empty: Story = { args: { data: [], emptyLabel: 'No payments in this period.' } };

export const LongTitle: Story = {
  args: {
    title:
      'Payments per day across every assessment type, including those later refunded, counted in the clinic’s time zone',
    description:
      'A caption long enough to wrap onto a second line on a narrow screen, under a title that does too',
  },
};

export const DarkTheme: Story = { render: StackedOutcomes.render, globals: { theme: 'dark' } };
