import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'large',
    background: 'surfaceMuted',
    borderRadius: 'md',
    children: 'A box with padding, a muted background and rounded corners.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sprinkles take responsive objects: the padding grows at the tablet breakpoint. */
export const Responsive: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'xlarge' },
    children: 'Small padding on phones, large from tablets up.',
  },
};

export const AsSection: Story = { args: { as: 'section', 'aria-label': 'Example section', boxShadow: 'md' } };

export const LongContent: Story = {
  args: {
    children:
      'Patients take assessments, pay at checkout, book appointments, receive prescriptions with post delivery, exchange messages with practitioners and read articles. The box wraps long text within its padding at every width.',
  },
};
