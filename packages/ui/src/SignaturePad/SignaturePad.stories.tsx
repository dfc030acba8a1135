import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SignaturePad } from './SignaturePad';

const meta = {
  title: 'UI/SignaturePad',
  component: SignaturePad,
  tags: ['autodocs'],
  args: { label: 'Signature' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Sign with your finger, a stylus or the mouse.' } };

export const WithError: Story = { args: { error: 'Add your signature to the prescription' } };

export const Disabled: Story = { args: { disabled: true, hint: 'The prescription is already signed.' } };

export const LongContent: Story = {
  args: {
    label: 'Signature of the prescribing practitioner, as registered with Ahpra',
    hint: 'By signing you confirm that you have reviewed the patient’s history and that the medicine is clinically appropriate. The signature is printed on the prescription.',
  },
};

function WithPreviewDemo() {
  const [signature, setSignature] = useState<string | null>(null);
  return (
    <Stack gap="medium">
      <SignaturePad label="Signature" onChange={setSignature} />
      <Text tone="muted">{signature ? `PNG of ${signature.length} characters` : 'Not signed yet'}</Text>
    </Stack>
  );
}

/** onChange gives a PNG data URL after each stroke and null after Clear. */
export const WithPreview: Story = { render: () => <WithPreviewDemo /> };

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The pad stays white with dark ink: the signature is printed. */
export const DarkTheme: Story = {
  args: { hint: 'Dark ink on white in every theme.' },
  globals: { theme: 'dark' },
};
