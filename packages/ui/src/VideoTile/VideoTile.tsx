import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { CameraOffIcon, MicrophoneOffIcon } from '../CallControls/icons';
import { SpinnerIcon } from '../Spinner';
import * as styles from './VideoTile.css';

/** Where the other side's connection stands: live, being restored, or gone. */
export type VideoTileConnection = 'connected' | 'reconnecting' | 'left';

/** The words a tile shows for each state. */
export interface VideoTileLabels {
  muted: string;
  cameraOff: string;
  reconnecting: string;
  left: string;
}

export const videoTileLabels: VideoTileLabels = {
  muted: 'Muted',
  cameraOff: 'Camera off',
  reconnecting: 'Reconnecting…',
  left: 'Left',
};

export interface VideoTileProps {
  /** The person's media (`MediaStream`), attached to the video element; null shows the camera-off look. */
  stream: MediaStream | null;
  /** The person's name, shown on the tile and naming it ('Dr Sarah Chen', or 'You' for one's own). */
  name: string;
  /** One's own picture: mirrored like a mirror, always silent (no echo), small unless `size` says otherwise. */
  self?: boolean;
  /** small: the picture-in-picture of one's own video; large: a stage or a preview. Follows `self` by default. */
  size?: 'small' | 'large';
  /** Their microphone is muted. */
  muted?: boolean;
  /** Their camera is off: the name and initials show instead of the video (whose sound keeps playing). */
  cameraOff?: boolean;
  /** The connection: 'reconnecting' dims the tile rather than show a frozen picture; 'left' says they left. */
  connection?: VideoTileConnection;
  /** Other words for the states (another language). */
  labels?: Partial<VideoTileLabels>;
  /** Shown over the tile's bottom corner, e.g. a 'Waiting' badge. */
  badge?: ReactNode;
  className?: string;
}

/** 'Sarah Chen' gives 'SC', 'Dr Sarah Chen' gives 'SC', 'You' gives 'Y'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * One person's video in a call: a `<video>` (autoplay, playsInline; muted for one's own) with the person's name, and
 * their state over it: 'Muted', 'Camera off' (initials instead of the picture), 'Reconnecting…' and 'Left'. A
 * figure named by the name and the state in words, and a change of state is announced
 * politely for the other side's tile.
 */
export function VideoTile({
  stream,
  name,
  self = false,
  size,
  muted = false,
  cameraOff = false,
  connection = 'connected',
  labels,
  badge,
  className,
}: VideoTileProps) {
  const words = { ...videoTileLabels, ...labels };
  const small = (size ?? (self ? 'small' : 'large')) === 'small';
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // srcObject is a property, not an attribute: React cannot set it.
    video.srcObject = stream;
  }, [stream]);

  const showPicture = stream !== null && !cameraOff && connection !== 'left';
  const states = [
    muted ? words.muted : null,
    cameraOff ? words.cameraOff : null,
    connection === 'reconnecting' ? words.reconnecting : null,
    connection === 'left' ? words.left : null,
  ].filter((state): state is string => state !== null);

  return (
    <figure
      // Named with the state in words ('Dr Sarah Chen, Muted'): the caption's icons and overlays read as nothing,
      // and not every browser names a figure by its figcaption.
      aria-label={[name, ...states].join(', ')}
      className={clsx(styles.tile({ small }), className)}
      data-connection={connection}
      data-picture={showPicture ? 'video' : 'initials'}
    >
      {/* Kept mounted with the camera off: the other side's sound travels in the same stream. */}
      <video
        ref={videoRef}
        className={styles.video({ self, hidden: !showPicture })}
        autoPlay
        playsInline
        muted={self}
      />
      {showPicture ? null : (
        <div className={styles.placeholder} aria-hidden="true">
          <span className={styles.initials({ small })}>{initialsOf(name)}</span>
        </div>
      )}
      {connection === 'reconnecting' ? (
        <div className={styles.scrim} aria-hidden="true">
          <span className={styles.scrimNotice}>
            <SpinnerIcon size="sm" />
            {small ? null : words.reconnecting}
          </span>
        </div>
      ) : null}
      {connection === 'left' && !small ? (
        <div className={styles.scrim} aria-hidden="true">
          <span className={styles.scrimNotice}>{words.left}</span>
        </div>
      ) : null}
      <figcaption aria-hidden="true" className={styles.caption({ small })}>
        <span className={styles.name}>{name}</span>
        {muted ? (
          <span className={styles.state}>
            <MicrophoneOffIcon className={styles.stateIcon} />
            <span className={small ? styles.hiddenText : undefined}>{words.muted}</span>
          </span>
        ) : null}
        {cameraOff ? (
          <span className={styles.state}>
            <CameraOffIcon className={styles.stateIcon} />
            <span className={small ? styles.hiddenText : undefined}>{words.cameraOff}</span>
          </span>
        ) : null}
      </figcaption>
      {badge ? <div className={styles.badge}>{badge}</div> : null}
      {self ? null : (
        <div aria-live="polite" className={styles.hiddenText}>
          {states.length > 0 ? `${name}: ${states.join(', ')}` : ''}
        </div>
      )}
    </figure>
  );
}
