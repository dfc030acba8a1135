import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, MenuIcon } from '../Icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outline: Story = { args: { variant: 'outline', label: 'Close', icon: <CloseIcon /> } };

export const Disabled: Story = { args: { disabled: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

/** The label is the accessible name only; a long one changes nothing on screen. */
export const LongContent: Story = {
  args: { label: 'Open the navigation menu with links to every public page of the site' },
};
