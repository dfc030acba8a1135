import type {
  LegalDocumentCreateInput,
  LegalDocumentType,
  LegalDocumentUpdateInput,
} from '@telehealth/contract';
import { endpointKey, useEndpoint, useEndpointMutation } from './endpoint';

/** The list's key: the path and the optional type filter, sent as `?type=`. */
export function legalDocumentsKey(type?: LegalDocumentType | null) {
  return endpointKey('listLegalDocuments', { query: { type: type ?? undefined } });
}

/** `GET /api/admin/legal-documents[?type=]`: the admin list, optionally of one type. */
export function useLegalDocuments(type?: LegalDocumentType | null) {
  return useEndpoint('listLegalDocuments', { query: { type: type ?? undefined } });
}

const reloadList = { revalidate: ['listLegalDocuments'] } as const;

/** `POST /api/admin/legal-documents`; every list reloads. Pass the parsed form values (title trimmed). */
export function useCreateLegalDocument() {
  return useEndpointMutation(
    'createLegalDocument',
    (body: LegalDocumentCreateInput) => ({ body }),
    reloadList,
  );
}

export type LegalDocumentUpdate = LegalDocumentUpdateInput & { id: number };

/** `PUT /api/admin/legal-documents/{id}` with title, content and isActive; every list reloads. */
export function useUpdateLegalDocument() {
  return useEndpointMutation(
    'updateLegalDocument',
    ({ id, title, content, isActive }: LegalDocumentUpdate) => ({
      params: { id },
      body: { title, content, isActive },
    }),
    reloadList,
  );
}

/** `DELETE /api/admin/legal-documents/{id}` (inactive documents only); every list reloads. */
export function useDeleteLegalDocument() {
  return useEndpointMutation('deleteLegalDocument', (id: number) => ({ params: { id } }), reloadList);
}

/** `POST /api/admin/legal-documents/{id}/activate`: the other document of its type becomes inactive. */
export function useActivateLegalDocument() {
  return useEndpointMutation('activateLegalDocument', (id: number) => ({ params: { id } }), reloadList);
}
