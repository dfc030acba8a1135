import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Forms/MessageComposer',
  component: MessageComposer,
  tags: ['autodocs'],
  args: { label: 'Message', connected: true, onSubmit: () => true },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The socket is still connecting: sending keeps the text and says it was not sent. */
export const Connecting: Story = { args: { connected: false, defaultValues: { content: 'Hello doctor' } } };

/** The admin's broadcast to every patient. */
export const Broadcast: Story = { args: { label: 'Broadcast message', sendLabel: 'Send broadcast' } };

/** A conversation that cannot be written to, and why. */
export const ReadOnly: Story = {
  args: { disabledReason: 'Choose the patient from the list to reply about this assessment.' },
};

/** Every control off. */
export const Disabled: Story = { args: { disabled: true } };

/** A long draft: the box grows to eight lines, then scrolls. */
export const LongContent: Story = {
  args: {
    defaultValues: {
      content: Array.from(
        { length: 12 },
        (_, line) =>
          `Line ${line + 1}: https://example.com/a/very/long/link/that/must/wrap/on/a/phone/${line}`,
      ).join('\n'),
    },
  },
};
