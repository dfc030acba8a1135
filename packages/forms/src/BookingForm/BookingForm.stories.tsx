import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AvailabilitySlot } from '@telehealth/contract';
import { BookingForm } from './BookingForm';

const practitioners = [
  { id: 2, name: 'James Wilson', specialization: "Men's Health", durationMinutes: 20 },
  { id: 1, name: 'Sarah Chen', specialization: 'General Practice', durationMinutes: 15 },
];

/** Weekdays from Friday 6 March 2026, 9:00 to 12:00 in Sydney every 15 minutes. */
const slots: AvailabilitySlot[] = [0, 3, 4, 5, 6].flatMap((day) =>
  Array.from({ length: 12 }, (_, i) => ({
    startsAt: new Date(Date.UTC(2026, 2, 5 + day, 22, i * 15)).toISOString(),
    practitionerIds: i % 3 === 0 ? [1, 2] : [1],
  })),
);

const meta = {
  title: 'Forms/BookingForm',
  component: BookingForm,
  tags: ['autodocs'],
  args: {
    practitioners,
    practitioner: 'first',
    onPractitionerChange: () => {},
    slots,
    timeZone: 'Australia/Sydney',
    onSubmit: async () => {},
  },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'First available', days in the patient's zone (Sydney). */
export const Default: Story = {};

/** The same slots for a patient in Perth: other times, other zone name. */
export const PerthPatient: Story = { args: { timeZone: 'Australia/Perth' } };

/** One practitioner chosen. */
export const OnePractitioner: Story = { args: { practitioner: 1 } };

/** Slots loading. */
export const Loading: Story = { args: { slots: undefined } };

/** No slot in the next 14 days. */
export const Empty: Story = { args: { slots: [] } };

/** The slots failed to load. */
export const LoadError: Story = { args: { slotsError: 'Failed to load available times. Please try again.' } };

/** The slot was taken meanwhile (409). */
export const SlotTaken: Story = {
  args: {
    onSubmit: () => Promise.reject(new Error('This time is no longer available. Please choose another.')),
  },
};

/** Every control off. */
export const Disabled: Story = { args: { disabled: true } };

/** Long names and specialties. */
export const LongContent: Story = {
  args: {
    practitioners: [
      ...practitioners,
      {
        id: 3,
        name: 'Alexandra Konstantinopoulou-Fitzgerald',
        specialization: 'Sexual Health, Endocrinology and Weight Management',
        durationMinutes: 30,
      },
    ],
  },
};
