import { bookingEndpoints, canAccess } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { currentSession } from '../auth';
import { registerDomain } from '../http/endpoint';
import { afterRescheduled, notifyBooked } from './notify';
import * as service from './service';

/** Booking (docs/product/booking.md): slots, booking, the patient's list, reschedule and cancel. */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  // The reminder job is queued inside the booking's transaction: both commit or neither.
  const queueReminder: service.InTransaction = async (tx, appointment) =>
    app.reminders?.scheduled(appointment, tx);

  registerDomain(app, bookingEndpoints, {
    // An admin, booking for a patient, sees every time that has not started; anyone else the patient's lead time.
    availability: async (request) => {
      const { user } = await currentSession(request);
      return service.availability(db, request.query, now(), canAccess(user, 'admin') ? 'admin' : 'patient');
    },
    bookablePractitioners: async () =>
      (await service.bookablePractitioners(db)).map(({ id, name, specialization, durationMinutes }) => ({
        id,
        name,
        specialization,
        durationMinutes,
      })),
    bookAppointment: async (request) => {
      const { user } = await currentSession(request);
      const at = now();
      const booked = await service.bookAppointment(db, user.id, request.body, at, {
        inTransaction: queueReminder,
      });
      await notifyBooked(db, app.delivery, booked.appointment, at);
      return service.patientView(booked, at);
    },
    myAppointments: async (request) => {
      const { user } = await currentSession(request);
      return service.myAppointments(db, user.id, request.query, now());
    },
    assessmentBooking: async (request) => {
      const { user } = await currentSession(request);
      return service.assessmentBooking(db, user.id, request.params.assessmentId, now());
    },
    rescheduleAppointment: async (request) => {
      const { user } = await currentSession(request);
      const at = now();
      const moved = await service.rescheduleAppointment(
        db,
        user.id,
        request.params.id,
        request.body.startsAt,
        at,
      );
      await afterRescheduled(db, app.delivery, app.reminders, moved, at);
      return service.patientView(moved, at);
    },
    cancelAppointment: async (request) => {
      const { user } = await currentSession(request);
      const { view, row } = await service.cancelAppointment(db, user.id, request.params.id, now());
      await app.reminders?.cancelled(row);
      return view;
    },
  });
}
