import { clsx } from 'clsx';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as menuStyles from '../DropdownMenu/DropdownMenu.css';
import { CheckIcon } from '../Icons';
import { useThemeClassName } from '../ThemeProvider';
import * as styles from './CallControls.css';
import {
  CameraIcon,
  CameraOffIcon,
  ChatIcon,
  DevicesIcon,
  LeaveCallIcon,
  MicrophoneIcon,
  MicrophoneOffIcon,
} from './icons';

/** A camera or microphone to choose from (a MediaDeviceInfo's `deviceId` and `label`). */
export interface CallDevice {
  value: string;
  label: string;
}

/** The words of the controls and of what they announce. */
export interface CallControlsLabels {
  /** Names the group of controls. */
  group: string;
  mute: string;
  cameraOff: string;
  devices: string;
  chat: string;
  leave: string;
  /** The device menu's headings, and its line when a kind has no device. */
  cameras: string;
  microphones: string;
  noDevices: string;
  /** Said politely when a state changes. */
  mutedNow: string;
  unmutedNow: string;
  cameraOffNow: string;
  cameraOnNow: string;
  chatOpenedNow: string;
  chatClosedNow: string;
}

export const callControlsLabels: CallControlsLabels = {
  group: 'Call controls',
  mute: 'Mute',
  cameraOff: 'Camera off',
  devices: 'Switch camera/microphone',
  chat: 'Chat',
  leave: 'Leave',
  cameras: 'Camera',
  microphones: 'Microphone',
  noDevices: 'None found',
  mutedNow: 'Microphone muted',
  unmutedNow: 'Microphone on',
  cameraOffNow: 'Camera off',
  cameraOnNow: 'Camera on',
  chatOpenedNow: 'Chat opened',
  chatClosedNow: 'Chat closed',
};

export interface CallControlsProps {
  /** One's microphone is muted (Mute is pressed). */
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** One's camera is off (Camera off is pressed). */
  cameraOff: boolean;
  onCameraOffChange: (cameraOff: boolean) => void;
  /** No camera to turn on (joined without video, or none works): Camera off stays pressed and disabled. */
  cameraUnavailable?: boolean;
  /** The cameras and microphones 'Switch camera/microphone' offers, and the ones in use. */
  cameras?: readonly CallDevice[];
  microphones?: readonly CallDevice[];
  cameraId?: string;
  microphoneId?: string;
  onCameraChange?: (deviceId: string) => void;
  onMicrophoneChange?: (deviceId: string) => void;
  /** The device menu is open (controlled), e.g. opened by the app after a device failed; uncontrolled without it. */
  devicesOpen?: boolean;
  onDevicesOpenChange?: (open: boolean) => void;
  /** The side panel is open (Chat is pressed). Chat shows only with `onChatOpenChange`. */
  chatOpen?: boolean;
  onChatOpenChange?: (open: boolean) => void;
  /** Messages not yet read, shown on Chat and read with its name. */
  chatUnread?: number;
  /** Leaves the call. */
  onLeave: () => void;
  /** The practitioner's extra actions (Admit, End consultation, Call by phone instead), before Leave. */
  actions?: ReactNode;
  /** Other words for the controls. */
  labels?: Partial<CallControlsLabels>;
  className?: string;
}

interface ControlButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  label: string;
  icon: ReactNode;
  /** neutral; pressed (a toggle that took something away: muted, camera off); open (the panel); leave. */
  look?: 'neutral' | 'pressed' | 'open' | 'leave';
  suffix?: ReactNode;
}

/**
 * One round control with its icon and its name under it (the name only for screen readers on a phone). It takes
 * every button prop, so that Radix's menu trigger can pass its handlers, state and ref through.
 */
function ControlButton({ label, icon, look = 'neutral', suffix, className, ...props }: ControlButtonProps) {
  return (
    <button type="button" className={clsx(styles.control({ look }), className)} {...props}>
      <span className={styles.controlIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.controlLabel}>{label}</span>
      {suffix}
    </button>
  );
}

/** Calls `announce` with the words for the new value whenever `value` changes after the first render. */
function useAnnounceChange(
  value: boolean | undefined,
  onWords: string,
  offWords: string,
  announce: (words: string) => void,
) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (value !== undefined) announce(value ? onWords : offWords);
  }, [value, onWords, offWords, announce]);
}

/**
 * The call's controls: Mute, Camera off, Switch camera/microphone (a menu of the devices), Chat and Leave, with a slot
 * for the practitioner's actions. Each is a labelled button in the tab order; the toggles carry `aria-pressed`, and
 * each change is said in a polite live region. Below 480 px of its own width (a container query) the buttons show
 * their icons only and the slot takes a row of its own, so the bar fits a 390 px phone.
 */
