import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailTemplateForm } from './EmailTemplateForm';

const meta = {
  title: 'Forms/EmailTemplateForm',
  component: EmailTemplateForm,
  tags: ['autodocs'],
  args: {
    type: 'email_verification',
    defaultValues: {
      subject: 'Your {{brandName}} verification code',
      heading: 'Verify your email address',
      body: 'Hi {{firstName}},\n\nYour verification code is {{otp}}. It expires in {{expiryMinutes}} minutes.',
      footer: 'Questions? Email {{supportEmail}}.',
    },
    onSubmit: async () => {},
    onPreview: async () => {},
    onReset: async () => {},
  },
} satisfies Meta<typeof EmailTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = {
  args: {
    onSubmit: () =>
      Promise.reject({ message: 'Unknown placeholder {{fristName}}', field: 'editableSections.heading' }),
  },
};
export const LongContent: Story = {
  args: {
    type: 'prescription',
    defaultValues: {
      subject: 'Your prescription is ready',
      heading: 'Your prescription is ready',
      body: `Hi {{firstName}},\n\n${'Good news: {{practitionerName}} has issued your prescription. '.repeat(8)}`,
      button_text: 'View prescription',
      button_url: 'https://example.com',
    },
  },
};
