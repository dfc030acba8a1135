import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactStatusForm } from './ContactStatusForm';

const meta = {
  title: 'Forms/ContactStatusForm',
  component: ContactStatusForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {}, onCancel: () => {}, defaultValues: { status: 'new' } },
} satisfies Meta<typeof ContactStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InProgress: Story = { args: { defaultValues: { status: 'in-progress' } } };

/** Updating, until the server answers. */
export const Updating: Story = { args: { onSubmit: () => new Promise(() => {}) } };

/** A status the contract does not know, as an old record might hold: the form says which are allowed. */
export const WithError: Story = {
  args: { defaultValues: { status: 'archived' as never } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

/** Every control off. */
export const Disabled: Story = { args: { disabled: true } };
