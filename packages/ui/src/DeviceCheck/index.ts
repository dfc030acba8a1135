export {
  DeviceCheck,
  type DeviceCheckFailureMessage,
  type DeviceCheckLabels,
  type DeviceCheckProps,
  deviceCheckLabels,
} from './DeviceCheck';
