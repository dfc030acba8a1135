import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaMessages } from '@telehealth/contract';
import { sampleEnrolment } from './sample';
import { TotpEnrolment } from './TotpEnrolment';

const meta = {
  title: 'Forms/TotpEnrolment',
  component: TotpEnrolment,
  tags: ['autodocs'],
  args: { enrolment: sampleEnrolment, onSubmit: async () => {} },
} satisfies Meta<typeof TotpEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refused the first code: submit any 6 digits to see it. */
export const WrongCode: Story = {
  args: {
    onSubmit: async () => {
      throw { message: mfaMessages.codeRejected, field: 'code' };
    },
  },
};

export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };

export const Disabled: Story = { args: { disabled: true } };