export function CallControls({
  muted,
  onMutedChange,
  cameraOff,
  onCameraOffChange,
  cameraUnavailable = false,
  cameras = [],
  microphones = [],
  cameraId,
  microphoneId,
  onCameraChange,
  onMicrophoneChange,
  devicesOpen,
  onDevicesOpenChange,
  chatOpen = false,
  onChatOpenChange,
  chatUnread = 0,
  onLeave,
  actions,
  labels,
  className,
}: CallControlsProps) {
  const words = { ...callControlsLabels, ...labels };
  const themeClassName = useThemeClassName();
  const menuId = useId();
  const [announcement, setAnnouncement] = useState('');
  const cameraPressed = cameraOff || cameraUnavailable;
  useAnnounceChange(muted, words.mutedNow, words.unmutedNow, setAnnouncement);
  useAnnounceChange(cameraPressed, words.cameraOffNow, words.cameraOnNow, setAnnouncement);
  useAnnounceChange(
    onChatOpenChange ? chatOpen : undefined,
    words.chatOpenedNow,
    words.chatClosedNow,
    setAnnouncement,
  );
  const deviceGroup = (
    heading: string,
    devices: readonly CallDevice[],
    value: string | undefined,
    onChange: ((deviceId: string) => void) | undefined,
    headingId: string,
  ) => (
    <RadixDropdownMenu.Group aria-labelledby={headingId}>
      <RadixDropdownMenu.Label id={headingId} className={menuStyles.label}>
        {heading}
      </RadixDropdownMenu.Label>
      {devices.length === 0 ? (
        <RadixDropdownMenu.Item className={menuStyles.item} disabled>
          {words.noDevices}
        </RadixDropdownMenu.Item>
      ) : (
        <RadixDropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange?.(next)}>
          {devices.map((device) => (
            <RadixDropdownMenu.RadioItem
              key={device.value}
              value={device.value}
              className={clsx(menuStyles.item, styles.deviceItem)}
            >
              <span className={styles.deviceCheck} aria-hidden="true">
                <RadixDropdownMenu.ItemIndicator>
                  <CheckIcon />
                </RadixDropdownMenu.ItemIndicator>
              </span>
              {device.label}
            </RadixDropdownMenu.RadioItem>
          ))}
        </RadixDropdownMenu.RadioGroup>
      )}
    </RadixDropdownMenu.Group>
  );

  return (
    <div className={clsx(styles.root, className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields and would need a <legend>; this
          group of buttons is named by aria-label. */}
      <div role="group" aria-label={words.group} className={styles.bar}>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <div className={styles.controls}>
          <ControlButton
            label={words.mute}
            icon={muted ? <MicrophoneOffIcon /> : <MicrophoneIcon />}
            aria-pressed={muted}
            look={muted ? 'pressed' : 'neutral'}
            onClick={() => onMutedChange(!muted)}
          />
          <ControlButton
            label={words.cameraOff}
            icon={cameraPressed ? <CameraOffIcon /> : <CameraIcon />}
            aria-pressed={cameraPressed}
            look={cameraPressed ? 'pressed' : 'neutral'}
            disabled={cameraUnavailable}
            onClick={() => onCameraOffChange(!cameraOff)}
          />
          {/* Not modal: the rest of the bar (Mute, Leave) stays usable while the menu is open. */}
          <RadixDropdownMenu.Root open={devicesOpen} onOpenChange={onDevicesOpenChange} modal={false}>
            <RadixDropdownMenu.Trigger asChild>
              <ControlButton label={words.devices} icon={<DevicesIcon />} />
            </RadixDropdownMenu.Trigger>
            <RadixDropdownMenu.Portal>
              <div className={themeClassName}>
                <RadixDropdownMenu.Content
                  className={menuStyles.content}
                  side="top"
                  sideOffset={8}
                  collisionPadding={8}
                >
                  {deviceGroup(words.cameras, cameras, cameraId, onCameraChange, `${menuId}-cameras`)}
                  <RadixDropdownMenu.Separator className={menuStyles.separator} />
                  {deviceGroup(
                    words.microphones,
                    microphones,
                    microphoneId,
                    onMicrophoneChange,
                    `${menuId}-microphones`,
                  )}
                </RadixDropdownMenu.Content>
              </div>
            </RadixDropdownMenu.Portal>
          </RadixDropdownMenu.Root>
          {onChatOpenChange ? (
            <ControlButton
              label={words.chat}
              icon={<ChatIcon />}
              aria-pressed={chatOpen}
              look={chatOpen ? 'open' : 'neutral'}
              onClick={() => onChatOpenChange(!chatOpen)}
              suffix={
                chatUnread > 0 ? (
                  <span className={styles.unread}>
                    <span aria-hidden="true">{chatUnread > 99 ? '99+' : chatUnread}</span>
                    <span className={styles.hiddenText}>{`, ${chatUnread} unread`}</span>
                  </span>
                ) : null
              }
            />
          ) : null}
          <ControlButton label={words.leave} icon={<LeaveCallIcon />} look="leave" onClick={onLeave} />
        </div>
      </div>
      <div aria-live="polite" className={styles.hiddenText}>
        {announcement}
      </div>
    </div>
  );
}
