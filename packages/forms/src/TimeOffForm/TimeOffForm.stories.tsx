import type { Meta, StoryObj } from '@storybook/react-vite';
import { practitionerMessages, type TimeOffSaveResult } from '@telehealth/contract';
import { bookedAppointments } from '../internal/scheduleSamples';
import { TimeOffForm } from './TimeOffForm';

const meta = {
  title: 'Forms/TimeOffForm',
  component: TimeOffForm,
  tags: ['autodocs'],
  args: {
    timeZone: 'Australia/Sydney',
    onSave: async ({ startsAt, endsAt, reason }): Promise<TimeOffSaveResult> => ({
      saved: true,
      timeOff: { id: 1, startsAt, endsAt, reason },
      conflicts: [],
    }),
  },
} satisfies Meta<typeof TimeOffForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The first send answers with booked appointments in the time off; 'Add anyway' adds it. */
export const Conflicts: Story = {
  args: {
    onSave: async ({ startsAt, endsAt, reason, confirm }): Promise<TimeOffSaveResult> => ({
      saved: confirm,
      timeOff: confirm ? { id: 1, startsAt, endsAt, reason } : null,
      conflicts: bookedAppointments,
    }),
  },
};
export const ServerError: Story = {
  args: {
    onSave: async () => {
      throw { message: practitionerMessages.timeOffTooLong, field: 'endsAt' };
    },
  },
};
export const Saving: Story = { args: { onSave: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = { args: { timeZone: 'Australia/Lord_Howe' } };
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
