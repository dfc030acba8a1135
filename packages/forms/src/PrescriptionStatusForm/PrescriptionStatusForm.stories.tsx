import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrescriptionStatusForm } from './PrescriptionStatusForm';

const meta = {
  title: 'Forms/PrescriptionStatusForm',
  component: PrescriptionStatusForm,
  tags: ['autodocs'],
  args: { currentStatus: 'preparing', onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof PrescriptionStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {};

export const ReadyToPost: Story = { args: { currentStatus: 'ready' } };

export const Posted: Story = { args: { currentStatus: 'posted', defaultTrackingNumber: 'AP123456789AU' } };

export const Delivered: Story = { args: { currentStatus: 'delivered' } };

export const WithErrors: Story = {
  args: {
    currentStatus: 'ready',
    onSubmit: async () => {
      throw {
        status: 409,
        message: 'This prescription’s status changed while you were updating it. Reload it and try again.',
      };
    },
  },
};

export const Disabled: Story = { args: { currentStatus: 'ready', disabled: true } };
