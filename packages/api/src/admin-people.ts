// The admin people screens' hooks (docs/product/admin.md).
import type {
  AdminContentWriterListQuery,
  AdminPatientListQuery,
  AdminPractitionerListQuery,
  ContentWriterAccountInput,
  PractitionerAccountInput,
  SetPasswordInput,
} from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

// ---- patients

/** `GET /api/admin/patients`: a page of patients, searched (name, email or phone) and sorted on the server. */
export function useAdminPatients(query: AdminPatientListQuery = {}) {
  return useEndpoint('adminPatients', { query }, { keepPreviousData: true });
}

/**
 * `GET /api/admin/patients/{id}`: the whole record in one answer; a 404 (not a patient) reads as `null`. Every
 * fetch is written to the audit log, so the record is not refetched on focus.
 */
export function useAdminPatient(id: number | null) {
  return useEndpoint('adminPatient', id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
}

// ---- practitioners

/** `GET /api/admin/practitioners`: a page, searched by name or email, filtered by active. */
export function useAdminPractitioners(query: AdminPractitionerListQuery = {}) {
  return useEndpoint('adminPractitioners', { query }, { keepPreviousData: true });
}

/** `GET /api/admin/practitioners/{id}`: a 404 reads as `null`. */
export function useAdminPractitioner(id: number | null) {
  return useEndpoint('adminPractitioner', id === null ? null : { params: { id } }, {
    tolerate: { 404: null },
  });
}

/** `GET /api/admin/practitioners/{id}/details`: hours, time off, appointments and review statistics. */
export function useAdminPractitionerDetails(id: number | null) {
  return useEndpoint('adminPractitionerDetails', id === null ? null : { params: { id } }, {
    tolerate: { 404: null },
  });
}

/** 'Add Practitioner' (`POST /api/admin/practitioners`); a taken email rejects with 409 on `email`. */
export function useCreatePractitioner() {
  return useEndpointMutation('createPractitioner', (body: PractitionerAccountInput) => ({ body }));
}

/** `PUT /api/admin/practitioners/{id}`. */
export function useUpdatePractitioner() {
  return useEndpointMutation(
    'updatePractitioner',
    ({ id, ...body }: PractitionerAccountInput & { id: number }) => ({ params: { id }, body }),
  );
}

/** `POST /api/admin/practitioners/{id}/activate` or `/deactivate`: `{ id, active }`. */
export function useSetPractitionerActive() {
  const activate = useEndpointMutation('activatePractitioner', (id: number) => ({ params: { id } }));
  const deactivate = useEndpointMutation('deactivatePractitioner', (id: number) => ({ params: { id } }));
  return {
    trigger: ({ id, active }: { id: number; active: boolean }) =>
      active ? activate.trigger(id) : deactivate.trigger(id),
    isMutating: activate.isMutating || deactivate.isMutating,
    error: activate.error ?? deactivate.error,
  };
}

/** `POST /api/admin/practitioners/{id}/password-link`: a new link; the older ones stop working. */
export function useResendPractitionerLink() {
  return useEndpointMutation('resendPractitionerLink', (id: number) => ({ params: { id } }));
}

// ---- content writers

/** `GET /api/admin/content-writers`: a page, searched by name or email, filtered by status. */
export function useAdminContentWriters(query: AdminContentWriterListQuery = {}) {
  return useEndpoint('adminContentWriters', { query }, { keepPreviousData: true });
}

/** `POST /api/admin/content-writers`; a taken email rejects with 409 on `email`. */
export function useCreateContentWriter() {
  return useEndpointMutation('createContentWriter', (body: ContentWriterAccountInput) => ({ body }));
}

/** `POST /api/admin/content-writers/{id}/disable` or `/enable`: `{ id, enabled }`. Disabling signs them out. */
export function useSetContentWriterEnabled() {
  const enable = useEndpointMutation('enableContentWriter', (id: number) => ({ params: { id } }));
  const disable = useEndpointMutation('disableContentWriter', (id: number) => ({ params: { id } }));
  return {
    trigger: ({ id, enabled }: { id: number; enabled: boolean }) =>
      enabled ? enable.trigger(id) : disable.trigger(id),
    isMutating: enable.isMutating || disable.isMutating,
    error: enable.error ?? disable.error,
  };
}

/** `POST /api/admin/content-writers/{id}/password-link`. */
export function useResendContentWriterLink() {
  return useEndpointMutation('resendContentWriterLink', (id: number) => ({ params: { id } }));
}

// ---- the set-password link (public)

/**
 * `GET /api/auth/password-link/{token}`: whose link it is, or `null` when it has expired or been used (the page
 * shows 'This link has expired or has already been used.'). Not refetched: a used link would turn to null.
 */
export function usePasswordLink(token: string | null) {
  return useEndpoint('passwordLink', token ? { params: { token } } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    tolerate: { 404: null },
  });
}

/** `POST /api/auth/set-password`; then the person signs in as usual. */
export function useSetPassword() {
  return useEndpointMutation('setPassword', (body: SetPasswordInput) => ({ body }));
}
