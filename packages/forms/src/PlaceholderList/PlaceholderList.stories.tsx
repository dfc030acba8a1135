import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderList } from './PlaceholderList';

const meta = {
  title: 'Forms/PlaceholderList',
  component: PlaceholderList,
  tags: ['autodocs'],
  args: { placeholders: ['firstName', 'lastName', 'otp', 'expiryMinutes'] },
} satisfies Meta<typeof PlaceholderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const Insertable: Story = { args: { onInsert: () => {} } };
export const Disabled: Story = { args: { onInsert: () => {}, disabled: true } };
