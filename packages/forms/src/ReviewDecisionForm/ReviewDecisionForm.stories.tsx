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
    assessmentType: 'erectile_dysfunction',
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
export const MissingPracticePhone: Story = {
  args: {
    canPrescribe: false,
    cannotPrescribeReasons: ['Add your practice phone to your profile before prescribing.'],
  },
};
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
        id: 5,
        name: 'Sildenafil citrate orally disintegrating film (for use as needed, at most once a day)',
        genericName: null,
        assessmentTypes: ['erectile_dysfunction'],
        variants: [{ id: 51, strength: '50 milligram / 100 milligram', form: 'film', quantity: 12 }],
      },
    ],
  },
};
/** A catalogue where nothing is yet named for the assessment's type: nothing is offered, and it says why. */
export const NothingForThisType: Story = {
  args: { assessmentType: 'weight_loss', medications: catalogue.slice(0, 2) },
};
export const PhoneWidth: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
