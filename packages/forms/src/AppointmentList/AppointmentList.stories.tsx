import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PatientAppointment } from '@telehealth/contract';
import { AppointmentList } from './AppointmentList';

const upcoming: PatientAppointment = {
  id: 1,
  assessmentId: 3,
  practitionerId: 1,
  practitionerName: 'Sarah Chen',
  startsAt: '2026-03-09T22:30:00.000Z',
  durationMinutes: 15,
  status: 'scheduled',
  previousAppointmentId: null,
  canChange: true,
};

const meta = {
  title: 'Forms/AppointmentList',
  component: AppointmentList,
  tags: ['autodocs'],
  args: {
    appointments: [upcoming, { ...upcoming, id: 2, startsAt: '2026-03-02T23:00:00.000Z', canChange: false }],
    timeZone: 'Australia/Sydney',
    onReschedule: () => {},
    onCancel: async () => {},
  },
} satisfies Meta<typeof AppointmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming: one still changeable, one within 24 hours. */
export const Upcoming: Story = {};

/** Past appointments in every status. */
export const Past: Story = {
  args: {
    appointments: (['completed', 'cancelled', 'rescheduled', 'no_show'] as const).map((status, i) => ({
      ...upcoming,
      id: 10 + i,
      status,
      canChange: false,
      startsAt: new Date(Date.UTC(2026, 1, 20 - i, 23)).toISOString(),
    })),
  },
};

/** A patient in Adelaide (UTC+10:30 in summer). */
export const AdelaidePatient: Story = { args: { timeZone: 'Australia/Adelaide' } };

/** A long practitioner name. */
export const LongContent: Story = {
  args: {
    appointments: [
      { ...upcoming, practitionerName: 'Alexandra Konstantinopoulou-Fitzgerald', durationMinutes: 60 },
    ],
  },
};
