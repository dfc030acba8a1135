import { defineEndpoints, idParams } from '../endpoint/define';
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
  },
  updatePractitionerProfile: {
    summary: 'Save name, specialisation, bio, timezone, AHPRA and prescriber numbers',
    body: practitionerProfileInput,
    response: practitionerProfile,
  },
  updatePractitionerSignature: {
    summary: 'Save the signature: a PNG (checked by its bytes) of at most 256 KB',
    body: signatureInput,
    response: practitionerProfile,
  },
  deletePractitionerSignature: {
    summary: 'Remove the signature',
    response: practitionerProfile,
  },
  practitionerAvailability: {
    summary: "The weekly availability, in the practitioner's timezone",
    response: weeklyAvailability,
  },
  updatePractitionerAvailability: {
    summary:
      'Replace the weekly availability; when booked appointments fall outside, nothing is saved unless confirmed, and they are listed',
    body: availabilityInput,
    response: availabilitySaveResult,
  },
  practitionerTimeOff: {
    summary: 'Time off from now on',
    response: timeOffList,
  },
  addPractitionerTimeOff: {
    summary: 'Add time off; booked appointments inside it are listed and need confirm',
    body: timeOffInput,
    response: timeOffSaveResult,
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
  },
  setAppointmentOutcome: {
    summary: 'Mark an appointment that has started completed or no-show',
    params: idParams,
    body: appointmentOutcomeInput,
    response: scheduleAppointment,
  },
});
