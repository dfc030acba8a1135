import { z } from 'zod';
import { defineEndpoints, idParams, pathId } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import {
  assessmentBooking,
  availabilityQuery,
  availabilityResponse,
  bookAppointmentInput,
  bookablePractitioner,
  bookingMessages,
  myAppointmentsQuery,
  patientAppointment,
  patientAppointmentPage,
  rescheduleAppointmentInput,
} from './booking';
import { bookingRoutes } from './routes';

/** The booking endpoints' schemas, summaries and error answers, under the names of `bookingRoutes`. */
export const bookingEndpoints = defineEndpoints(bookingRoutes, {
  availability: {
    summary:
      "Bookable slots as UTC instants: one practitioner's, or every practitioner's ('First available'); at least 2 hours ahead, or, for an admin, any that has not started",
    query: availabilityQuery,
    response: availabilityResponse,
    errors: { 404: apiErrorBody },
  },
  bookablePractitioners: {
    summary: 'Active practitioners a patient may book: name, specialty and appointment length',
    response: z.array(bookablePractitioner),
  },
  bookAppointment: {
    summary:
      "Book a slot for the patient's paid assessment, at least 2 hours ahead; 409 when the slot is gone or too soon",
    body: bookAppointmentInput,
    response: patientAppointment,
    errors: { 404: apiErrorBody, 409: apiErrorBody },
  },
  myAppointments: {
    summary: "The patient's upcoming or past appointments, 50 a page",
    query: myAppointmentsQuery,
    response: patientAppointmentPage,
  },
  assessmentBooking: {
    summary:
      "Whether the patient's assessment can be booked: bookable, already booked (with the appointment), or not and why",
    params: z.object({ assessmentId: pathId(bookingMessages.assessmentNotFound) }),
    response: assessmentBooking,
  },
  rescheduleAppointment: {
    summary: 'Move an appointment to another slot, up to 24 hours before it starts',
    params: idParams,
    body: rescheduleAppointmentInput,
    response: patientAppointment,
    errors: { 409: apiErrorBody },
  },
  cancelAppointment: {
    summary: 'Cancel an appointment, up to 24 hours before it starts',
    params: idParams,
    response: patientAppointment,
    errors: { 409: apiErrorBody },
  },
});
