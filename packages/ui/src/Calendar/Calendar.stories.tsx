import type { Meta, StoryObj } from '@storybook/react-vite';
import { endOfWeek, format, startOfWeek } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { useState } from 'react';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Calendar, type DateRange } from './Calendar';

// Pinned, so that the stories (and their screenshots) show the same month every day.
const today = new Date(2025, 10, 24);

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: { label: 'Appointment date', today, defaultMonth: today },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

function SingleDemo(props: Partial<Parameters<typeof Calendar>[0]>) {
  const [selected, setSelected] = useState<Date | undefined>(new Date(2025, 10, 26));
  return (
    <Calendar
      label="Appointment date"
      today={today}
      {...props}
      mode="single"
      selected={selected}
      onSelect={setSelected}
      footer={selected ? `${format(selected, 'EEEE d MMMM', { locale: enAU })} selected` : 'Pick a day.'}
    />
  );
}

export const Default: Story = { render: () => <SingleDemo /> };

export const Empty: Story = {};

function RangeDemo() {
  const [range, setRange] = useState<DateRange | undefined>({
    from: new Date(2025, 10, 18),
    to: new Date(2025, 10, 21),
  });
  return <Calendar mode="range" label="Leave" today={today} selected={range} onSelect={setRange} />;
}

export const Range: Story = { render: () => <RangeDemo /> };

function WeekPickerDemo() {
  const [week, setWeek] = useState<Date>(today);
  return (
    <Stack gap="small">
      <Calendar
        label="Week"
        today={today}
        selectedWeek={week}
        onSelect={(date) => date && setWeek(date)}
        showWeekNumber
      />
      <Text tone="muted">
        Week of {format(startOfWeek(week, { weekStartsOn: 1 }), 'd MMM', { locale: enAU })} to{' '}
        {format(endOfWeek(week, { weekStartsOn: 1 }), 'd MMM yyyy', { locale: enAU })}
      </Text>
    </Stack>
  );
}

/** Picking a week for the practitioner's week view: any press selects the week it falls in. */
export const WeekPicker: Story = { render: () => <WeekPickerDemo /> };

export const WeekNumbers: Story = { args: { showWeekNumber: true } };

/** Weekends and past days unavailable: greyed and struck through. */
export const DisabledDays: Story = {
  render: () => <SingleDemo disabled={[{ before: today }, { dayOfWeek: [0, 6] }]} />,
};

export const Disabled: Story = { args: { disabled: true } };

export const SundayFirst: Story = { args: { weekStartsOn: 0 } };

export const LongContent: Story = {
  args: {
    footer:
      'Appointments can be booked up to twelve weeks ahead. Days without an available practitioner are greyed out and cannot be picked.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
};

export const Phone: Story = {
  render: () => <SingleDemo showWeekNumber />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = {
  render: () => (
    <Stack gap="large">
      <SingleDemo disabled={{ dayOfWeek: [0, 6] }} />
      <Calendar
        mode="range"
        label="Leave"
        today={today}
        selected={{ from: new Date(2025, 10, 18), to: new Date(2025, 10, 21) }}
      />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
