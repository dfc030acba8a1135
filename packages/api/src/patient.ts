import { type PasswordChangeRequest, type PatientProfileInput, routes } from '@telehealth/contract';
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
  return endpointPath('myPrescriptionPdf', { id: String(id) });
}

/** Where 'Download my data' (APP 12) saves the patient's records as JSON. */
export const myDataExportUrl: string = routes.exportMyData.path;

/** `GET /api/profile`: the patient's own profile for the form. */
export function usePatientProfile() {
  return useEndpoint('patientProfile', {});
}

/** `PUT /api/profile`; the profile and the session user reload after it. */
export function useUpdatePatientProfile() {
  return useEndpointMutation('updatePatientProfile', (body: PatientProfileInput) => ({ body }), {
    revalidate: ['patientProfile', 'currentUser'],
  });
}

/**
 * `PUT /api/profile/password` with `{ currentPassword, newPassword }` only (the confirmation never leaves the
 * browser). Every session ends, this one included, so the session reloads as signed out.
 */
export function useChangePassword() {
  return useEndpointMutation(
    'changePassword',
    ({ currentPassword, newPassword }: PasswordChangeRequest) => ({ body: { currentPassword, newPassword } }),
    { revalidate: ['currentUser'] },
  );
}
