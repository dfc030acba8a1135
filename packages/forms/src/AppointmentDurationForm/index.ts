export {
  AppointmentDurationForm,
  type AppointmentDurationFormProps,
  appointmentDurationProblem,
} from './AppointmentDurationForm';
