import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button';
import { dismissToast, type ToastOptions, toast } from './toastStore';

/**
 * Shows one toast when the story opens (kept open so it can be inspected) and offers a button
 * that shows it again. Storybook's preview mounts the `<Toaster />`, as an app does once.
 */
function ToastDemo(props: ToastOptions) {
  useEffect(() => {
    toast({ ...props, duration: Number.POSITIVE_INFINITY });
    return () => dismissToast();
  }, [props]);
  return (
    <Button variant="outline" onClick={() => toast(props)}>
      Show toast
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Call `toast({ title, description?, variant?, duration? })` from anywhere; mount `<Toaster />` once.',
      },
    },
  },
  args: { title: 'Logged out successfully', variant: 'default' },
  argTypes: { variant: { control: 'select', options: ['default', 'success', 'warning', 'destructive'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = {
  args: { title: 'Success', description: 'Legal document created successfully', variant: 'success' },
};

export const Warning: Story = {
  args: { title: 'Validation Error', description: 'Duration must be at least 5 minutes', variant: 'warning' },
};

/** Error: destructive toasts are announced assertively. */
export const Destructive: Story = {
  args: { title: 'Logout failed', description: 'Network request failed', variant: 'destructive' },
};

export const LongContent: Story = {
  args: {
    title: 'Submission Failed',
    description:
      'There was an error submitting your email. Please try again. If the problem continues, contact support and quote the time of the attempt so we can find it in the logs.',
    variant: 'destructive',
  },
};
