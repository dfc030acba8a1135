export { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor';
