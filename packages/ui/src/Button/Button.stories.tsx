import type { Meta, StoryObj } from '@storybook/react-vite';
import { tones } from '../theme/tokens';
import { Button } from './Button';

const variants = ['solid', 'soft', 'outline', 'ghost', 'link'] as const;

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save Changes', variant: 'solid', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: [...variants] },
    tone: { control: 'select', options: [...tones] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase()}
          {variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
};

/** Braid's two axes: every variant in every tone, the names Alert, Badge and Toast use. */
export const Tones: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {tones.flatMap((tone) =>
        variants.map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} variant={variant} tone={tone}>
            {tone}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** The caller passes the in-progress label; the button keeps it, disables itself and shows a spinner. */
export const Busy: Story = { args: { busy: true, children: 'Saving...' } };

/** Error: a critical confirmation, as in 'Delete Document'. */
export const Critical: Story = { args: { tone: 'critical', children: 'Delete' } };

/** Renders an anchor (or a router Link) with button styles. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="/auth">Login</a> },
};

export const LongContent: Story = {
  args: { children: 'Send the test email to every practitioner on the roster now' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} />
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Create Document' } };

export const Dark: Story = { render: Tones.render, globals: { theme: 'dark' } };
