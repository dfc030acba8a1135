import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportRangeForm } from './ReportRangeForm';

const meta = {
  title: 'Forms/ReportRangeForm',
  component: ReportRangeForm,
  tags: ['autodocs'],
  args: { value: { from: '2026-08-03', to: '2026-09-01' }, onApply: () => {} },
} satisfies Meta<typeof ReportRangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
