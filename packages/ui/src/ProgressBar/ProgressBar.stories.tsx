import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 2, max: 5, label: 'Step 2 of 5' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Start: Story = { args: { value: 0, label: 'Step 1 of 5' } };

export const Complete: Story = { args: { value: 5, label: 'Review your answers' } };
