import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  adminToolEndpoints,
  type ContactAttachment,
  type ContactReceived,
  type ContactSubmissionDetail,
  contactAttachmentRules,
  contactFormInput,
  contactMessages,
  contactServerMessages,
  contactStatusUpdateInput,
  endpoints,
  errorTypes,
  fileExtension,
  firstFieldError,
} from '@telehealth/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import { contactAttachments, contactSubmissions } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { notFound, parseIdParam } from './params';

// ---------------------------------------------------------------- file types by content

export type AllowedMime = (typeof contactAttachmentRules.mimeTypes)[number];

const signatures: { mime: AllowedMime; extension: string; bytes: number[] | ((head: Buffer) => boolean) }[] =
  [
    { mime: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
    { mime: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
    { mime: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
    {
      mime: 'image/gif',
      extension: 'gif',
      bytes: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')),
    },
  ];

/** The file's real type from its first bytes (magic numbers), or null when it is none of the allowed four. */
export function sniffFileType(head: Buffer): { mime: AllowedMime; extension: string } | null {
  for (const signature of signatures) {
    const matches =
      typeof signature.bytes === 'function'
        ? signature.bytes(head)
        : head.length >= signature.bytes.length &&
          signature.bytes.every((byte, index) => head[index] === byte);
    if (matches) return { mime: signature.mime, extension: signature.extension };
  }
  return null;
}

/** A display name safe for headers and logs: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'attachment').slice(-200);
}

/** `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`, with an ASCII fallback for old clients. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// ---------------------------------------------------------------- rate limit

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Contact-form posts per client IP in a sliding window, in memory. The form is public and takes uploads,
 * so every attempt counts, accepted or refused. Per process: several processes each allow the limit.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; seconds to wait when over the limit, else null. */
  hit(key: string, now: number): number | null {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return null;
  }

  private prune(since: number): void {
    for (const [key, list] of this.hits) {
      if (!list.some((at) => at > since)) this.hits.delete(key);
    }
  }
}

// ---------------------------------------------------------------- uploads

interface ReceivedFile {
  tempPath: string;
  finalName: string;
  originalName: string;
  mime: AllowedMime;
  size: number;
}

const TEMP_PREFIX = '.incoming-';
const fileFields = new Set([contactAttachmentRules.fieldName, `${contactAttachmentRules.fieldName}[]`]);

function fileError(status: 400 | 413 | 415, message: string): HttpError {
  const errorType =
    status === 413
      ? errorTypes.payloadTooLarge
      : status === 415
        ? errorTypes.unsupportedMediaType
        : errorTypes.validation;
  return new HttpError(status, message, { errorType, field: contactAttachmentRules.fieldName });
}

/** Streams one upload to a temporary file, keeping its first bytes to check the type. */
async function receiveFile(part: MultipartFile, dir: string, temps: string[]): Promise<ReceivedFile | null> {
  const originalName = cleanFileName(part.filename ?? '');
  const tempPath = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  temps.push(tempPath);
  let head = Buffer.alloc(0);
  let size = 0;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(part.file, sniff, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  if (part.file.truncated) throw fileError(413, contactMessages.fileTooLarge);
  // A browser sends an empty part for a file input left empty.
  if (size === 0 && !part.filename) return null;
  const type = sniffFileType(head);
  const extension = fileExtension(originalName);
  if (!type || !(contactAttachmentRules.extensions as readonly string[]).includes(extension)) {
    throw fileError(415, contactMessages.fileTypeNotAllowed);
  }
  return { tempPath, finalName: `${randomUUID()}.${type.extension}`, originalName, mime: type.mime, size };
}

/**
 * Removes temporary uploads a crash left behind, once per process before its first upload. Only files
 * older than an hour: another process sharing DATA_DIR may be receiving one right now.
 */
async function removeStaleTemps(dir: string, now: number): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(TEMP_PREFIX))
      .map(async (name) => {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs > 60 * 60 * 1000) await rm(file, { force: true });
      }),
  );
}

interface ParsedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

async function readMultipart(request: FastifyRequest, dir: string, temps: string[]): Promise<ParsedForm> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) {
          part.file.resume();
          throw fileError(400, contactServerMessages.unexpectedFileField);
        }
        const file = await receiveFile(part, dir, temps);
        if (file) files.push(file);
      } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fileError(400, contactMessages.tooManyFiles);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, contactMessages.fileTooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'Request body is too large', { errorType: errorTypes.payloadTooLarge });
    }
    throw error;
  }
  return { fields, files };
}

// ---------------------------------------------------------------- listing

type SubmissionRow = typeof contactSubmissions.$inferSelect;
type AttachmentRow = typeof contactAttachments.$inferSelect;

