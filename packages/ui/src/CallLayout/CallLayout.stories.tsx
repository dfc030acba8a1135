import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { CallControls } from '../CallControls';
import { sampleCameras, sampleMicrophones } from '../CallControls/CallControls.fixtures';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VideoTile, type VideoTileConnection } from '../VideoTile';
import { CallLayout } from './CallLayout';

interface RoomProps {
  /** Whether the side panel starts open. */
  panelOpen: boolean;
  /** The practitioner's view: the patient's summary in the panel and the extra actions. */
  practitioner: boolean;
  /** The other side's state. */
  remoteMuted: boolean;
  remoteCameraOff: boolean;
  connection: VideoTileConnection;
  /** The waiting room's notice. */
  waiting: boolean;
}

const chat = (
  <Stack gap="medium">
    <Text size="small" tone="muted">
      Today
    </Text>
    <Text>Hello, I can see you now. Can you hear me clearly?</Text>
    <Text>Yes, thank you. The sound is good.</Text>
  </Stack>
);

const summary = (
  <Stack gap="medium">
    <Text weight="semibold">Jordan Lee, 34</Text>
    <Text size="small">Assessment answers and red flags show here, beside the decision form.</Text>
  </Stack>
);

/** A whole room, with working controls. */
function Room({ panelOpen, practitioner, remoteMuted, remoteCameraOff, connection, waiting }: RoomProps) {
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [open, setOpen] = useState(panelOpen);
  return (
    <CallLayout
      remote={
        <VideoTile
          stream={null}
          name={practitioner ? 'Jordan Lee' : 'Dr Sarah Chen'}
          muted={remoteMuted}
          cameraOff={remoteCameraOff}
          connection={connection}
        />
      }
      self={<VideoTile stream={null} name="You" self muted={muted} cameraOff={cameraOff} />}
      notice={
        waiting ? (
          <Alert tone="info" title="Waiting room">
            Dr Sarah Chen will let you in shortly.
          </Alert>
        ) : undefined
      }
      controls={
        <CallControls
          muted={muted}
          onMutedChange={setMuted}
          cameraOff={cameraOff}
          onCameraOffChange={setCameraOff}
          cameras={sampleCameras}
          microphones={sampleMicrophones}
          cameraId="camera-built-in"
          microphoneId="mic-default"
          chatOpen={open}
          onChatOpenChange={setOpen}
          onLeave={fn()}
          actions={
            practitioner ? (
              <>
                <Button size="sm" variant="outline">
                  Call by phone instead
                </Button>
                <Button size="sm" tone="critical" variant="soft">
                  End consultation
                </Button>
              </>
            ) : undefined
          }
        />
      }
      panel={practitioner ? summary : chat}
      panelTitle={practitioner ? 'Patient summary' : 'Chat'}
      panelOpen={open}
      onPanelClose={() => setOpen(false)}
    />
  );
}

const meta = {
  title: 'UI/CallLayout',
  component: Room,
  tags: ['autodocs'],
  args: {
    panelOpen: false,
    practitioner: false,
    remoteMuted: false,
    remoteCameraOff: false,
    connection: 'connected',
    waiting: false,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Room>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The chat open in the side panel. */
export const WithChat: Story = { args: { panelOpen: true } };

/** The patient in the waiting room, before the practitioner lets them in. */
export const Waiting: Story = { args: { waiting: true } };

/** The other side muted with their camera off. */
export const RemoteMutedCameraOff: Story = { args: { remoteMuted: true, remoteCameraOff: true } };

/** The other side's connection is being restored. */
export const RemoteReconnecting: Story = { args: { connection: 'reconnecting' } };

export const RemoteLeft: Story = { args: { connection: 'left' } };

/** The practitioner: the patient's summary beside the video, and their actions in the bar. */
export const Practitioner: Story = { args: { practitioner: true, panelOpen: true } };

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 390, height: 844 }}>
      <Story />
    </div>
  ),
];

/** A phone in portrait (390 × 844): the video fills the screen, one's own picture in the corner, controls below. */
export const Phone: Story = { decorators: phone };

/** On a phone the chat is a sheet over the video; the controls stay reachable below it. */
export const PhoneWithChat: Story = { args: { panelOpen: true }, decorators: phone };

export const PhoneWaiting: Story = { args: { waiting: true }, decorators: phone };

export const PhonePractitioner: Story = { args: { practitioner: true }, decorators: phone };

export const DarkTheme: Story = { args: { panelOpen: true, remoteMuted: true }, globals: { theme: 'dark' } };
