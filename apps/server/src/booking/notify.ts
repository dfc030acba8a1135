import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type appointments, practitioners, users } from '../db/schema';
import {
  appointmentValues,
  formatDate,
  formatTime,
  personValues,
  previousAppointmentValues,
} from '../delivery/email-values';
import type { DeliveryService } from '../delivery/service';
import { sendTemplateEmail, sendTemplateSms } from '../delivery/templates';
import { adminNotificationsEnabled } from '../settings';
import type { Reminders } from './reminders';
import type { BookingResult } from './service';

type AppointmentRow = typeof appointments.$inferSelect;

async function people(db: Db, appointment: AppointmentRow) {
  const [patient] = await db.select().from(users).where(eq(users.id, appointment.patientId));
  const [practitioner] = await db
    .select()
    .from(practitioners)
    .where(eq(practitioners.id, appointment.practitionerId));
  if (!patient || !practitioner) throw new Error('Appointment without its patient or practitioner');
  return { patient, practitioner };
}

/** The patient's mobile, if any: SMS go to `phone`, else `contactMobile`. */
const mobileOf = (user: typeof users.$inferSelect) => user.phone ?? user.contactMobile ?? null;

/**
 * A booking's messages: `appointment_confirmation` (email) and `appointment_booking` (SMS) to the patient, and
 * `admin_notification` to every admin by email and SMS when the admin toggles are on. Delivery never
 * throws: a failed message is recorded in the outbox and the booking stands.
 */
export async function notifyBooked(
  db: Db,
  delivery: DeliveryService,
  appointment: AppointmentRow,
  now: Date,
): Promise<void> {
  const { patient, practitioner } = await people(db, appointment);
  const values = {
    ...personValues(patient, now),
    ...appointmentValues(appointment, practitioner, patient.timezone),
  };
  const related = { type: 'appointment', id: appointment.id };
  await sendTemplateEmail(db, delivery, 'appointment_confirmation', patient.email, values, related);
  const mobile = mobileOf(patient);
  if (mobile) await sendTemplateSms(db, delivery, 'appointment_booking', mobile, values, related);
  await notifyAdmins(db, delivery, appointment, patient, practitioner, now);
}

async function notifyAdmins(
  db: Db,
  delivery: DeliveryService,
  appointment: AppointmentRow,
  patient: typeof users.$inferSelect,
  practitioner: typeof practitioners.$inferSelect,
  now: Date,
): Promise<void> {
  const [byEmail, bySms] = await Promise.all([
    adminNotificationsEnabled(db, 'email'),
    adminNotificationsEnabled(db, 'sms'),
  ]);
  if (!byEmail && !bySms) return;
  const admins = await db.select().from(users).where(eq(users.isAdmin, true));
  const related = { type: 'appointment', id: appointment.id };
  for (const admin of admins) {
    const values = {
      ...personValues(admin, now),
      ...appointmentValues(appointment, practitioner, admin.timezone),
      patientName: `${patient.firstName} ${patient.lastName}`.trim(),
      patient_name: `${patient.firstName} ${patient.lastName}`.trim(),
      notificationTitle: 'New appointment booked',
      notificationMessage: `${patient.firstName} ${patient.lastName} booked an appointment with Dr. ${practitioner.name} on ${formatDate(appointment.startsAt, admin.timezone)} at ${formatTime(appointment.startsAt, admin.timezone)}.`,
    };
    if (byEmail)
      await sendTemplateEmail(
        db,
        delivery,
        'admin_notification',
        admin.contactEmail ?? admin.email,
        values,
        related,
      );
    const mobile = admin.contactMobile ?? admin.phone;
    if (bySms && mobile) await sendTemplateSms(db, delivery, 'admin_notification', mobile, values, related);
  }
}

/** `appointment_rescheduled_patient` to the patient, with the old and new times in their timezone. */
export async function notifyRescheduled(
  db: Db,
  delivery: DeliveryService,
  appointment: AppointmentRow,
  previous: AppointmentRow,
  now: Date,
): Promise<void> {
  const { patient, practitioner } = await people(db, appointment);
  await sendTemplateEmail(
    db,
    delivery,
    'appointment_rescheduled_patient',
    patient.email,
    {
      ...personValues(patient, now),
      ...appointmentValues(appointment, practitioner, patient.timezone),
      ...previousAppointmentValues(previous, patient.timezone),
    },
    { type: 'appointment', id: appointment.id },
  );
}

/**
 * What follows a committed reschedule, the patient's or an admin's alike: the old reminder goes, the new one is
 * queued, and the patient gets `appointment_rescheduled_patient`.
 */
export async function afterRescheduled(
  db: Db,
  delivery: DeliveryService,
  reminders: Reminders | null,
  moved: BookingResult,
  now: Date,
): Promise<void> {
  if (moved.previous) await reminders?.cancelled(moved.previous);
  await reminders?.scheduled(moved.appointment);
  if (moved.previous) await notifyRescheduled(db, delivery, moved.appointment, moved.previous, now);
}

/** `patient_appointment_reminder` (email) to the patient. */
export async function sendPatientReminder(
  db: Db,
  delivery: DeliveryService,
  appointment: AppointmentRow,
  now: Date,
): Promise<void> {
  const { patient, practitioner } = await people(db, appointment);
  await sendTemplateEmail(
    db,
    delivery,
    'patient_appointment_reminder',
    patient.email,
    { ...personValues(patient, now), ...appointmentValues(appointment, practitioner, patient.timezone) },
    { type: 'appointment', id: appointment.id },
  );
}
