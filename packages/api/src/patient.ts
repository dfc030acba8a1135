import {
  type PasswordChangeRequest,
  type PatientProfileInput,
  type RepeatRequestInput,
  routes,
} from '@telehealth/contract';
import { endpointPath, useEndpoint, useEndpointMutation } from './endpoint';

/** `GET /api/patient/summary`: the next appointment, recent assessments, the latest prescription, unread messages. */
export function usePatientSummary() {
  return useEndpoint('patientSummary', {});
}

/** `GET /api/prescriptions/mine`: the signed-in patient's prescriptions, newest first. */
export function useMyPrescriptions() {
  return useEndpoint('myPrescriptions', {});
}

/** Where one of the patient's prescriptions opens as a PDF. */
export function prescriptionPdfUrl(id: number): string {
  return endpointPath('prescriptionPdf', { id: String(id) });
}

/** Where 'Download my data' (APP 12) saves the patient's records as JSON. */
export const myDataExportUrl: string = routes.exportMyData.path;

/** `GET /api/profile`: the patient's own profile for the form. */
export function usePatientProfile() {
  return useEndpoint('patientProfile', {});
}

/** `PUT /api/profile`; the profile and the session user reload after it. */
export function useUpdatePatientProfile() {
  return useEndpointMutation('updatePatientProfile', (body: PatientProfileInput) => ({ body }));
}

/**
 * `PUT /api/profile/password` with `{ currentPassword, newPassword }` only (the confirmation never leaves the
 * browser). Every session ends, this one included, so the session reloads as signed out.
 */
export function useChangePassword() {
  return useEndpointMutation('changePassword', ({ currentPassword, newPassword }: PasswordChangeRequest) => ({
    body: { currentPassword, newPassword },
  }));
}

/**
 * `POST /api/prescriptions/{id}/repeat` ('Request repeat'): charges the post fee to the default card. Send one key
 * per request the patient confirms; a retry with it is charged once. The prescriptions and payments reload after.
 */
export function useRequestRepeat() {
  return useEndpointMutation(
    'requestRepeat',
    ({ id, idempotencyKey }: RepeatRequestInput & { id: number }) => ({
      params: { id: String(id) },
      body: { idempotencyKey },
    }),
  );
}
