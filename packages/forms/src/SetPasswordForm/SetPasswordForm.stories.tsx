import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminPeopleMessages } from '@telehealth/contract';
import { SetPasswordForm } from './SetPasswordForm';

const meta = {
  title: 'Forms/SetPasswordForm',
  component: SetPasswordForm,
  tags: ['autodocs'],
  args: { email: 'mia.rossi@example.com', onSubmit: async () => {} },
} satisfies Meta<typeof SetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LinkExpired: Story = {
  args: {
    onSubmit: async () => {
      throw { message: adminPeopleMessages.linkInvalid };
    },
  },
};
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: { email: 'alexandra.featherstonehaugh-abernethy@very-long-clinic-name.example.com.au' },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
