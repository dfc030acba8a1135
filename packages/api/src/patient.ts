import { type PasswordChangeRequest, routes } from '@telehealth/contract';
import { endpointPath, useEndpointMutation } from './endpoint';

/** Where one of the patient's prescriptions opens as a PDF. */
export function prescriptionPdfUrl(id: number): string {
  return endpointPath('prescriptionPdf', { id: String(id) });
}

/** Where 'Download my data' (APP 12) saves the patient's records as JSON. */
export const myDataExportUrl: string = routes.exportMyData.path;

/**
 * `PUT /api/profile/password` with `{ currentPassword, newPassword }`. Every session ends, this one included, so the
 * session reloads as signed out.
 * Kept by hand: it sends the two passwords only, so the form's confirmation never leaves the browser.
 */
export function useChangePassword() {
  return useEndpointMutation('changePassword', ({ currentPassword, newPassword }: PasswordChangeRequest) => ({
    body: { currentPassword, newPassword },
  }));
}
