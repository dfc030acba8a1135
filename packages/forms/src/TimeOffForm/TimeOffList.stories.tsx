import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeOffList } from './TimeOffList';

const now = new Date('2026-03-01T00:00:00.000Z');

const meta = {
  title: 'Forms/TimeOffList',
  component: TimeOffList,
  tags: ['autodocs'],
  args: {
    timeZone: 'Australia/Sydney',
    now,
    onRemove: async () => {},
    items: [
      {
        id: 1,
        startsAt: '2026-03-01T22:00:00.000Z',
        endsAt: '2026-03-06T06:00:00.000Z',
        reason: 'Conference',
      },
      { id: 2, startsAt: '2026-04-05T23:00:00.000Z', endsAt: '2026-04-10T07:00:00.000Z', reason: null },
    ],
  },
} satisfies Meta<typeof TimeOffList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { items: [] } };
export const RemoveFails: Story = {
  args: {
    onRemove: async () => {
      throw { message: 'Time off not found' };
    },
  },
};
export const Removing: Story = { args: { onRemove: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    items: [
      {
        id: 3,
        startsAt: '2026-06-01T00:00:00.000Z',
        endsAt: '2026-08-31T00:00:00.000Z',
        reason:
          'Long service leave, then a fortnight of training in rural and remote telehealth at the college',
      },
    ],
  },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
