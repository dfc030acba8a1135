import { Icon, type IconProps } from '../Icons/Icons';

// The call's icons: decorative strokes like the package's others (aria-hidden; the button names the action). Kept
// beside the call's components rather than in Icons, which holds the icons every screen uses.

export function MicrophoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </Icon>
  );
}

export function MicrophoneOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 9.5V6a3 3 0 0 0-5.7-1.3M9 9v2a3 3 0 0 0 4.8 2.4" />
      <path d="M5 11a7 7 0 0 0 11.5 5.4M19 11a7 7 0 0 1-.6 2.8M12 18v3M3 3l18 18" />
    </Icon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10.5l5-3v9l-5-3" />
    </Icon>
  );
}

export function CameraOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 6H14a2 2 0 0 1 2 2v5.5M16 10.5l5-3v9l-3.5-2.1M13.5 18H5a2 2 0 0 1-2-2V8a2 2 0 0 1 1.5-1.9M3 3l18 18" />
    </Icon>
  );
}

export function DevicesIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="8" cy="17" r="2" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12z" />
    </Icon>
  );
}

export function LeaveCallIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 14.5c5-4.7 13-4.7 18 0l-2.3 2.8-3.2-1.6v-2.6a10 10 0 0 0-7 0v2.6l-3.2 1.6z" />
    </Icon>
  );
}
