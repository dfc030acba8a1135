export { AppointmentList, type AppointmentListProps, AppointmentStatusBadge } from './AppointmentList';
