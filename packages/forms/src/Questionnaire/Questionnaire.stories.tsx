import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionnaires } from '@telehealth/contract';
import { Questionnaire } from './Questionnaire';

const meta = {
  title: 'Forms/Questionnaire',
  component: Questionnaire,
  tags: ['autodocs'],
  args: {
    questionnaire: questionnaires.erectile_dysfunction,
    onSaveStep: async () => {},
    onSubmit: async () => {},
  },
} satisfies Meta<typeof Questionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErectileDysfunction: Story = {};

export const WeightLoss: Story = {
  args: { questionnaire: questionnaires.weight_loss, initialAnswers: { age: 40, pregnancy: false } },
};

export const WeightLossBmiShown: Story = {
  args: {
    questionnaire: questionnaires.weight_loss,
    initialAnswers: { age: 40, pregnancy: false, heightCm: 178, weightKg: 104 },
  },
};

export const Contraception: Story = {
  args: { questionnaire: questionnaires.contraception },
};

/** The review before 'Submit assessment', with the combined-pill advice for a smoker aged 35 or over. */
export const ContraceptionReviewWithAdvice: Story = {
  args: {
    questionnaire: questionnaires.contraception,
    initialAnswers: {
      age: 38,
      smoker: true,
      preferredMethod: 'combined_pill',
      currentMethod: 'none',
      bloodClots: false,
      migraines: false,
      bloodPressure: 'normal',
    },
  },
};

export const Review: Story = {
  args: {
    initialAnswers: {
      age: 45,
      duration: 'over_6_months',
      frequency: 'sometimes',
      morningErections: true,
      chestPainOnExertion: false,
      recentHeartAttackOrStroke: false,
      bloodPressure: 'normal',
      takesNitrates: false,
      usesPoppers: false,
      otherMedicines: true,
      otherMedicinesList: 'Fish oil, 1 capsule a day',
    },
  },
};

/** The red-flag stop screen. */
export const RedFlag: Story = {
  args: { declined: true },
};

/** A step whose save never answers: the buttons show the save is under way. */
export const Saving: Story = {
  args: { initialAnswers: { age: 45 }, onSaveStep: () => new Promise<void>(() => {}) },
};
