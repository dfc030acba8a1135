import type { Meta, StoryObj } from '@storybook/react-vite';
import { MedicationVariantForm } from './MedicationVariantForm';

const meta = {
  title: 'Forms/MedicationVariantForm',
  component: MedicationVariantForm,
  tags: ['autodocs'],
  args: {
    onSubmit: async () => {},
    onCancel: () => {},
    medicines: [
      { id: 1, name: 'Sildenafil' },
      { id: 2, name: 'Tadalafil' },
      { id: 3, name: 'Levonorgestrel/Ethinylestradiol' },
    ],
  },
} satisfies Meta<typeof MedicationVariantForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseMedicine: Story = {};

export const ForOneMedicine: Story = { args: { defaultValues: { medicationId: 2 } } };

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: { medicationId: 1, strength: '50 mg', form: 'tablet', packSize: 8, priceCents: 3995 },
  },
};

export const LongContent: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      medicationId: 3,
      strength: '150 micrograms/30 micrograms',
      form: 'film-coated tablet (calendar pack)',
      packSize: 84,
      priceCents: 999_999,
      isActive: false,
    },
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { medicationId: 1, strength: '50 mg', form: 'tablet', packSize: 8, priceCents: 3995 },
    onSubmit: async () => {
      throw { status: 409, message: 'This variant is on a prescription: deactivate it instead.' };
    },
  },
};

export const Disabled: Story = { args: { disabled: true } };
