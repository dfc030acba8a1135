import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionnaires } from '@telehealth/contract';
import { clearErectileDysfunction } from '../ReviewAnswers/sample';
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
      otherMedicines: false,
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

/** The red-flag stop screen, with its ways on: 'Change my answers', healthdirect to find a GP, the dashboard. */
export const RedFlag: Story = {
  args: {
    declined: true,
    initialAnswers: { age: 45, takesNitrates: true },
    onChangeAnswers: async () => {},
    dashboardHref: '/dashboard',
  },
};

/** A weight the form refuses: its message, and no BMI beside it. */
export const WeightLossWeightRefused: Story = {
  args: {
    questionnaire: questionnaires.weight_loss,
    initialAnswers: { age: 40, pregnancy: false, heightCm: 178, weightKg: 400 },
  },
};

// Everything up to the medicines step, where the nitrates question still waits for its answer.
const { takesNitrates: _unanswered, ...upToNitrates } = clearErectileDysfunction;

/** A short-text answer past its limit: the count says how many too many (Next refuses it, naming the limit). */
export const ShortTextPastItsLimit: Story = {
  args: { initialAnswers: { ...upToNitrates, allergies: 'Penicillin, which gave me a rash; '.repeat(7) } },
};
