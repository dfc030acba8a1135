import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon, MoreIcon } from '../Icons';
import { Inline } from '../Inline';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '160px' } } },
  args: {
    content: 'More actions',
    side: 'top',
    defaultOpen: true,
    children: <IconButton label="More actions" icon={<MoreIcon />} variant="outline" />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 64, paddingInline: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hover or tab to each icon button. */
export const IconButtons: Story = {
  args: { defaultOpen: undefined },
  render: () => (
    <Inline gap="small">
      <Tooltip content="More actions">
        <IconButton label="More actions" icon={<MoreIcon />} variant="outline" />
      </Tooltip>
      <Tooltip content="Remove filter" side="bottom">
        <IconButton label="Remove filter" icon={<CloseIcon />} variant="outline" />
      </Tooltip>
    </Inline>
  ),
};

/**
 * A disabled button gets no pointer events and no focus: a wrapper carries the tip for pointer
 * users, so say the same in visible text for everyone else.
 */
export const Disabled: Story = {
  args: {
    content: 'Add an SMS provider first',
    children: (
      <span style={{ display: 'inline-block' }}>
        <Button disabled>Send test SMS</Button>
      </span>
    ),
  },
};

export const LongContent: Story = {
  args: {
    content:
      'Sends a test message with the selected template to the phone number above, using the configured SMS provider',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
