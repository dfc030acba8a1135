import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewMessages } from '@telehealth/contract';
import { ReviewDecisionForm } from './ReviewDecisionForm';
import { catalogue } from './sample';

const meta = {
  title: 'Forms/ReviewDecisionForm',
  component: ReviewDecisionForm,
  tags: ['autodocs'],
  args: {
    medications: catalogue,
    canPrescribe: true,
    profileHref: '/practitioner/profile',
    onApprove: async () => {},
    onDecline: async () => {},
  },
} satisfies Meta<typeof ReviewDecisionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CannotPrescribe: Story = { args: { canPrescribe: false } };
export const ServerRefuses: Story = {
  args: {
    onApprove: async () => {
      throw { status: 403, message: reviewMessages.prescriberRequired };
    },
    onDecline: async () => {
      throw { status: 409, message: reviewMessages.decided };
    },
  },
};
export const Submitting: Story = {
  args: { onApprove: () => new Promise(() => {}), onDecline: () => new Promise(() => {}) },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    medications: [
      ...catalogue,
      {
        id: 3,
        name: 'Ethinylestradiol with levonorgestrel (combined oral contraceptive)',
        genericName: null,
        variants: [{ id: 31, strength: '30 microgram / 150 microgram', form: 'tablet', quantity: 84 }],
      },
    ],
  },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
