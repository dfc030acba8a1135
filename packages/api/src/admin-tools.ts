import type { LegalDocumentType } from '@telehealth/contract';
import { type AnswerSource, answerFor, useEndpoint } from './endpoint';

/** `GET /api/admin/outbox`: a page of the emails and SMS the server sent or tried to send, newest first. */
export function useOutbox() {
  return useEndpoint('outbox', {});
}

/**
 * `GET /api/legal-documents/active/{type}` (public): the published document of a type, or null when
 * none is published (the server answers 404).
 */
export function useActiveLegalDocument(type: LegalDocumentType) {
  return useEndpoint('activeLegalDocument', { params: { type } }, { tolerate: { 404: null } });
}

/** What `useActiveLegalDocument(type)` reads; a 404 is `null`. */
export function activeLegalDocumentAnswer(type: LegalDocumentType): AnswerSource {
  return answerFor('activeLegalDocument', { params: { type } });
}
