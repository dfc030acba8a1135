import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecoveryCodes } from './RecoveryCodes';
import { sampleRecoveryCodes } from './sample';

const meta = {
  title: 'Forms/RecoveryCodes',
  component: RecoveryCodes,
  tags: ['autodocs'],
  args: { codes: sampleRecoveryCodes },
} satisfies Meta<typeof RecoveryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDone: Story = { args: { onDone: () => {} } };
