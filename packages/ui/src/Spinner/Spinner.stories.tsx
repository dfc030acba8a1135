import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading', showLabel: false, size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading appointment settings...', showLabel: true },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

/** The route guard's screen while the session loads. */
export const FullPageAuthenticating: Story = {
  args: { label: 'Authenticating...', showLabel: true, fullPage: true, size: 'lg' },
  parameters: { layout: 'fullscreen' },
};

export const LongContent: Story = {
  args: {
    showLabel: true,
    label:
      'Loading application... this can take a little longer on a slow connection while the latest version is fetched',
  },
};
