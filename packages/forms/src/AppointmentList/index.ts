export { AppointmentList, type AppointmentListProps } from './AppointmentList';
