import type { Meta, StoryObj } from '@storybook/react-vite';
import { RescheduleDialog } from './RescheduleDialog';

const meta = {
  title: 'Forms/RescheduleDialog',
  component: RescheduleDialog,
  tags: ['autodocs'],
  args: {
    appointment: {
      id: 4,
      assessmentId: 3,
      practitionerId: 1,
      practitionerName: 'Sarah Chen',
      startsAt: '2026-03-05T22:30:00.000Z',
      durationMinutes: 15,
      status: 'scheduled',
      previousAppointmentId: null,
      canChange: true,
    },
    onClose: () => {},
    slots: [0, 1, 2, 3].map((i) => ({
      startsAt: new Date(Date.UTC(2026, 2, 8, 22, i * 15)).toISOString(),
      practitionerIds: [1],
    })),
    timeZone: 'Australia/Sydney',
    onSubmit: async () => {},
  },
} satisfies Meta<typeof RescheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, choosing a new time. */
export const Default: Story = {};

/** Slots loading. */
export const Loading: Story = { args: { slots: undefined } };

/** Too late to change (the server's 409). */
export const TooLate: Story = {
  args: {
    onSubmit: () =>
      Promise.reject(new Error('Appointments can only be changed up to 24 hours before they start.')),
  },
};
