import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button';
import { tones } from '../theme/tokens';
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
          'Call `toast({ title, description?, tone?, duration? })` from anywhere; mount `<Toaster />` once. Tones are those of Alert and Badge.',
      },
    },
  },
  args: { title: 'Logged out successfully', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: [...tones] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Positive: Story = {
  args: { title: 'Success', description: 'Legal document created successfully', tone: 'positive' },
};

export const Caution: Story = {
  args: { title: 'Validation Error', description: 'Duration must be at least 5 minutes', tone: 'caution' },
};

/** Error: critical toasts are announced assertively. */
export const Critical: Story = {
  args: { title: 'Logout failed', description: 'Network request failed', tone: 'critical' },
};

export const LongContent: Story = {
  args: {
    title: 'Submission Failed',
    description:
      'There was an error submitting your email. Please try again. If the problem continues, contact support and quote the time of the attempt so we can find it in the logs.',
    tone: 'critical',
  },
};

export const Info: Story = {
  args: {
    title: 'New version',
    description: 'Patients see the new privacy policy from today.',
    tone: 'info',
  },
};

export const Dark: Story = {
  args: { title: 'Logout failed', description: 'Network request failed', tone: 'critical' },
  globals: { theme: 'dark' },
};
