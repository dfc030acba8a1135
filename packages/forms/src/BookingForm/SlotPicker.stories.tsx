import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlotPicker } from './SlotPicker';

const meta = {
  title: 'Forms/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: {
    slots: [0, 1, 4].flatMap((day) =>
      [0, 1, 2, 3].map((i) => ({
        startsAt: new Date(Date.UTC(2026, 2, 5 + day, 22, i * 15)).toISOString(),
        practitionerIds: [1],
      })),
    ),
    timeZone: 'Australia/Sydney',
    value: null,
    onChange: () => {},
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days in Sydney time; a day shows its times. */
export const Default: Story = {};

/** The same instants in Adelaide (half-hour zone). */
export const Adelaide: Story = { args: { timeZone: 'Australia/Adelaide' } };

/** Loading. */
export const Loading: Story = { args: { slots: undefined } };

/** Nothing free. */
export const Empty: Story = { args: { slots: [] } };

/** The slots failed to load. */
export const LoadError: Story = { args: { error: 'Failed to load available times. Please try again.' } };

/** Every radio off. */
export const Disabled: Story = { args: { disabled: true } };
