/**
 * What other features use of booking: booking, moving and cancelling (the admin does them for a patient), a patient's
 * appointments, the lock that serialises bookings, the notices of a booking or a move, the reminders, and the
 * wall-clock instants of a schedule.
 */

export { afterRescheduled, notifyBooked } from './notify';
export { PATIENT_REMINDER_QUEUE, Reminders } from './reminders';
export {
  BOOKING_LOCK_NAMESPACE,
  bookAppointment,
  cancelAppointment,
  type InTransaction,
  myAppointments,
  rescheduleAppointment,
} from './service';
export { type WeeklyRange, zonedInstant } from './slots';
