import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssessmentFeesForm } from './AssessmentFeesForm';

const meta = {
  title: 'Forms/AssessmentFeesForm',
  component: AssessmentFeesForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {} },
} satisfies Meta<typeof AssessmentFeesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Stored: Story = {
  args: {
    defaultValues: {
      ed_assessment_fee: '35.00',
      weight_loss_assessment_fee: '49.95',
      contraception_assessment_fee: '0',
    },
  },
};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Saving: Story = { args: { onSubmit: () => new Promise(() => {}) } };
export const Dark: Story = { globals: { theme: 'dark' } };
