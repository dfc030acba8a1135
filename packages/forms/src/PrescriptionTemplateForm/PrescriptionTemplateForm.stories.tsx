import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrescriptionTemplateForm } from './PrescriptionTemplateForm';

const meta = {
  title: 'Forms/PrescriptionTemplateForm',
  component: PrescriptionTemplateForm,
  tags: ['autodocs'],
  args: {
    saved: true,
    defaultValues: {
      name: 'Compact prescription',
      description: 'Prescriber, patient and medicine on a quarter of an A4 page.',
      templateReact:
        '<h1>{{companyName}}</h1>\n<p>{{practitionerName}} ({{prescriberNumber}})</p>\n<p>{{patientName}}, {{patientDateOfBirth}}</p>\n<p>{{medicineName}} {{medicineDosage}}</p>\n<p>{{practitionerSignature}}</p>',
      isActive: true,
    },
    onSubmit: async () => {},
    onSetDefault: async () => {},
    onPreview: async () => '<p style="font-family: sans-serif">Preview</p>',
    onBack: () => {},
  },
} satisfies Meta<typeof PrescriptionTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const New: Story = { args: { saved: false, defaultValues: {} } };
export const IsDefault: Story = { args: { isDefault: true } };
export const WithError: Story = {
  args: {
    onSubmit: () => Promise.reject({ message: 'Template name and content are required', field: 'name' }),
  },
};
export const LongContent: Story = {
  args: {
    defaultValues: {
      name: 'A very long prescription template name used by the weight loss service in Western Australia',
      templateReact: '<p>{{medicineInstructions}}</p>\n'.repeat(40),
    },
  },
};
