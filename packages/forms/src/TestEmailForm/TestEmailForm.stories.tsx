import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestEmailForm } from './TestEmailForm';

const meta = {
  title: 'Forms/TestEmailForm',
  component: TestEmailForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof TestEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const RescheduledAppointment: Story = {
  args: {
    defaultValues: { templateType: 'appointment_rescheduled_patient', recipientEmail: 'ada@example.com' },
  },
};
export const PractitionerReminder: Story = {
  args: {
    defaultValues: { templateType: 'practitioner_appointment_reminder', recipientEmail: 'ada@example.com' },
  },
};

/** Every control off, for example while email delivery is not configured. */
export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValues: { templateType: 'practitioner_appointment_reminder', recipientEmail: 'ada@example.com' },
  },
};

/** A recipient address longer than the field. */
export const LongContent: Story = {
  args: {
    defaultValues: {
      templateType: 'appointment_rescheduled_patient',
      recipientEmail:
        'alexandra.montgomery-williamson.practice-manager@southern-highlands-family-medical-centre.com.au',
    },
  },
};
