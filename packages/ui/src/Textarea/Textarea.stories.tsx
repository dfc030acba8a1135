import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../Field';
import { Textarea } from './Textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { rows: 3, autoResize: false, placeholder: undefined },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Field label="Message" hint="Tell us how we can help.">
        <Textarea {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Grows with its content; try typing several lines. */
export const AutoResize: Story = { args: { autoResize: true, rows: 2 } };

/** Grows up to six lines, then scrolls. */
export const AutoResizeWithMaxRows: Story = {
  args: { autoResize: true, rows: 2, maxRows: 6, defaultValue: 'Line\n'.repeat(10).trim() },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'This message was sent and cannot be edited.' },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Field label="Message" error="Message is required" required>
        <Textarea {...args} />
      </Field>
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    autoResize: true,
    defaultValue:
      'Hello, I would like to know whether the assessment fee covers a follow-up consultation. '.repeat(6) +
      'https://example.com/a/very/long/link/that/should/wrap/instead/of/widening/the/field/at/all',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
