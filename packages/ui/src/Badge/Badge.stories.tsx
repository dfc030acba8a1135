import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { tones } from '../theme/tokens';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Active', tone: 'positive', variant: 'subtle', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: [...tones] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone in every variant. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="medium">
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <Inline key={variant} gap="small">
          {tones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </Inline>
  ),
};

/** The contact-message statuses: new is info (blue), in-progress caution (yellow), resolved positive (green), closed neutral (gray). */
export const ContactStatuses: Story = {
  render: (args) => (
    <Inline>
      <Badge {...args} tone="info">
        new
      </Badge>
      <Badge {...args} tone="caution">
        in-progress
      </Badge>
      <Badge {...args} tone="positive">
        resolved
      </Badge>
      <Badge {...args} tone="neutral">
        closed
      </Badge>
    </Inline>
  ),
};

/** Disabled: the label an inactive SMS template carries. */
export const Disabled: Story = {
  args: { tone: 'neutral', variant: 'outline', size: 'sm', children: 'Disabled' },
};

/** Error: a critical status. */
export const Critical: Story = { args: { tone: 'critical', children: 'Failed' } };

export const LongContent: Story = {
  args: {
    tone: 'caution',
    children: 'Awaiting practitioner review of the uploaded documents',
    title: 'Awaiting practitioner review of the uploaded documents',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Badge {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
