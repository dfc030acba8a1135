import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, toast } from '@telehealth/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampaignPopupForm, type CampaignPopupFormProps } from './CampaignPopupForm';

/** Opens on load like a welcome popup, and can be reopened from the button behind it. */
function PopupDemo(props: CampaignPopupFormProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Show popup
      </Button>
      <CampaignPopupForm {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Forms/CampaignPopupForm',
  component: CampaignPopupForm,
  tags: ['autodocs'],
  render: (args) => <PopupDemo {...args} />,
  parameters: {
    // Each story opens a modal: give each its own frame in the docs page.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Welcome to Telehealth!',
    tagline: 'Get 10% off your first consultation',
    buttonLabel: 'Get My Discount',
    bottomNote: 'No spam. Unsubscribe at any time.',
    emailPlaceholder: 'you@example.com',
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
    autoCloseMs: 3000,
  },
} satisfies Meta<typeof CampaignPopupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The exit-intent campaign with its template's colours; the transparent ones are ignored. */
export const CampaignStyles: Story = {
  args: {
    title: "Wait! Don't go yet",
    tagline: 'Free shipping on your first prescription',
    buttonLabel: 'Claim Free Shipping',
    styles: {
      overlay: { background: 'rgba(16, 24, 32, 0.7)' },
      popup: { background: '#101820', color: '#ffffff', borderColor: '#f2aa4c' },
      header: { background: '#f2aa4c', color: '#101820' },
      close: { color: '#101820' },
      tagline: { color: '#101820' },
      input: { background: '#ffffff', color: '#101820', borderColor: 'transparent' },
      // Invisible text in the template: the button text falls back to white.
      button: { background: '#b35c00', color: 'rgba(0, 0, 0, 0)' },
      note: { color: '#d0d4d8' },
    },
  },
};

/** Presses submit: the button reads 'Submitting...' while the email is sent. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), autoCloseMs: undefined },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText('Email'), 'patient@example.com');
    await userEvent.click(body.getByRole('button', { name: 'Get My Discount' }));
    await expect(body.getByRole('button', { name: 'Submitting...' })).toBeInTheDocument();
  },
};

export const ThankYou: Story = { args: { submitted: true, autoCloseMs: undefined } };

/** Error: sending fails; the caller shows a toast and the visitor may try again. */
export const SubmitFailed: Story = {
  args: {
    autoCloseMs: undefined,
    onSubmit: fn(async () => {
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your email. Please try again.',
        tone: 'critical',
      });
      throw new Error('Network request failed');
    }),
  },
};

export const WithoutTaglineOrNote: Story = { args: { tagline: undefined, bottomNote: undefined } };

export const LongContent: Story = {
  args: {
    title: 'Join thousands of Australians who manage their health online with our practitioners',
    tagline:
      'Subscribe for exclusive offers, seasonal health tips and early access to new services, delivered no more than twice a month.',
    buttonLabel: 'Subscribe and get my exclusive welcome discount',
    bottomNote:
      'By subscribing you agree to receive marketing emails. We never share your address and you can unsubscribe at any time from the link in every email.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
