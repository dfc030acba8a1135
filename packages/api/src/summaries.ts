import {
  type AdminSummary,
  type ContentWriterSummary,
  endpoints,
  type PractitionerSummary,
} from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';

/** `GET /api/admin/summary`: the admin dashboard's counts (admin only). */
export function useAdminSummary() {
  return useSWR<AdminSummary, ApiError>(endpoints.adminSummary);
}

/** `GET /api/practitioner/summary`: the signed-in practitioner's counts. */
export function usePractitionerSummary() {
  return useSWR<PractitionerSummary, ApiError>(endpoints.practitionerSummary);
}

/** `GET /api/content-writer/summary`: article counts for the content writer. */
export function useContentWriterSummary() {
  return useSWR<ContentWriterSummary, ApiError>(endpoints.contentWriterSummary);
}
