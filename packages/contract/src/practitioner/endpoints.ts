import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  appointmentOutcomeInput,
  availabilityInput,
  availabilitySaveResult,
  practitionerProfile,
  practitionerProfileInput,
  scheduleAppointment,
  scheduleAppointments,
  scheduleQuery,
  signatureInput,
  timeOffInput,
  timeOffList,
  timeOffSaveResult,
  weeklyAvailability,
} from './practitioner';
import { practitionerRoutes } from './routes';

/** The practitioner endpoints' schemas, summaries and error answers, under the names of `practitionerRoutes`. */
export const practitionerEndpoints = defineEndpoints(practitionerRoutes, {
  practitionerProfile: {
    summary: "The signed-in practitioner's profile, with the signature as it prints",
    response: practitionerProfile,
    errors: { 404: apiErrorBody },
  },
  updatePractitionerProfile: {
    summary: 'Save name, specialisation, bio, timezone, AHPRA and prescriber numbers',
    body: practitionerProfileInput,
    response: practitionerProfile,
    errors: { 404: apiErrorBody },
  },
  updatePractitionerSignature: {
    summary: 'Save the signature: a PNG (checked by its bytes) of at most 256 KB',
    body: signatureInput,
    response: practitionerProfile,
    errors: { 404: apiErrorBody },
  },
  deletePractitionerSignature: {
    summary: 'Remove the signature',
    response: practitionerProfile,
    errors: { 404: apiErrorBody },
  },
  practitionerAvailability: {
    summary: "The weekly availability, in the practitioner's timezone",
    response: weeklyAvailability,
    errors: { 404: apiErrorBody },
  },
  updatePractitionerAvailability: {
    summary:
      'Replace the weekly availability; when booked appointments fall outside, nothing is saved unless confirmed, and they are listed',
    body: availabilityInput,
    response: availabilitySaveResult,
    errors: { 404: apiErrorBody },
  },
  practitionerTimeOff: {
    summary: 'Time off from now on',
    response: timeOffList,
    errors: { 404: apiErrorBody },
  },
  addPractitionerTimeOff: {
    summary: 'Add time off; booked appointments inside it are listed and need confirm',
    body: timeOffInput,
    response: timeOffSaveResult,
    errors: { 404: apiErrorBody },
  },
  deletePractitionerTimeOff: {
    summary: 'Remove time off',
    params: idParams,
    response: messageResponse,
  },
  practitionerAppointments: {
    summary: "The practitioner's appointments between from and to (at most 42 days)",
    query: scheduleQuery,
    response: scheduleAppointments,
    errors: { 404: apiErrorBody },
  },
  setAppointmentOutcome: {
    summary: 'Mark an appointment that has started completed or no-show',
    params: idParams,
    body: appointmentOutcomeInput,
    response: scheduleAppointment,
    errors: { 409: apiErrorBody },
  },
});
