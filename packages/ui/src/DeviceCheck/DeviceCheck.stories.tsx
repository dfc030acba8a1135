import type { Meta, StoryObj } from '@storybook/react-vite';
import { deviceCheckMessages } from '@telehealth/contract';
import { fn } from 'storybook/test';
import { sampleCameras, sampleMicrophones } from '../CallControls/CallControls.fixtures';
import { VideoTile } from '../VideoTile';
import { DeviceCheck } from './DeviceCheck';

const meta = {
  title: 'UI/DeviceCheck',
  component: DeviceCheck,
  tags: ['autodocs'],
  args: {
    preview: <VideoTile stream={null} name="You" self size="large" />,
    intro: 'Your consultation with Dr Sarah Chen starts at 10:30 am.',
    cameras: sampleCameras,
    microphones: sampleMicrophones,
    cameraId: 'camera-built-in',
    microphoneId: 'mic-default',
    onCameraChange: fn(),
    onMicrophoneChange: fn(),
    micLevel: 0.4,
    onJoin: fn(),
    onJoinWithoutVideo: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <DeviceCheck {...args} />
    </div>
  ),
} satisfies Meta<typeof DeviceCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The browser was told to block the camera and microphone: how to allow them, then reload. */
export const PermissionDenied: Story = {
  args: {
    failure: deviceCheckMessages.permissionDenied,
    cameras: [],
    microphones: [],
    micLevel: 0,
    joinDisabled: true,
  },
};

/** No camera: Join is off, and Join without video becomes the main action. */
export const NoCamera: Story = {
  args: { failure: deviceCheckMessages.noCamera, cameras: [], cameraId: undefined, joinDisabled: true },
};

export const CameraInUse: Story = {
  args: { failure: deviceCheckMessages.cameraInUse, joinDisabled: true },
};

export const NoWebRtc: Story = {
  args: {
    failure: deviceCheckMessages.noWebRtc,
    cameras: [],
    microphones: [],
    micLevel: 0,
    joinDisabled: true,
  },
};

export const GenericFailure: Story = {
  args: { failure: deviceCheckMessages.generic, failureTone: 'caution' },
};

/** Join pressed: 'Joining…' while the room opens; both buttons wait. */
export const Joining: Story = { args: { joining: 'video' } };

export const LongContent: Story = {
  args: {
    cameras: [{ value: 'long', label: 'Integrated Full HD Webcam with Dual Array Microphones (0bda:58f4)' }],
    cameraId: 'long',
    intro:
      'Your consultation with Dr Alexandra Konstantinopoulou-Whitfield starts at 10:30 am. Find somewhere quiet and private, then check that the practitioner will be able to see and hear you.',
    failure: deviceCheckMessages.cameraInUse,
  },
};

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 390 }}>
      <Story />
    </div>
  ),
];

/** A phone's width (390 px): one column, the preview first. */
export const Phone: Story = { decorators: phone };

export const PhoneWithFailure: Story = {
  args: { failure: deviceCheckMessages.permissionDenied, cameras: [], microphones: [], joinDisabled: true },
  decorators: phone,
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
