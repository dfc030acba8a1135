import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextView } from './RichTextView';

const policy = `<h2>Privacy Policy</h2>
<p>We collect <strong>only</strong> the information we need to provide <em>telehealth</em> consultations and deliver your medication.</p>
<h3>What we collect</h3>
<ul><li>Your name, date of birth and contact details</li><li>Your medical history and assessment answers</li></ul>
<ol><li>We never sell your data.</li><li>We keep records as Australian law requires.</li></ol>
<p style="text-align: center">Questions? <a href="mailto:privacy@example.com">Email our privacy officer</a> or read the <a href="https://www.oaic.gov.au">OAIC guidance</a>.</p>`;

const meta = {
  title: 'UI/RichTextView',
  component: RichTextView,
  tags: ['autodocs'],
  args: { html: policy },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The legal document list: the first 200 characters as plain text, at most three lines. */
export const Preview: Story = { args: { previewChars: 200, lines: 3 } };

/** Error: hostile markup is shown inert; the script, handler, frame and javascript: link are gone. */
export const Sanitised: Story = {
  args: {
    html: '<p>Image with a handler:</p><img src="x" alt="Broken image" onerror="alert(1)"><script>alert(2)</script><p><a href="javascript:alert(3)">A javascript: link</a></p><iframe src="https://example.com" title="x"></iframe>',
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongContent: Story = {
  args: {
    html: Array.from({ length: 8 }, () => policy).join(''),
  },
};

export const LongPreview: Story = {
  args: {
    html: `<p>${'A single very long paragraph of terms and conditions, '.repeat(20)}</p>`,
    previewChars: 200,
    lines: 3,
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
