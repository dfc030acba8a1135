import type { Meta, StoryObj } from '@storybook/react-vite';
import { practitionerMessages } from '@telehealth/contract';
import { SignatureField } from './SignatureField';
import { tinyPngDataUrl } from './sample';

const meta = {
  title: 'Forms/SignatureField',
  component: SignatureField,
  tags: ['autodocs'],
  args: { value: null, onSave: async () => {}, onRemove: async () => {} },
} satisfies Meta<typeof SignatureField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSignature: Story = { args: { value: tinyPngDataUrl } };
export const ServerRefuses: Story = {
  args: {
    onSave: async () => {
      throw { status: 413, message: practitionerMessages.signatureTooLarge };
    },
  },
};
export const Saving: Story = { args: { onSave: () => new Promise(() => {}) } };
export const Disabled: Story = { args: { value: tinyPngDataUrl, disabled: true } };
export const PhoneWidth: Story = {
  args: { value: tinyPngDataUrl },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Dark: Story = { args: { value: tinyPngDataUrl }, globals: { theme: 'dark' } };
