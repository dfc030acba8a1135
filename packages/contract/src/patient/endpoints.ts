import { defineEndpoints, fileBytes, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  patientDataExport,
  patientPrescriptionList,
  patientSummary,
  repeatRequestInput,
  repeatRequestResult,
} from './patient-dashboard';
import { patientProfile, patientProfileInput } from './patient-profile';
import { patientRoutes } from './routes';

/** The patient endpoints' schemas, summaries and error answers, under the names of `patientRoutes`. */
export const patientEndpoints = defineEndpoints(patientRoutes, {
  patientSummary: {
    summary:
      "The signed-in patient's dashboard: next appointment, assessments, latest prescription, unread messages",
    response: patientSummary,
  },
  myPrescriptions: {
    summary: "The signed-in patient's prescriptions, newest first",
    response: patientPrescriptionList,
  },
  prescriptionPdf: {
    summary:
      'A prescription as its A6 PDF: for the patient it belongs to, its prescriber or an admin (anyone else gets 404)',
    params: idParams,
    response: fileBytes,
  },
  requestRepeat: {
    summary: "'Request repeat': charges the post fee to the default card and prepares the next supply",
    params: idParams,
    body: repeatRequestInput,
    response: repeatRequestResult,
    errors: { 402: apiErrorBody, 409: apiErrorBody },
  },
  patientProfile: {
    summary: "The signed-in patient's profile",
    response: patientProfile,
    errors: { 404: apiErrorBody },
  },
  updatePatientProfile: {
    summary: "Change the signed-in patient's profile",
    body: patientProfileInput,
    response: messageResponse,
    errors: { 404: apiErrorBody },
  },
  exportMyData: {
    summary: "'Download my data' (APP 12): the patient's records as JSON",
    response: patientDataExport,
    errors: { 404: apiErrorBody },
  },
});
