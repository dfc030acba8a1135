import { endpoints, legalDocumentMessages } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import * as legal from './service';

/** Legal documents: the admin screen's CRUD and the public /privacy and /terms pages. */
export async function legalRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;

  registerEndpoint(app, endpoints.listLegalDocuments, async ({ query }) =>
    legal.listDocuments(db, query.type),
  );
  registerEndpoint(app, endpoints.createLegalDocument, async ({ body }) =>
    legal.createDocument(db, body, now()),
  );
  registerEndpoint(app, endpoints.updateLegalDocument, async ({ params, body }) =>
    legal.updateDocument(db, params.id, body, now()),
  );
  registerEndpoint(app, endpoints.deleteLegalDocument, async ({ params }) => {
    await legal.deleteDocument(db, params.id);
    return { message: legalDocumentMessages.deleted };
  });
  registerEndpoint(app, endpoints.activateLegalDocument, async ({ params }) =>
    legal.activateDocument(db, params.id, now()),
  );
  registerEndpoint(app, endpoints.activeLegalDocument, async ({ params }) =>
    legal.activeDocument(db, params.type),
  );
}
