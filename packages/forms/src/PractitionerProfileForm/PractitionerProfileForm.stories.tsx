import type { Meta, StoryObj } from '@storybook/react-vite';
import { practitionerMessages } from '@telehealth/contract';
import { PractitionerProfileForm } from './PractitionerProfileForm';

const profile = {
  name: 'Dr Priya Raman',
  specialization: 'General practice',
  bio: 'GP with an interest in men’s health and weight management.',
  timezone: 'Australia/Melbourne',
  ahpraNumber: 'MED0001234567',
  prescriberNumber: '1234567',
};

const meta = {
  title: 'Forms/PractitionerProfileForm',
  component: PractitionerProfileForm,
  tags: ['autodocs'],
  args: { defaultValues: profile, canPrescribe: true, onSubmit: async () => {} },
} satisfies Meta<typeof PractitionerProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValues: { name: 'Dr Priya Raman' }, canPrescribe: false } };
export const ServerError: Story = {
  args: {
    onSubmit: async () => {
      throw { message: practitionerMessages.ahpraInvalid, field: 'ahpraNumber' };
    },
  },
};
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    defaultValues: {
      ...profile,
      name: 'Associate Professor Dr Alexandra Featherstonehaugh-Abernethy',
      specialization: 'Sexual and reproductive health, general practice and telehealth',
      bio: 'Fellow of the Royal Australian College of General Practitioners. '.repeat(12),
    },
  },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
