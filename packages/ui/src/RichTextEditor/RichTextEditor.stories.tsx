import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Field } from '../Field';
import { RichTextView } from '../RichTextView';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

const policy = `<h2>Privacy Policy</h2>
<p>We collect <strong>only</strong> the information we need to provide <em>telehealth</em> consultations.</p>
<ul><li><p>Your name and contact details</p></li><li><p>Your assessment answers</p><ul><li><p>kept for seven years</p></li></ul></li></ul>
<p style="text-align: center">Questions? <a href="mailto:privacy@example.com">Email our privacy officer</a>.</p>`;

/** Holds the HTML in state, as a form does, and shows it under the editor. */
function StatefulEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field label="Content">
        <RichTextEditor
          {...props}
          value={html}
          onChange={(next) => {
            setHtml(next);
            props.onChange?.(next);
          }}
        />
      </Field>
      <details>
        <summary>HTML</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{html}</pre>
      </details>
    </div>
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Import from `@telehealth/ui/rich-text-editor`, or use `LazyRichTextEditor` from `@telehealth/ui`: tiptap never enters an app's first page.",
      },
    },
  },
  args: { value: policy, onChange: fn() },
  render: (args) => <StatefulEditor {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: '' } };

export const Disabled: Story = { args: { disabled: true } };

/** Error: the Field's message ('Title and content are required') marks the editor invalid. */
export const WithError: Story = {
  args: { value: '' },
  render: (args) => (
    <Field label="Content" error="Title and content are required">
      <RichTextEditor {...args} />
    </Field>
  ),
};

export const LongContent: Story = { args: { value: Array.from({ length: 6 }, () => policy).join('') } };

/** The editor's output through RichTextView, side by side. */
export const WithPreview: Story = {
  render: (args) => {
    const [html, setHtml] = useState(args.value);
    return (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        <Field label="Content">
          <RichTextEditor {...args} value={html} onChange={setHtml} />
        </Field>
        <RichTextView html={html} />
      </div>
    );
  },
};

/** Loaded on demand from the main entry, with a 'Loading editor' block meanwhile. */
export const Lazy: Story = {
  render: (args) => (
    <Field label="Content">
      <LazyRichTextEditor {...args} />
    </Field>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
