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
