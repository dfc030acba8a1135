import type { Meta, StoryObj } from '@storybook/react-vite';
import { HtmlPreviewFrame } from './HtmlPreviewFrame';

const email = `<!doctype html>
<html>
  <body style="margin:0;font-family:Arial,sans-serif;background:#f4f4f4">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      <tr><td style="padding:24px">
        <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff">
          <tr><td style="padding:24px">
            <h1 style="font-size:22px;margin:0 0 12px">Your prescription is ready</h1>
            <p>Hi Alex,</p>
            <p>Your practitioner has approved your prescription. <a href="https://example.com" target="_blank">View it online</a>.</p>
            <p style="color:#666;font-size:12px">Telehealth Pty Ltd, ABN 12 345 678 901</p>
          </td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;

const meta = {
  title: 'UI/HtmlPreviewFrame',
  component: HtmlPreviewFrame,
  tags: ['autodocs'],
  args: { title: 'Email preview', html: email, height: 580 },
} satisfies Meta<typeof HtmlPreviewFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Scripts in the previewed HTML never run: the sandbox is empty. */
export const WithScript: Story = {
  args: {
    html: '<p>The script below does not run.</p><script>document.body.innerHTML = "<h1>Scripts ran!</h1>"</script>',
    height: 160,
  },
};

/** Error: the caller shows the server's message in the frame when a preview fails. */
export const ErrorMessage: Story = {
  args: {
    html: '<p style="font-family:sans-serif;color:#b42318">Failed to generate preview</p>',
    height: 120,
  },
};

export const AllowPopups: Story = { args: { allowPopups: true } };

export const LongContent: Story = {
  args: {
    html: `<div style="font-family:sans-serif">${Array.from(
      { length: 40 },
      (_, index) => `<p>Paragraph ${index + 1}: the preview scrolls inside its 580 px frame.</p>`,
    ).join('')}</div>`,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
