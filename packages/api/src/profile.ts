import type { AdminProfileInput, PasswordChangeRequest } from '@telehealth/contract';
import { useEndpointMutation } from './endpoint';

/** `PUT /api/admin/profile`; the session's user reloads with the new details. */
export function useUpdateAdminProfile() {
  return useEndpointMutation('updateAdminProfile', (body: AdminProfileInput) => ({ body }), {
    revalidate: ['currentUser'],
  });
}

/**
 * `PUT /api/admin/password` with `{ currentPassword, newPassword }` only (the confirmation never
 * leaves the browser). The session then reloads: the server ends the session, so the user signs in again.
 */
export function useChangeAdminPassword() {
  return useEndpointMutation(
    'changeAdminPassword',
    ({ currentPassword, newPassword }: PasswordChangeRequest) => ({ body: { currentPassword, newPassword } }),
    { revalidate: ['currentUser'] },
  );
}
