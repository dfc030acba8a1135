import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@telehealth/contract';
import { samplePractitioner } from '../internal/accountSamples';
import { PractitionerAccountForm } from './PractitionerAccountForm';

const practitioner = samplePractitioner;

const meta = {
  title: 'Forms/PractitionerAccountForm',
  component: PractitionerAccountForm,
  tags: ['autodocs'],
  args: { mode: 'edit', defaultValues: practitioner, onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof PractitionerAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Create: Story = { args: { mode: 'create', defaultValues: {} } };
export const EmailTaken: Story = {
  args: {
    onSubmit: async () => {
      throw { message: authMessages.emailTaken, field: 'email' };
    },
  },
};
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    defaultValues: {
      ...practitioner,
      firstName: 'Alexandra',
      lastName: 'Featherstonehaugh-Abernethy',
      specialization: 'Sexual and reproductive health, general practice and telehealth',
      bio: 'Fellow of the Royal Australian College of General Practitioners. '.repeat(10),
    },
  },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
