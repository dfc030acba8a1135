import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppointmentDurationForm } from './AppointmentDurationForm';

const meta = {
  title: 'Forms/AppointmentDurationForm',
  component: AppointmentDurationForm,
  tags: ['autodocs'],
  args: {
    appointmentLimit: 4,
    defaultValues: { appointmentDuration: 15 },
    onSubmit: async () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof AppointmentDurationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid duration: the green note, Save enabled. */
export const Valid: Story = {};

/** Below the 5-minute minimum. */
export const TooShort: Story = { args: { defaultValues: { appointmentDuration: 4 } } };

/** Over the 60-minute maximum. */
export const TooLong: Story = { args: { defaultValues: { appointmentDuration: 61 } } };

/** 20 minutes × 4 appointments an hour is 80 minutes: more than an hour. */
export const OverCapacity: Story = { args: { defaultValues: { appointmentDuration: 20 } } };

/** Saving, until the server answers. */
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };

/** Every control off. */
export const Disabled: Story = { args: { disabled: true } };

/** The longest message, with the largest numbers the field allows. */
export const LongContent: Story = {
  args: { appointmentLimit: 12, defaultValues: { appointmentDuration: 60 } },
};
