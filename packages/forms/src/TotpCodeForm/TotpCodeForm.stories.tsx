import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaMessages } from '@telehealth/contract';
import { TotpCodeForm } from './TotpCodeForm';

const meta = {
  title: 'Forms/TotpCodeForm',
  component: TotpCodeForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof TotpCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refused the code: submit any 6 digits to see it. */
export const WrongCode: Story = {
  args: {
    onSubmit: async () => {
      throw { message: mfaMessages.codeRejected, field: 'code' };
    },
  },
};

export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };

export const Disabled: Story = { args: { disabled: true } };
