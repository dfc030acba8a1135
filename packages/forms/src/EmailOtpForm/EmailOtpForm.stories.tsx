import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailOtpForm } from './EmailOtpForm';

const meta = {
  title: 'Forms/EmailOtpForm',
  component: EmailOtpForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof EmailOtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
