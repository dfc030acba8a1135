import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalDocumentForm } from './LegalDocumentForm';

const meta = {
  title: 'Forms/LegalDocumentForm',
  component: LegalDocumentForm,
  tags: ['autodocs'],
  args: { onSubmit: async () => {}, onCancel: () => {} },
} satisfies Meta<typeof LegalDocumentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      type: 'terms_of_use',
      title: 'Terms of Use',
      content: '<h2>Using the service</h2><p>By using the service you agree to these terms.</p>',
      isActive: true,
    },
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { title: 'Privacy Policy', content: '<p>Draft</p>' },
    onSubmit: async () => {
      throw { message: 'Failed to create document' };
    },
  },
};

export const Saving: Story = {
  args: {
    defaultValues: { title: 'Privacy Policy', content: '<p>Draft</p>' },
    onSubmit: () => new Promise(() => {}),
  },
};
