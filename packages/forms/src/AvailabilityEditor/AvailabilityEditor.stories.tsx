import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AvailabilitySaveResult, practitionerMessages } from '@telehealth/contract';
import { bookedAppointments } from '../internal/scheduleSamples';
import { AvailabilityEditor } from './AvailabilityEditor';

const week = {
  timezone: 'Australia/Sydney',
  ranges: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 3, start: '10:00', end: '14:00' },
    { weekday: 5, start: '08:30', end: '16:30' },
  ],
};

const meta = {
  title: 'Forms/AvailabilityEditor',
  component: AvailabilityEditor,
  tags: ['autodocs'],
  args: {
    value: week,
    onSave: async ({ ranges }): Promise<AvailabilitySaveResult> => ({
      ...week,
      ranges,
      saved: true,
      conflicts: [],
    }),
  },
} satisfies Meta<typeof AvailabilityEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: { timezone: 'Australia/Perth', ranges: [] } } };
/** Save answers with booked appointments outside the hours until 'Save anyway'. */
export const Conflicts: Story = {
  args: {
    onSave: async ({ ranges, confirm }) => ({
      ...week,
      ranges,
      saved: confirm,
      conflicts: bookedAppointments,
    }),
  },
};
export const ServerError: Story = {
  args: {
    onSave: async () => {
      throw { message: practitionerMessages.overlap, field: 'ranges.1.start' };
    },
  },
};
export const Saving: Story = { args: { onSave: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    value: {
      timezone: 'Australia/Lord_Howe',
      ranges: Array.from({ length: 8 }, (_, index) => ({
        weekday: 2,
        start: `${String(6 + index * 2).padStart(2, '0')}:00`,
        end: `${String(7 + index * 2).padStart(2, '0')}:30`,
      })),
    },
  },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
