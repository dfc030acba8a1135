import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Field } from '../Field';
import { MicLevel } from '../MicLevel';
import { Select, type SelectOption } from '../Select';
import * as styles from './DeviceCheck.css';

/** A failure to show: what went wrong, and what to do about it (the app's words). */
export interface DeviceCheckFailureMessage {
  title: ReactNode;
  action: ReactNode;
}

/** The words of the device check. */
export interface DeviceCheckLabels {
  camera: string;
  microphone: string;
  /** The picker's text when there is no device of its kind. */
  noCamera: string;
  noMicrophone: string;
  micLevel: string;
  join: string;
  joinWithoutVideo: string;
  joining: string;
}

export const deviceCheckLabels: DeviceCheckLabels = {
  camera: 'Camera',
  microphone: 'Microphone',
  noCamera: 'No camera found',
  noMicrophone: 'No microphone found',
  micLevel: 'Microphone level',
  join: 'Join',
  joinWithoutVideo: 'Join without video',
  joining: 'Joining…',
};

export interface DeviceCheckProps {
  /** The preview of one's own video: a `VideoTile` with `self`. */
  preview: ReactNode;
  /** Text above the pickers, e.g. who the consultation is with and when. */
  intro?: ReactNode;
  /** The cameras and microphones to choose from (a MediaDeviceInfo's `deviceId` and `label`). */
  cameras: readonly SelectOption[];
  microphones: readonly SelectOption[];
  cameraId?: string;
  microphoneId?: string;
  onCameraChange: (deviceId: string) => void;
  onMicrophoneChange: (deviceId: string) => void;
  /** The microphone's loudness now, 0 to 1. */
  micLevel: number;
  /** What failed and what to do, e.g. `deviceCheckMessages.permissionDenied` from `@telehealth/contract`. */
  failure?: DeviceCheckFailureMessage | null;
  /** critical (the default) for a failure that stops video, caution for a warning. */
  failureTone?: 'critical' | 'caution';
  onJoin: () => void;
  /** Audio only. Never disabled by a failure: joining without video is always possible. */
  onJoinWithoutVideo: () => void;
  /** No working camera: Join is disabled, and Join without video becomes the main action. */
  joinDisabled?: boolean;
  /** The join under way: its button shows 'Joining…' and both wait. */
  joining?: 'video' | 'audio' | null;
  labels?: Partial<DeviceCheckLabels>;
  className?: string;
}

/**
 * The device check before a call, presentational: one's own preview, the camera and microphone pickers, the
 * microphone level, a failure with what to do, and 'Join' and 'Join without video'. The app gets the devices and
 * the stream; this lays them out. Side by side from the tablet width of its own box, one column below it.
 */
export function DeviceCheck({
  preview,
  intro,
  cameras,
  microphones,
  cameraId,
  microphoneId,
  onCameraChange,
  onMicrophoneChange,
  micLevel,
  failure,
  failureTone = 'critical',
  onJoin,
  onJoinWithoutVideo,
  joinDisabled = false,
  joining = null,
  labels,
  className,
}: DeviceCheckProps) {
  const words = { ...deviceCheckLabels, ...labels };
  const busy = joining !== null;
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.layout}>
        <div className={styles.preview}>{preview}</div>
        <div className={styles.settings}>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {failure ? (
            <Alert tone={failureTone} title={failure.title}>
              {failure.action}
            </Alert>
          ) : null}
          <Field label={words.camera}>
            <Select
              options={cameras}
              value={cameras.length === 0 ? '' : (cameraId ?? '')}
              onValueChange={onCameraChange}
              placeholder={cameras.length === 0 ? words.noCamera : undefined}
              disabled={cameras.length === 0}
            />
          </Field>
          <Field label={words.microphone}>
            <Select
              options={microphones}
              value={microphones.length === 0 ? '' : (microphoneId ?? '')}
              onValueChange={onMicrophoneChange}
              placeholder={microphones.length === 0 ? words.noMicrophone : undefined}
              disabled={microphones.length === 0}
            />
          </Field>
          <MicLevel level={micLevel} label={words.micLevel} />
          <div className={styles.actions}>
            <Button
              size="lg"
              onClick={onJoin}
              disabled={joinDisabled || busy}
              busy={joining === 'video'}
              variant={joinDisabled ? 'outline' : 'solid'}
            >
              {joining === 'video' ? words.joining : words.join}
            </Button>
            <Button
              size="lg"
              variant={joinDisabled ? 'solid' : 'outline'}
              onClick={onJoinWithoutVideo}
              disabled={busy}
              busy={joining === 'audio'}
            >
              {joining === 'audio' ? words.joining : words.joinWithoutVideo}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
