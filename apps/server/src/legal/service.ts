import {
  errorTypes,
  hasVisibleText,
  type LegalDocument,
  type LegalDocumentType,
  legalDocumentMessages,
  legalDocumentTypes,
  type PublicLegalDocument,
  publicLegalMessages,
} from '@telehealth/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { legalDocuments } from '../db/schema';
import { sanitizeRichText } from '../html/sanitize';
import { conflict, HttpError, notFound } from '../http/errors';

type Row = typeof legalDocuments.$inferSelect;

/**
 * Legal documents (docs/product/settings.md). Decisions: one active document per type (activating one, explicitly or by
 * saving it active, deactivates the other in the same transaction, without touching that one's 'Updated' date: its text
 * did not change); the version starts at 1 and rises by one whenever the title or the content changes, not when only
 * isActive does; active documents cannot be deleted (409); content is sanitised on save and again when served.
 */

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
async function deactivateOthers(tx: Db, type: LegalDocumentType, keepId: number | null): Promise<void> {
  await tx
    .update(legalDocuments)
    .set({ isActive: false })
    .where(
      and(
        eq(legalDocuments.type, type),
        eq(legalDocuments.isActive, true),
        keepId === null ? undefined : ne(legalDocuments.id, keepId),
      ),
    );
}

async function findRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
  if (!row) throw notFound(legalDocumentMessages.notFound);
  return row;
}

/** The row, locked for the rest of the transaction, or a 404 if it went meanwhile. */
async function lockRow(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
  if (!row) throw notFound(legalDocumentMessages.notFound);
  return row;
}

/** Every document, optionally of one type, last changed first; HTML cleaned again on the way out. */
export async function listDocuments(db: Db, type?: LegalDocumentType): Promise<LegalDocument[]> {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(type ? eq(legalDocuments.type, type) : undefined)
    .orderBy(desc(legalDocuments.updatedAt), desc(legalDocuments.id));
  return Promise.all(
    rows.map(async (row) => ({ ...toLegalDocument(row), content: await sanitizeRichText(row.content) })),
  );
}

export interface NewDocument {
  type: LegalDocumentType;
  title: string;
  content: string;
  isActive: boolean;
}

export async function createDocument(db: Db, input: NewDocument, now: Date): Promise<LegalDocument> {
  const content = await cleanContent(input.content);
  const row = await transaction(db, async (tx) => {
    await lockType(tx, input.type);
    if (input.isActive) await deactivateOthers(tx, input.type, null);
    const [inserted] = await tx
      .insert(legalDocuments)
      .values({ ...input, content, version: 1, createdAt: now, updatedAt: now })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('legal document was not created');
  return toLegalDocument(row);
}

export type DocumentChange = Omit<NewDocument, 'type'>;

export async function updateDocument(
  db: Db,
  id: number,
  input: DocumentChange,
  now: Date,
): Promise<LegalDocument> {
  const existing = await findRow(db, id);
  const content = await cleanContent(input.content);
  const row = await transaction(db, async (tx) => {
    await lockType(tx, existing.type);
    const current = await lockRow(tx, id);
    const textChanged = current.title !== input.title || current.content !== content;
    if (!textChanged && current.isActive === input.isActive) return current;
    if (input.isActive) await deactivateOthers(tx, current.type, id);
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
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  const existing = await findRow(db, id);
  await transaction(db, async (tx) => {
    await lockType(tx, existing.type);
    const current = await lockRow(tx, id);
    if (current.isActive) throw conflict(legalDocumentMessages.deleteActive);
    await tx.delete(legalDocuments).where(eq(legalDocuments.id, id));
  });
}

export async function activateDocument(db: Db, id: number, now: Date): Promise<LegalDocument> {
  const existing = await findRow(db, id);
  const row = await transaction(db, async (tx) => {
    await lockType(tx, existing.type);
    const current = await lockRow(tx, id);
    if (current.isActive) return current;
    await deactivateOthers(tx, current.type, id);
    const [updated] = await tx
      .update(legalDocuments)
      .set({ isActive: true, updatedAt: now })
      .where(eq(legalDocuments.id, id))
      .returning();
    return updated;
  });
  if (!row) throw notFound(legalDocumentMessages.notFound);
  return toLegalDocument(row);
}

/** The published document of a type, for /privacy and /terms, or a 404 while none is. */
export async function activeDocument(db: Db, type: LegalDocumentType): Promise<PublicLegalDocument> {
  const [row] = await db
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
}
