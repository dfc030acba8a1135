import {
  buildPath,
  endpoints,
  type LegalDocument,
  type LegalDocumentCreateInput,
  type LegalDocumentType,
  type LegalDocumentUpdateInput,
  type MessageResponse,
} from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** The list's key: the path and the optional type filter, sent as `?type=`. */
export function legalDocumentsKey(type?: LegalDocumentType | null) {
  return [endpoints.legalDocuments, { type: type ?? undefined }] as const;
}

/** `GET /api/admin/legal-documents[?type=]`: the admin list, optionally of one type. */
export function useLegalDocuments(type?: LegalDocumentType | null) {
  return useSWR<LegalDocument[], ApiError>(legalDocumentsKey(type));
}

const reloadList = { revalidate: [endpoints.legalDocuments] } as const;

/** `POST /api/admin/legal-documents`; every list reloads. Pass the parsed form values (title trimmed). */
export function useCreateLegalDocument() {
  return useApiMutation<LegalDocument, LegalDocumentCreateInput>(
    'POST',
    endpoints.legalDocuments,
    (client, input) => client.request('POST', endpoints.legalDocuments, { body: input }),
    reloadList,
  );
}

export type LegalDocumentUpdate = LegalDocumentUpdateInput & { id: number };

/** `PUT /api/admin/legal-documents/{id}` with title, content and isActive; every list reloads. */
export function useUpdateLegalDocument() {
  return useApiMutation<LegalDocument, LegalDocumentUpdate>(
    'PUT',
    endpoints.legalDocument,
    (client, { id, title, content, isActive }) =>
      client.request('PUT', buildPath(endpoints.legalDocument, { id }), {
        body: { title, content, isActive },
      }),
    reloadList,
  );
}

/** `DELETE /api/admin/legal-documents/{id}` (inactive documents only); every list reloads. */
export function useDeleteLegalDocument() {
  return useApiMutation<MessageResponse | null, number>(
    'DELETE',
    endpoints.legalDocument,
    (client, id) => client.request('DELETE', buildPath(endpoints.legalDocument, { id })),
    reloadList,
  );
}

/** `POST /api/admin/legal-documents/{id}/activate`: the other document of its type becomes inactive. */
export function useActivateLegalDocument() {
  return useApiMutation<LegalDocument, number>(
    'POST',
    endpoints.legalDocumentActivate,
    (client, id) => client.request('POST', buildPath(endpoints.legalDocumentActivate, { id })),
    reloadList,
  );
}
