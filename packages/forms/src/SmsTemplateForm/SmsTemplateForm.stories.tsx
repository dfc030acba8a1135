import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsTemplateForm } from './SmsTemplateForm';

const meta = {
  title: 'Forms/SmsTemplateForm',
  component: SmsTemplateForm,
  tags: ['autodocs'],
  args: {
    template: {
      type: 'appointment_booking',
      content:
        'Hi {{patientFirstName}}, your telehealth appointment with {{doctorName}} is booked for {{appointmentDate}} at {{appointmentTime}}.',
      isActive: true,
    },
    onSubmit: async () => {},
    onToggle: async () => {},
  },
} satisfies Meta<typeof SmsTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = {
  args: { template: { type: 'otp', content: 'Your code is {{otp}}.', isActive: false } },
};
export const WithError: Story = {
  args: {
    onSubmit: () => Promise.reject({ message: 'Activate the template before saving it', field: 'content' }),
  },
};
export const LongContent: Story = {
  args: {
    template: {
      type: 'prescription_refill_reminder',
      content: `Kia ora {{patientFirstName}}, ${'your prescription {{prescriptionId}} is due on {{refillDate}}. '.repeat(5)}`,
      isActive: true,
    },
  },
};
