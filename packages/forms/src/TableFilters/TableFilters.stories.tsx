import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableFilters } from './TableFilters';

const meta = {
  title: 'Forms/TableFilters',
  component: TableFilters,
  tags: ['autodocs'],
  args: {
    label: 'Appointment filters',
    values: {},
    onApply: () => {},
    fields: [
      { kind: 'search', name: 'q', label: 'Patient', hint: 'Name or email' },
      { kind: 'date', name: 'from', label: 'From' },
      { kind: 'date', name: 'to', label: 'To' },
      {
        kind: 'select',
        name: 'status',
        label: 'Status',
        allLabel: 'All statuses',
        options: [
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'cancelled', label: 'Cancelled' },
        ],
      },
    ],
  },
} satisfies Meta<typeof TableFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filtered: Story = { args: { values: { q: 'chen', status: 'scheduled', from: '2026-11-01' } } };
