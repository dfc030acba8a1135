import path from 'node:path';
import {
  buildPath,
  type ContactAttachment,
  type ContactReceived,
  type ContactStatus,
  type ContactSubmissionDetail,
  contactFormInput,
  contactMessages,
  contactServerMessages,
  errorTypes,
  firstFieldError,
  routes,
} from '@telehealth/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { contactAttachments, contactSubmissions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { type FileStorage, type StorageLog, type StoredObject, storeThenRecord } from '../storage';
import type { ReceivedFile } from './uploads';

type SubmissionRow = typeof contactSubmissions.$inferSelect;
type AttachmentRow = typeof contactAttachments.$inferSelect;

function attachmentUrl(row: AttachmentRow): string {
  // Ids only: a URL ends up in access logs and browser history, and a file name may be personal
  // ("smith-pathology.pdf"). The name travels in the JSON and in Content-Disposition.
  return buildPath(routes.contactAttachment.path, { id: row.id });
}

function toSubmission(row: SubmissionRow, attachments: AttachmentRow[]): ContactSubmissionDetail {
  const list: ContactAttachment[] = attachments.map((item) => ({
    id: item.id,
    name: item.originalName,
    mimeType: item.mimeType,
    size: item.size,
    url: attachmentUrl(item),
  }));
  const urls = list.map((item) => item.url);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    assignedToId: row.assignedToId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attachmentUrl: urls[0] ?? null,
    attachmentUrls: urls,
    attachments: list,
  };
}

async function attachmentsOf(db: Db, ids: number[]): Promise<Map<number, AttachmentRow[]>> {
  const byId = new Map<number, AttachmentRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(contactAttachments)
    .where(inArray(contactAttachments.submissionId, ids))
    .orderBy(asc(contactAttachments.id));
  for (const row of rows) byId.set(row.submissionId, [...(byId.get(row.submissionId) ?? []), row]);
  return byId;
}

/** An attachment's key in the file storage: where DATA_DIR/uploads/contact has always kept it. */
export const attachmentKey = (storedName: string) => `contact/${path.basename(storedName)}`;

/**
 * Stores a contact submission and its checked uploads, or nothing: the fields are checked first (a 400 in the
 * contract's words), then the files are written to the storage, then the rows go in one transaction; a failure
 * removes the files already written (storeThenRecord). The caller removes the temporary files.
 */
export async function storeSubmission(
  db: Db,
  storage: FileStorage,
  fields: unknown,
  files: readonly ReceivedFile[],
  now: Date,
  log?: StorageLog,
): Promise<ContactReceived> {
  const parsed = contactFormInput.safeParse(fields);
  if (!parsed.success) {
    const { message, field } = firstFieldError(parsed.error);
    throw new HttpError(400, message, { errorType: errorTypes.validation, ...(field ? { field } : {}) });
  }
  const input = parsed.data;
  const pending = files.map((file) => ({
    key: attachmentKey(file.finalName),
    source: { path: file.tempPath, size: file.size },
    contentType: file.mime,
  }));
  const id = await storeThenRecord(storage, pending, () => recordSubmission(db, input, files, now), log);
  return { id, message: contactServerMessages.received };
}

async function recordSubmission(
  db: Db,
  input: ReturnType<typeof contactFormInput.parse>,
  files: readonly ReceivedFile[],
  now: Date,
): Promise<number> {
  return transaction(db, async (tx) => {
    const [submission] = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        type: input.type,
        category: input.category ?? null,
        subject: input.subject,
        message: input.message,
        status: 'new',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contactSubmissions.id });
    if (!submission) throw new Error('contact submission was not stored');
    if (files.length > 0) {
      await tx.insert(contactAttachments).values(
        files.map((file) => ({
          submissionId: submission.id,
          storedName: file.finalName,
          originalName: file.originalName,
          mimeType: file.mime,
          size: file.size,
          createdAt: now,
        })),
      );
    }
    return submission.id;
  });
}

/** Every submission with its attachments, newest first. */
export async function listSubmissions(db: Db): Promise<ContactSubmissionDetail[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSubmission(row, attachments.get(row.id) ?? []));
}

/** Any status may follow any other (docs/product/site.md). */
export async function updateStatus(
  db: Db,
  id: number,
  status: ContactStatus,
  now: Date,
): Promise<ContactSubmissionDetail> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ status, updatedAt: now })
    .where(eq(contactSubmissions.id, id))
    .returning();
  if (!row) throw notFound(contactMessages.notFound);
  const attachments = await attachmentsOf(db, [row.id]);
  return toSubmission(row, attachments.get(row.id) ?? []);
}

export interface StoredAttachment extends StoredObject {
  mimeType: string;
  name: string;
}

/** An attachment's stored bytes, or a 404 when its row or its file is gone. */
export async function findAttachment(db: Db, storage: FileStorage, id: number): Promise<StoredAttachment> {
  const [row] = await db.select().from(contactAttachments).where(eq(contactAttachments.id, id));
  if (!row) throw notFound(contactServerMessages.attachmentNotFound);
  const found = await storage.get(attachmentKey(row.storedName));
  if (!found) throw notFound(contactServerMessages.attachmentNotFound);
  return { ...found, mimeType: row.mimeType, name: row.originalName };
}
