import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssignPractitionerForm } from './AssignPractitionerForm';

const meta = {
  title: 'Forms/AssignPractitionerForm',
  component: AssignPractitionerForm,
  tags: ['autodocs'],
  args: {
    practitioners: [
      { id: 2, name: 'Dr Sarah Chen' },
      { id: 3, name: 'Dr James Lee' },
    ],
    currentPractitionerId: null,
    onSubmit: async () => {},
  },
} satisfies Meta<typeof AssignPractitionerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assign: Story = {};

export const Reassign: Story = { args: { currentPractitionerId: 2 } };
