import type { PasswordChangeRequest } from '@telehealth/contract';
import { useEndpointMutation } from './endpoint';

/**
 * `PUT /api/admin/password` with `{ currentPassword, newPassword }` only: kept by hand because the confirmation
 * never leaves the browser. The session then reloads: the server ends the session, so the user signs in again.
 */
export function useChangeAdminPassword() {
  return useEndpointMutation(
    'changeAdminPassword',
    ({ currentPassword, newPassword }: PasswordChangeRequest) => ({ body: { currentPassword, newPassword } }),
  );
}
