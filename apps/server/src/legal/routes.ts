import { legalDocumentMessages, legalEndpoints } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { auditRequest } from '../audit';
import { registerDomain } from '../http/endpoint';
import * as legal from './service';

/** Legal documents: the admin screen's CRUD and the public /privacy and /terms pages. */
export async function legalRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  // Every admin change is audited (docs/product/settings.md): what was done to which document, and its new title and
  // state.
  const audited = async (
    request: Parameters<typeof auditRequest>[0],
    action: string,
    document: { id: number; type?: string; title?: string; isActive?: boolean },
  ) => {
    await auditRequest(request, {
      action: `legal_document.${action}`,
      targetType: 'legal_document',
      targetId: document.id,
      details: { type: document.type, title: document.title, isActive: document.isActive },
    });
  };
  registerDomain(app, legalEndpoints, {
    listLegalDocuments: async ({ query }) => legal.listDocuments(db, query.type),
    createLegalDocument: async (request) => {
      const created = await legal.createDocument(db, request.body, now());
      await audited(request, 'create', created);
      return created;
    },
    updateLegalDocument: async (request) => {
      const updated = await legal.updateDocument(db, request.params.id, request.body, now());
      await audited(request, 'update', updated);
      return updated;
    },
    deleteLegalDocument: async (request) => {
      await legal.deleteDocument(db, request.params.id);
      await audited(request, 'delete', { id: request.params.id });
      return { message: legalDocumentMessages.deleted };
    },
    activateLegalDocument: async (request) => {
      const activated = await legal.activateDocument(db, request.params.id, now());
      await audited(request, 'activate', activated);
      return activated;
    },
    activeLegalDocument: async ({ params }) => legal.activeDocument(db, params.type),
  });
}
