import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoTile } from './VideoTile';

// Stories pass no stream: the tile then shows the camera-off look (initials), which is what a screenshot can hold.
const meta = {
  title: 'UI/VideoTile',
  component: VideoTile,
  tags: ['autodocs'],
  args: { stream: null, name: 'Dr Sarah Chen' },
  render: (args) => (
    <div style={{ width: 640, height: 360 }}>
      <VideoTile {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The other side muted their microphone. */
export const Muted: Story = { args: { muted: true } };

/** The other side turned their camera off: initials and 'Camera off'; their sound still plays. */
export const CameraOff: Story = { args: { cameraOff: true } };

/** Muted with the camera off. */
export const MutedAndCameraOff: Story = { args: { muted: true, cameraOff: true } };

/** Their connection is being restored: the tile is dimmed rather than frozen. */
export const Reconnecting: Story = { args: { connection: 'reconnecting' } };

/** They left the call. */
export const Left: Story = { args: { connection: 'left' } };

const selfBox: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 200, height: 150 }}>
      <Story />
    </div>
  ),
];

/** One's own picture-in-picture: small, framed, silent and mirrored. */
export const Self: Story = {
  args: { self: true, name: 'You' },
  render: (args) => <VideoTile {...args} />,
  decorators: selfBox,
};

/** One's own picture while muted with the camera off: icons, their words read by screen readers. */
export const SelfMutedCameraOff: Story = {
  args: { self: true, name: 'You', muted: true, cameraOff: true },
  render: (args) => <VideoTile {...args} />,
  decorators: selfBox,
};

/** A long name is cut with an ellipsis on the caption; the whole name still names the tile. */
export const LongContent: Story = {
  args: { name: 'Dr Alexandra Konstantinopoulou-Whitfield', muted: true, cameraOff: true },
  render: (args) => (
    <div style={{ width: 320, height: 240 }}>
      <VideoTile {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { args: { muted: true }, globals: { theme: 'dark' } };
