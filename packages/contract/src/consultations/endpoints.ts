import { z } from 'zod';
import { defineEndpoints, pathId } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { consultationRoom, consultationSummary, endConsultationInput } from './consultations';
import { consultationRoutes } from './routes';

const params = z.object({ appointmentId: pathId('appointmentId must be a positive whole number') });

/** The consultation endpoints' schemas, summaries and error answers, under the names of `consultationRoutes`. */
export const consultationEndpoints = defineEndpoints(consultationRoutes, {
  consultationRoom: {
    summary:
      'The room of an appointment, for its patient or practitioner within its window (403 outside it); ICE servers with short-lived TURN credentials',
    params,
    response: consultationRoom,
    errors: { 403: apiErrorBody },
  },
  endConsultation: {
    summary:
      'The practitioner ends the consultation and marks the appointment completed, no-show (patient never joined) or leaves it',
    params,
    body: endConsultationInput,
    response: consultationSummary,
    errors: { 409: apiErrorBody },
  },
  consultationByPhone: {
    summary: 'The practitioner records the consultation as held by phone',
    params,
    response: consultationSummary,
  },
});
