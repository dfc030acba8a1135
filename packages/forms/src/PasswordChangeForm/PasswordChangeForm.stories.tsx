import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChangeForm } from './PasswordChangeForm';

const meta = {
  title: 'Forms/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Dark: Story = { globals: { theme: 'dark' } };
