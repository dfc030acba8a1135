export {
  CallControls,
  type CallControlsLabels,
  type CallControlsProps,
  type CallDevice,
  callControlsLabels,
} from './CallControls';
