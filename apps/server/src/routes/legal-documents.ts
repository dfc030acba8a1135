import {
  endpoints,
  errorTypes,
  hasVisibleText,
  type LegalDocument,
  type LegalDocumentType,
  legalDocumentCreateInput,
  legalDocumentListQuery,
  legalDocumentMessages,
  legalDocumentTypes,
  legalDocumentUpdateInput,
} from '@telehealth/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import { legalDocuments } from '../db/schema';
import { sanitizeRichText } from '../html/sanitize';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { conflict, notFound, parseIdParam, parseQuery } from './params';

type Row = typeof legalDocuments.$inferSelect;

export function toLegalDocument(row: Row): LegalDocument {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Sanitised content, or the spec's 400 when nothing readable is left (e.g. only a script). */
async function cleanContent(html: string): Promise<string> {
  const clean = await sanitizeRichText(html);
  if (!hasVisibleText(clean)) {
    throw new HttpError(400, legalDocumentMessages.titleAndContentRequired, {
      errorType: errorTypes.validation,
      field: 'content',
    });
  }
  return clean;
}

/**
 * Serialises writes to one type's documents: two admins activating different documents at once would
 * otherwise both pass the "deactivate the others" step and one would hit the one-active index.
 */
async function lockType(tx: Db, type: LegalDocumentType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${72410100 + legalDocumentTypes.indexOf(type)})`);
}

/** Deactivates every other active document of the type (first, so the one-active index holds). */
async function deactivateOthers(
  tx: Db,
  type: LegalDocumentType,
  keepId: number | null,
  now: Date,
): Promise<void> {
  await tx
    .update(legalDocuments)
    .set({ isActive: false, updatedAt: now })
    .where(
      and(
        eq(legalDocuments.type, type),
        eq(legalDocuments.isActive, true),
        keepId === null ? undefined : ne(legalDocuments.id, keepId),
      ),
    );
}

async function findDocument(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
  if (!row) throw notFound(legalDocumentMessages.notFound);
  return row;
}

/**
 * Admin CRUD of legal documents (Part 1 §2). Decisions: one active document per type (activating one,
 * explicitly or by saving it active, deactivates the other in the same transaction); the version starts at 1
 * and rises by one whenever the title or the content changes, not when only isActive does; active documents
 * cannot be deleted (409); content is sanitised on save and again when served.
 */
export async function legalDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const transaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db));

  app.get(endpoints.legalDocuments, { preHandler: requireAdmin }, async (request) => {
    const { type } = parseQuery(legalDocumentListQuery, request.query);
    const rows = await db
      .select()
      .from(legalDocuments)
      .where(type ? eq(legalDocuments.type, type) : undefined)
      .orderBy(desc(legalDocuments.updatedAt), desc(legalDocuments.id));
    // The view dialog renders the HTML: clean it on the way out too, whatever wrote the row.
    return Promise.all(
      rows.map(async (row) => ({ ...toLegalDocument(row), content: await sanitizeRichText(row.content) })),
    );
  });

  app.post(endpoints.legalDocuments, { preHandler: requireAdmin }, async (request, reply) => {
    const input = parseBody(legalDocumentCreateInput, request);
    const content = await cleanContent(input.content);
    const now = app.ctx.now();
    const row = await transaction(async (tx) => {
      await lockType(tx, input.type);
      if (input.isActive) await deactivateOthers(tx, input.type, null, now);
      const [inserted] = await tx
        .insert(legalDocuments)
        .values({
          type: input.type,
          title: input.title,
          content,
          isActive: input.isActive,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('legal document was not created');
    return reply.code(201).send(toLegalDocument(row));
  });

  app.put(endpoints.legalDocument, { preHandler: requireAdmin }, async (request) => {
    const id = parseIdParam((request.params as { id?: string }).id);
    const input = parseBody(legalDocumentUpdateInput, request);
    const existing = await findDocument(db, id);
    const content = await cleanContent(input.content);
    const now = app.ctx.now();
    const row = await transaction(async (tx) => {
      await lockType(tx, existing.type);
      const [current] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
      if (!current) throw notFound(legalDocumentMessages.notFound);
      const textChanged = current.title !== input.title || current.content !== content;
      if (!textChanged && current.isActive === input.isActive) return current;
      if (input.isActive) await deactivateOthers(tx, current.type, id, now);
      const [updated] = await tx
        .update(legalDocuments)
        .set({
          title: input.title,
          content,
          isActive: input.isActive,
          version: textChanged ? sql`${legalDocuments.version} + 1` : current.version,
          updatedAt: now,
        })
        .where(eq(legalDocuments.id, id))
        .returning();
      return updated;
    });
    if (!row) throw notFound(legalDocumentMessages.notFound);
    return toLegalDocument(row);
  });

  app.delete(endpoints.legalDocument, { preHandler: requireAdmin }, async (request) => {
    const id = parseIdParam((request.params as { id?: string }).id);
    const existing = await findDocument(db, id);
    await transaction(async (tx) => {
      await lockType(tx, existing.type);
      const [current] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
      if (!current) throw notFound(legalDocumentMessages.notFound);
      if (current.isActive) throw conflict(legalDocumentMessages.deleteActive);
      await tx.delete(legalDocuments).where(eq(legalDocuments.id, id));
    });
    return { message: legalDocumentMessages.deleted };
  });

  app.post(endpoints.legalDocumentActivate, { preHandler: requireAdmin }, async (request) => {
    const id = parseIdParam((request.params as { id?: string }).id);
    const existing = await findDocument(db, id);
    const now = app.ctx.now();
    const row = await transaction(async (tx) => {
      await lockType(tx, existing.type);
      const [current] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
      if (!current) throw notFound(legalDocumentMessages.notFound);
      if (current.isActive) return current;
      await deactivateOthers(tx, current.type, id, now);
      const [updated] = await tx
        .update(legalDocuments)
        .set({ isActive: true, updatedAt: now })
        .where(eq(legalDocuments.id, id))
        .returning();
      return updated;
    });
    if (!row) throw notFound(legalDocumentMessages.notFound);
    return toLegalDocument(row);
  });
}
