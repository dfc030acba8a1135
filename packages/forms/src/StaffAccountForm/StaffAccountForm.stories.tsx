import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@telehealth/contract';
import { StaffAccountForm } from './StaffAccountForm';

const meta = {
  title: 'Forms/StaffAccountForm',
  component: StaffAccountForm,
  tags: ['autodocs'],
  args: { submitLabel: 'Add Content Writer', onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof StaffAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmailTaken: Story = {
  args: {
    onSubmit: async () => {
      throw { message: authMessages.emailTaken, field: 'email' };
    },
  },
};
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
