import type { Route } from '../endpoint/route';

/** The legal endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const legalRoutes = {
  listLegalDocuments: {
    method: 'GET',
    path: '/api/admin/legal-documents',
    access: 'admin',
    tag: 'legal documents',
  },
  createLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents',
    access: 'admin',
    tag: 'legal documents',
    status: 201,
    invalidates: ['listLegalDocuments'],
  },
  updateLegalDocument: {
    method: 'PUT',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    tag: 'legal documents',
    invalidates: ['listLegalDocuments'],
  },
  deleteLegalDocument: {
    method: 'DELETE',
    path: '/api/admin/legal-documents/:id',
    access: 'admin',
    tag: 'legal documents',
    invalidates: ['listLegalDocuments'],
  },
  activateLegalDocument: {
    method: 'POST',
    path: '/api/admin/legal-documents/:id/activate',
    access: 'admin',
    tag: 'legal documents',
    invalidates: ['listLegalDocuments'],
  },
  activeLegalDocument: {
    method: 'GET',
    path: '/api/legal-documents/active/:type',
    access: 'public',
    tag: 'legal documents',
  },
} as const satisfies Record<string, Route>;
