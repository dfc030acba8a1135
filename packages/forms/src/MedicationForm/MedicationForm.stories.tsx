import type { Meta, StoryObj } from '@storybook/react-vite';
import { MedicationForm } from './MedicationForm';

const meta = {
  title: 'Forms/MedicationForm',
  component: MedicationForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof MedicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name: 'Sildenafil',
      genericName: 'sildenafil citrate',
      description: 'For erectile dysfunction.',
      assessmentTypes: ['erectile_dysfunction'],
    },
  },
};
