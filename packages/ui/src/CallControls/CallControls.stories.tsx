import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { CallControls, type CallControlsProps } from './CallControls';
import { sampleCameras, sampleMicrophones } from './CallControls.fixtures';

/** Holds the toggles' state, so that the story's buttons work. */
function Stateful(args: CallControlsProps) {
  const [muted, setMuted] = useState(args.muted);
  const [cameraOff, setCameraOff] = useState(args.cameraOff);
  const [chatOpen, setChatOpen] = useState(args.chatOpen ?? false);
  const [cameraId, setCameraId] = useState(args.cameraId);
  const [microphoneId, setMicrophoneId] = useState(args.microphoneId);
  return (
    <CallControls
      {...args}
      muted={muted}
      onMutedChange={setMuted}
      cameraOff={cameraOff}
      onCameraOffChange={setCameraOff}
      chatOpen={chatOpen}
      onChatOpenChange={args.onChatOpenChange ? setChatOpen : undefined}
      cameraId={cameraId}
      onCameraChange={setCameraId}
      microphoneId={microphoneId}
      onMicrophoneChange={setMicrophoneId}
    />
  );
}

const meta = {
  title: 'UI/CallControls',
  component: CallControls,
  tags: ['autodocs'],
  args: {
    muted: false,
    onMutedChange: fn(),
    cameraOff: false,
    onCameraOffChange: fn(),
    cameras: sampleCameras,
    microphones: sampleMicrophones,
    cameraId: 'camera-built-in',
    microphoneId: 'mic-default',
    chatOpen: false,
    onChatOpenChange: fn(),
    onLeave: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CallControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Muted, camera off and the chat open: every toggle pressed (`aria-pressed="true"`). */
export const AllPressed: Story = { args: { muted: true, cameraOff: true, chatOpen: true } };

/** Joined without video: Camera off stays pressed and cannot be turned on. */
export const WithoutVideo: Story = { args: { cameraUnavailable: true } };

/** 'Switch camera/microphone' open: the cameras and microphones, the ones in use checked. */
export const DevicesOpen: Story = {
  args: { devicesOpen: true },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 260 }}>
        <Story />
      </div>
    ),
  ],
};

/** No camera found: the menu says so under Camera. */
export const NoCamera: Story = {
  args: { devicesOpen: true, cameras: [], cameraUnavailable: true },
  decorators: DevicesOpen.decorators,
};

/** Three unread messages on Chat, read with its name ('Chat, 3 unread'). */
export const UnreadMessages: Story = { args: { chatUnread: 3 } };

/** No Chat button when the caller offers no panel. */
export const WithoutChat: Story = { args: { onChatOpenChange: undefined } };

const practitionerActions = (
  <>
    <Button size="sm">Admit</Button>
    <Button size="sm" variant="outline">
      Call by phone instead
    </Button>
    <Button size="sm" tone="critical" variant="soft">
      End consultation
    </Button>
  </>
);

/** The practitioner's slot: Admit, Call by phone instead and End consultation before the controls. */
export const PractitionerActions: Story = { args: { actions: practitionerActions } };

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 390 }}>
      <Story />
    </div>
  ),
];

/** A phone's width (390 px): icons only, evenly spaced, the names still read by screen readers. */
export const Phone: Story = { args: { chatUnread: 2 }, decorators: phone };

/** The practitioner on a phone: the actions take a row above the controls. */
export const PhonePractitioner: Story = {
  args: { actions: practitionerActions, muted: true },
  decorators: phone,
};

export const DarkTheme: Story = { args: { muted: true, chatOpen: true }, globals: { theme: 'dark' } };
