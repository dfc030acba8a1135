export { BookingForm, type BookingFormProps, type PractitionerChoice } from './BookingForm';
export { RescheduleDialog, type RescheduleDialogProps } from './RescheduleDialog';
export { SlotPicker, type SlotPickerProps } from './SlotPicker';
export { type DayPeriod, dayPeriods, slotDays, slotLabel, slotPeriod, slotTimeLabel } from './slots';