function attachmentUrl(row: AttachmentRow): string {
  // The name at the end lets the client show it and pick the icon from its extension.
  return `${adminToolEndpoints.contactAttachment.replace(':id', String(row.id))}/${encodeURIComponent(row.originalName)}`;
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

/**
 * The restrictive policy of a served upload: nothing in it may load or run anything. Not `sandbox`:
 * Chrome refuses to show a PDF in a sandboxed document, and View must open PDFs.
 */
export const attachmentContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The contact form (public, multipart with up to 5 attachments) and the admin inbox (Part 1 §2).
 * A refused submission stores nothing: files go to temporary names and are renamed inside the database
 * transaction that records them; any failure removes every file of the request.
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const uploadDir = path.join(config.dataDir, 'uploads', 'contact');
  // Created on the first upload, not at startup, so servers that never receive one write nothing.
  let uploadDirReady: Promise<void> | null = null;
  const ensureUploadDir = () => {
    uploadDirReady ??= mkdir(uploadDir, { recursive: true })
      .then(() => removeStaleTemps(uploadDir, Date.now()))
      .catch((error: unknown) => {
        uploadDirReady = null; // try again on the next upload
        throw error;
      });
    return uploadDirReady;
  };
  const limiter = new SlidingWindowLimiter(CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: contactAttachmentRules.maxFileBytes,
      files: contactAttachmentRules.maxFiles,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 200,
    },
  });

  app.post(endpoints.contact, async (request, reply) => {
    const retryAfter = limiter.hit(request.ip, app.ctx.now().getTime());
    if (retryAfter !== null) {
      throw new HttpError(429, contactServerMessages.rateLimited, {
        errorType: errorTypes.rateLimited,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }

    const temps: string[] = [];
    const finals: string[] = [];
    try {
      let fields: unknown;
      let files: ReceivedFile[] = [];
      if (request.isMultipart()) {
        await ensureUploadDir();
        const form = await readMultipart(request, uploadDir, temps);
        fields = form.fields;
        files = form.files;
      } else {
        fields = request.body ?? {};
      }
      const parsed = contactFormInput.safeParse(fields);
      if (!parsed.success) {
        const { message, field } = firstFieldError(parsed.error);
        throw new HttpError(400, message, { errorType: errorTypes.validation, ...(field ? { field } : {}) });
      }
      const input = parsed.data;
      const now = app.ctx.now();
      const id = await db.transaction(async (tx) => {
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
        // Last step inside the transaction: a failed rename rolls the rows back.
        for (const file of files) {
          const target = path.join(uploadDir, file.finalName);
          finals.push(target);
          await rename(file.tempPath, target);
        }
        return submission.id;
      });
      finals.length = 0; // committed: the files are kept
      const answer: ContactReceived = { id, message: contactServerMessages.received };
      return reply.code(201).send(answer);
    } finally {
      await Promise.all([...temps, ...finals].map((file) => rm(file, { force: true })));
    }
  });

  app.get(endpoints.contact, { preHandler: requireAdmin }, async () => {
    const rows = await db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
    const attachments = await attachmentsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toSubmission(row, attachments.get(row.id) ?? []));
  });

  app.patch(endpoints.contactStatus, { preHandler: requireAdmin }, async (request) => {
    const id = parseIdParam((request.params as { id?: string }).id);
    const { status } = parseBody(contactStatusUpdateInput, request);
    const [row] = await db
      .update(contactSubmissions)
      .set({ status, updatedAt: app.ctx.now() })
      .where(eq(contactSubmissions.id, id))
      .returning();
    if (!row) throw notFound(contactMessages.notFound);
    const attachments = await attachmentsOf(db, [row.id]);
    return toSubmission(row, attachments.get(row.id) ?? []);
  });

  const serveAttachment = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const id = parseIdParam((request.params as { id?: string }).id);
    const [row] = await db.select().from(contactAttachments).where(eq(contactAttachments.id, id));
    if (!row) throw notFound(contactServerMessages.attachmentNotFound);
    const file = path.join(uploadDir, path.basename(row.storedName));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound(contactServerMessages.attachmentNotFound);
    const inline = (request.query as { inline?: string }).inline === '1';
    return reply
      .type(row.mimeType)
      .header('Content-Length', String(info.size))
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.originalName))
      .send(createReadStream(file));
  };
  // Route-level onSend runs after the app-wide security hook, so this policy replaces the page policy.
  const attachmentOptions = {
    preHandler: requireAdmin,
    onSend: async (_request: FastifyRequest, reply: import('fastify').FastifyReply, payload: unknown) => {
      reply.header('Content-Security-Policy', attachmentContentSecurityPolicy);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      return payload;
    },
  };
  app.get(adminToolEndpoints.contactAttachment, attachmentOptions, serveAttachment);
  app.get(`${adminToolEndpoints.contactAttachment}/:name`, attachmentOptions, serveAttachment);
}
