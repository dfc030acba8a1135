import {
  adminToolEndpoints,
  legalDocumentType,
  type PublicLegalDocument,
  publicLegalMessages,
} from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legalDocuments } from '../db/schema';
import { sanitizeRichText } from '../html/sanitize';
import { notFound, parseQuery } from './params';

const params = z.object({ type: legalDocumentType });

/** Public: the active privacy policy or terms of use for the /privacy and /terms pages. */
export async function publicLegalRoutes(app: FastifyInstance): Promise<void> {
  app.get(adminToolEndpoints.activeLegalDocument, async (request): Promise<PublicLegalDocument> => {
    const { type } = parseQuery(params, request.params);
    const [row] = await app.ctx.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.type, type), eq(legalDocuments.isActive, true)));
    if (!row) throw notFound(publicLegalMessages.notPublished);
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      // Stored content is already clean; cleaning it again on the way out protects against rows written
      // by other means (imports, SQL, an older sanitiser).
      content: await sanitizeRichText(row.content),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
