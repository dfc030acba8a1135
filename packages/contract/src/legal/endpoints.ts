import { z } from 'zod';
import { defineEndpoints, idParams } from '../endpoint/define';
import { apiErrorBody } from '../errorBody';
import { messageResponse } from '../responses';
import {
  legalDocument,
  legalDocumentCreateInput,
  legalDocumentListQuery,
  legalDocumentType,
  legalDocumentUpdateInput,
  publicLegalDocument,
} from './legal';
import { legalRoutes } from './routes';

/** The legal endpoints' schemas, summaries and error answers, under the names of `legalRoutes`. */
export const legalEndpoints = defineEndpoints(legalRoutes, {
  listLegalDocuments: {
    summary: 'Every legal document, optionally of one type, last updated first',
    query: legalDocumentListQuery,
    response: z.array(legalDocument),
  },
  createLegalDocument: {
    summary: 'Create a document; saved active, it deactivates the other of its type',
    body: legalDocumentCreateInput,
    response: legalDocument,
  },
  updateLegalDocument: {
    summary: 'Change title, content or active state; the version rises when the text changes',
    params: idParams,
    body: legalDocumentUpdateInput,
    response: legalDocument,
  },
  deleteLegalDocument: {
    summary: 'Delete an inactive document; 409 for the active one',
    params: idParams,
    response: messageResponse,
    errors: { 409: apiErrorBody },
  },
  activateLegalDocument: {
    summary: 'Make a document the active one of its type',
    params: idParams,
    response: legalDocument,
  },
  activeLegalDocument: {
    summary: 'The published document of a type, for /privacy and /terms',
    params: z.object({ type: legalDocumentType }),
    response: publicLegalDocument,
    errors: { 404: apiErrorBody },
  },
});
