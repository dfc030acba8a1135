import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#privacy', children: 'Privacy Policy' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InRunningText: Story = {
  render: (args) => (
    <Text>
      By continuing you agree to the <Link {...args} /> and the <Link href="#terms">Terms of Use</Link>.
    </Text>
  ),
};

export const Muted: Story = { args: { tone: 'muted', underline: 'hover', children: 'Contact Us' } };

/** Styles a router link, or any anchor-like child. */
export const AsChild: Story = {
  args: { asChild: true, children: <a href="#articles">Articles</a> },
};

export const LongContent: Story = {
  args: {
    children:
      'Read the full terms of use for online consultations, assessments, prescriptions and medication delivery',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Link {...args} />
    </div>
  ),
};
