import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Prefilled: Story = { args: { defaultValues: { email: 'patient@example.com' } } };

export const WrongCredentials: Story = {
  args: {
    defaultValues: { email: 'patient@example.com', password: 'wrong-password' },
    onSubmit: async () => {
      throw { message: 'Invalid email or password' };
    },
  },
};

export const Saving: Story = {
  args: {
    defaultValues: { email: 'patient@example.com', password: 'Telehealth#2026' },
    onSubmit: () => new Promise(() => {}),
  },
};

/** Every control off, for example while the page checks the session. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: { email: 'patient@example.com', password: 'Telehealth#2026' } },
};

/** An address longer than the field: it scrolls inside the input, the layout holds. */
export const LongContent: Story = {
  args: {
    defaultValues: {
      email:
        'alexandra.montgomery-williamson.practice-manager@southern-highlands-family-medical-centre.com.au',
    },
  },
};
