import { adminOperationsEndpoints, adminOperationsMessages } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditActor, auditRequest } from '../audit';
import { currentSession } from '../auth';
import * as booking from '../booking';
import { afterRescheduled, notifyBooked } from '../booking';
import { registerDomain } from '../http/endpoint';
import * as appointments from './appointments';
import * as assessments from './assessments';
import * as medications from './medications';
import * as prescriptions from './prescriptions';

/**
 * The admin operations screens' endpoints (docs/product/admin.md): assessments, appointments, prescriptions and
 * medications. Every endpoint is for admins only (the table says so, and the guard runs before anything is read).
 */
export async function adminOperationsRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  registerDomain(app, adminOperationsEndpoints, {
    // ---- assessments: the detail is `reviewDetail`, which admits admins and audits the read.
    adminAssessments: async ({ query }) => assessments.list(db, query),
    assignAssessment: async (request) =>
      assessments.assign(
        db,
        request.params.id,
        request.body.practitionerId,
        await auditActor(request),
        now(),
      ),
    // ---- appointments: booking/service.ts's own functions, with the patient's messages after each commit.
    adminAppointments: async (request) => {
      const { user } = await currentSession(request);
      return appointments.list(db, request.query, user.timezone, now());
    },
    adminBookableAssessments: async ({ query }) => appointments.bookableAssessments(db, query),
    adminBookAppointment: async (request) => {
      const at = now();
      const { patientId, ...input } = request.body;
      await appointments.requirePatient(db, patientId);
      // The reminder job and the audit row commit with the appointment, or neither does.
      const queueReminder: booking.InTransaction = async (tx, appointment) =>
        app.reminders?.scheduled(appointment, tx);
      const inTransaction = appointments.auditIn(
        await auditActor(request),
        'appointment.book',
        at,
        queueReminder,
      );
      // An admin may book any time that has not started, a test call included (docs/product/booking.md).
      const booked = await booking.bookAppointment(db, patientId, input, at, { by: 'admin', inTransaction });
      await notifyBooked(db, app.delivery, booked.appointment, at);
      return appointments.view(db, booked.appointment.id, at);
    },
    adminRescheduleAppointment: async (request) => {
      const at = now();
      const inTransaction = appointments.auditIn(await auditActor(request), 'appointment.reschedule', at);
      const moved = await booking.rescheduleAppointment(
        db,
        'admin',
        request.params.id,
        request.body.startsAt,
        at,
        inTransaction,
      );
      await afterRescheduled(db, app.delivery, app.reminders, moved, at);
      return appointments.view(db, moved.appointment.id, at);
    },
    adminCancelAppointment: async (request) => {
      const at = now();
      const inTransaction = appointments.auditIn(await auditActor(request), 'appointment.cancel', at);
      const { row } = await booking.cancelAppointment(db, 'admin', request.params.id, at, inTransaction);
      await app.reminders?.cancelled(row);
      return appointments.view(db, row.id, at);
    },
    // ---- prescriptions
    adminPrescriptions: async ({ query }) => prescriptions.list(db, query),
    adminPrescription: async (request) => {
      const detail = await prescriptions.detail(db, request.params.id);
      // A prescription is part of the patient's health record: a staff read is audited (by id, never its medicines).
      await auditRequest(request, {
        action: 'prescription.read',
        targetType: 'prescription',
        targetId: detail.id,
        details: { patientId: detail.patient.id },
      });
      return detail;
    },
    setPrescriptionStatus: async (request) =>
      prescriptions.setStatus(
        db,
        app.delivery,
        request.params.id,
        request.body,
        await auditActor(request),
        now(),
      ),
    // ---- medications
    adminMedications: async ({ query }) => medications.list(db, query),
    adminMedication: async ({ params }) => medications.medication(db, params.id),
    createMedication: async (request) =>
      medications.createMedication(db, request.body, await auditActor(request), now()),
    updateMedication: async (request) =>
      medications.updateMedication(db, request.params.id, request.body, await auditActor(request), now()),
    adminMedicationVariant: async ({ params }) => medications.variant(db, params.id),
    createMedicationVariant: async (request) =>
      medications.createVariant(db, request.body, await auditActor(request), now()),
    updateMedicationVariant: async (request) =>
      medications.updateVariant(db, request.params.id, request.body, await auditActor(request), now()),
    setMedicationVariantActive: async (request) =>
      medications.setVariantActive(
        db,
        request.params.id,
        request.body.isActive,
        await auditActor(request),
        now(),
      ),
    deleteMedicationVariant: async (request) => {
      await medications.deleteVariant(db, request.params.id, await auditActor(request), now());
      return { message: adminOperationsMessages.variantDeleted };
    },
  });
}
