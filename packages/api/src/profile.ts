import {
  type AdminProfileInput,
  endpoints,
  type MessageResponse,
  type PasswordChangeRequest,
} from '@telehealth/contract';
import { userKey } from './auth';
import { useApiMutation } from './mutation';

/** `PUT /api/admin/profile`; the session's user reloads with the new details. */
export function useUpdateAdminProfile() {
  return useApiMutation<MessageResponse, AdminProfileInput>(
    'PUT',
    endpoints.adminProfile,
    (client, profile) => client.request('PUT', endpoints.adminProfile, { body: profile }),
    { revalidate: [userKey] },
  );
}

/**
 * `PUT /api/admin/password` with `{ currentPassword, newPassword }` only (the confirmation never
 * leaves the browser). The session then reloads: the server ends the session, so the user signs in again.
 */
export function useChangeAdminPassword() {
  return useApiMutation<MessageResponse, PasswordChangeRequest>(
    'PUT',
    endpoints.adminPassword,
    (client, { currentPassword, newPassword }) =>
      client.request('PUT', endpoints.adminPassword, { body: { currentPassword, newPassword } }),
    { revalidate: [userKey] },
  );
}
