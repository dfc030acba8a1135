import type { CallDevice } from './CallControls';

/** Generic devices for stories and tests, as a laptop lists them. */
export const sampleCameras: CallDevice[] = [
  { value: 'camera-built-in', label: 'Built-in camera' },
  { value: 'camera-usb', label: 'USB camera (046d:0825)' },
];

export const sampleMicrophones: CallDevice[] = [
  { value: 'mic-default', label: 'Default microphone' },
  { value: 'mic-headset', label: 'Headset microphone' },
];
