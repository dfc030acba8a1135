import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Only screen readers announce this text.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A visible icon-like label with extra context for screen readers. */
export const InsideAButton: Story = {
  render: () => (
    <Button variant="outline">
      Edit <VisuallyHidden>the privacy policy</VisuallyHidden>
    </Button>
  ),
};

export const LongContent: Story = {
  args: {
    children:
      'A long description that sighted users do not need because the layout already shows it, but that screen reader users need in order to understand the purpose of the control that follows.',
  },
};
