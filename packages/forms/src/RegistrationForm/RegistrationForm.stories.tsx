import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Forms/RegistrationForm',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailTaken: Story = {
  args: {
    defaultValues: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'patient@example.com',
      phone: '0412 345 678',
      password: 'Telehealth#2026',
      confirmPassword: 'Telehealth#2026',
    },
    onSubmit: async () => {
      throw { message: 'An account with this email already exists', field: 'email' };
    },
  },
};

export const LongNames: Story = {
  args: {
    defaultValues: {
      firstName: 'Maximiliana Alexandrina Konstantina',
      lastName: 'Featherstonehaugh-Cholmondeley-Worthington',
    },
  },
};

/** Every control off, for example while registration is paused. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: LongNames.args?.defaultValues },
};
