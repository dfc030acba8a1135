import {
  adminToolEndpoints,
  buildPath,
  type LegalDocumentType,
  type OutboxPage,
  type PublicLegalDocument,
} from '@telehealth/contract';
import useSWR from 'swr';
import { useApiClient } from './client';
import type { ApiError } from './errors';

/** `GET /api/admin/outbox`: a page of the emails and SMS the server sent or tried to send, newest first. */
export function useOutbox() {
  return useSWR<OutboxPage, ApiError>(adminToolEndpoints.outbox);
}

/**
 * `GET /api/legal-documents/active/{type}` (public): the published document of a type, or null when
 * none is published (the server answers 404).
 */
export function useActiveLegalDocument(type: LegalDocumentType) {
  const client = useApiClient();
  const path = buildPath(adminToolEndpoints.activeLegalDocument, { type });
  return useSWR<PublicLegalDocument | null, ApiError>(path, async (url: string) => {
    try {
      return await client.request<PublicLegalDocument>('GET', url);
    } catch (error) {
      if ((error as ApiError).status === 404) return null;
      throw error;
    }
  });
}
