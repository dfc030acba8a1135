import type { ConsultationJoinMode } from '@telehealth/contract';
import { deviceCheckMessages } from '@telehealth/contract';
import { DeviceCheck, Text, VideoTile } from '@telehealth/ui';
import type { LocalMedia } from './useLocalMedia';

export interface ConsultationDeviceCheckProps {
  media: LocalMedia;
  cameraId: string | undefined;
  microphoneId: string | undefined;
  onCameraChange: (deviceId: string) => void;
  onMicrophoneChange: (deviceId: string) => void;
  /** Who the consultation is with, e.g. 'Dr Sarah Chen'. */
  otherName: string;
  onJoin: (mode: ConsultationJoinMode) => void;
}

/**
 * The device check before the room (docs/product/consultations.md, On screen): one's own preview, the pickers, the
 * microphone's level, what failed and what to do, and Join or Join without video (always possible).
 */
export function ConsultationDeviceCheck({
  media,
  cameraId,
  microphoneId,
  onCameraChange,
  onMicrophoneChange,
  otherName,
  onJoin,
}: ConsultationDeviceCheckProps) {
  const chosen = (options: LocalMedia['cameras'], id: string | undefined, kind: 'video' | 'audio') =>
    id ??
    media.stream
      ?.getTracks()
      .find((track) => track.kind === kind)
      ?.getSettings?.().deviceId ??
    options[0]?.value;
  return (
    <DeviceCheck
      preview={<VideoTile stream={media.stream} name="You" self size="large" cameraOff={!media.hasVideo} />}
      intro={<Text>{`Check your camera and microphone before you join ${otherName}.`}</Text>}
      cameras={media.cameras}
      microphones={media.microphones}
      cameraId={chosen(media.cameras, cameraId, 'video')}
      microphoneId={chosen(media.microphones, microphoneId, 'audio')}
      onCameraChange={onCameraChange}
      onMicrophoneChange={onMicrophoneChange}
      micLevel={media.level}
      failure={media.failure ? deviceCheckMessages[media.failure] : null}
      joinDisabled={!media.hasVideo}
      onJoin={() => onJoin('video')}
      onJoinWithoutVideo={() => onJoin('audio')}
    />
  );
}
