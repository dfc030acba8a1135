import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestSmsForm } from './TestSmsForm';

const meta = {
  title: 'Forms/TestSmsForm',
  component: TestSmsForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof TestSmsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prescription: Story = {};
export const Appointment: Story = { args: { defaultValues: { messageType: 'appointment' } } };
export const Sending: Story = {
  args: { defaultValues: { phoneNumber: '0412 345 678' }, onSubmit: () => new Promise(() => {}) },
};

/** Every control off, for example while SMS delivery is not configured. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: { phoneNumber: '0412 345 678' } },
};

/** Long names in the sample values. */
export const LongContent: Story = {
  args: {
    defaultValues: {
      phoneNumber: '+61 412 345 678',
      messageType: 'appointment',
      patientName: 'Alexandra Montgomery-Williamson-Fitzgerald',
      doctorName: 'Dr Bartholomew Christopher Featherstonehaugh-Abernethy',
    },
  },
};
