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

/** Every control off and the editor read-only, for example for an admin without the right to publish. */
export const Disabled: Story = {
  args: {
    mode: 'edit',
    disabled: true,
    onCancel: () => {},
    defaultValues: {
      type: 'privacy_policy',
      title: 'Privacy Policy',
      content: '<p>We keep your data safe.</p>',
      isActive: true,
    },
  },
};

/** A long title and a document of many sections: the editor grows with it and the actions follow. */
export const LongContent: Story = {
  args: {
    mode: 'edit',
    onCancel: () => {},
    defaultValues: {
      type: 'terms_of_use',
      title:
        'Terms of Use for online assessments, consultations, prescriptions and delivery by post across Australia',
      content: Array.from(
        { length: 8 },
        (_, section) =>
          `<h2>${section + 1}. Section heading</h2><p>These terms explain how the service handles assessments, consultations and prescriptions. Please read them carefully before you pay for an assessment.</p><ul><li>First point of this section</li><li>Second point of this section</li></ul>`,
      ).join(''),
      isActive: false,
    },
  },
};
