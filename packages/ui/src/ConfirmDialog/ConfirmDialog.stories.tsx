import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { toast } from '../Toast';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: { story: { inline: false, height: '320px' } },
  },
  args: {
    open: true,
    title: 'Delete Document',
    description: 'Are you sure you want to delete this document? This action cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'critical',
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  // Controlled by the story, so Cancel and Delete really close it; the button opens it again.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        trigger={
          <Button variant="solid" tone="critical">
            Delete
          </Button>
        }
      />
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legal-document deletion, in the product's exact words. */
export const DeleteDocument: Story = {};

/** `onConfirm` returns a promise: the button reads 'Deleting...' until it settles (two seconds here). */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 2000))) },
};

/** Disabled: the caller's own busy flag (e.g. a mutation in flight) disables both buttons. */
export const Disabled: Story = { args: { busy: true } };

/** Error: the promise rejects, the dialog stays open and the caller shows a toast. */
export const WithError: Story = {
  args: {
    onConfirm: fn(() =>
      new Promise((_, reject) => setTimeout(() => reject(new Error('Network request failed')), 800)).catch(
        (error: Error) => {
          toast({ title: 'Failed to delete document', description: error.message, tone: 'critical' });
          throw error;
        },
      ),
    ),
  },
};

/** A harmless confirmation with a primary button. */
export const Primary: Story = {
  args: {
    title: 'Publish Document',
    description: 'Patients will see the new version from now on.',
    confirmLabel: 'Publish',
    busyLabel: 'Publishing...',
    tone: 'brand',
  },
};

export const LongContent: Story = {
  args: {
    title: 'Delete the practitioner Dr Alexandra Montgomery-Williamson and every appointment slot',
    description:
      'Are you sure you want to delete this practitioner? Their future appointments are cancelled and every patient is notified by email and SMS. Past consultations stay in the records. This action cannot be undone.',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
