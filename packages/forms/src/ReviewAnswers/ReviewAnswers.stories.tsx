import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionnaires } from '@telehealth/contract';
import { ReviewAnswers } from './ReviewAnswers';
import {
  clearErectileDysfunction,
  flaggedWeightLoss,
  notableContraception,
  notableErectileDysfunction,
} from './sample';

const meta = {
  title: 'Forms/ReviewAnswers',
  component: ReviewAnswers,
  tags: ['autodocs'],
  args: { questionnaire: questionnaires.erectile_dysfunction, answers: clearErectileDysfunction },
} satisfies Meta<typeof ReviewAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RedFlagsAndBmi: Story = {
  args: { questionnaire: questionnaires.weight_loss, answers: flaggedWeightLoss },
};
/** No red flag, but answers a prescriber must see: treated high blood pressure and a statin. */
export const NotableAnswers: Story = {
  args: { questionnaire: questionnaires.erectile_dysfunction, answers: notableErectileDysfunction },
};
/** Smoking from 35: notable even when the progestogen-only pill is asked for. */
export const NotableSmokerFrom35: Story = {
  args: { questionnaire: questionnaires.contraception, answers: notableContraception },
};
export const NotAnswered: Story = {
  args: { questionnaire: questionnaires.weight_loss, answers: { age: 40, pregnancy: false } },
};
export const LongContent: Story = {
  args: {
    questionnaire: questionnaires.erectile_dysfunction,
    answers: {
      ...clearErectileDysfunction,
      anythingElse:
        'I have been taking a beta blocker for several years and sometimes feel light-headed when I stand up quickly. '.repeat(
          6,
        ),
    },
  },
};
export const PhoneWidth: Story = {
  args: { questionnaire: questionnaires.weight_loss, answers: flaggedWeightLoss },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Dark: Story = {
  args: { questionnaire: questionnaires.weight_loss, answers: flaggedWeightLoss },
  globals: { theme: 'dark' },
};
