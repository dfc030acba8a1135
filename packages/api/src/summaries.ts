import { useEndpoint } from './endpoint';

/** `GET /api/admin/summary`: the admin dashboard's counts (admin only). */
export function useAdminSummary() {
  return useEndpoint('adminSummary', {});
}

/** `GET /api/practitioner/summary`: the signed-in practitioner's counts. */
export function usePractitionerSummary() {
  return useEndpoint('practitionerSummary', {});
}

/** `GET /api/content-writer/summary`: article counts for the content writer. */
export function useContentWriterSummary() {
  return useEndpoint('contentWriterSummary', {});
}
