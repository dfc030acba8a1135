import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  contactAttachmentRules,
  contactMessages,
  contactServerMessages,
  errorTypes,
  fileExtension,
  serverMessages,
} from '@telehealth/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/errors';

/**
 * The contact form's uploads: streamed to temporary files on local disk, checked by content (`file-type`) and size
 * as they arrive, and refused with the contract's words. Nothing here touches the database or the file storage.
 */

// ---------------------------------------------------------------- file types by content

/**
 * The restrictive policy of a served upload: nothing in it may load or run anything. Not `sandbox`:
 * Chrome refuses to show a PDF in a sandboxed document, and View must open PDFs.
 */
export const attachmentContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export type AllowedMime = (typeof contactAttachmentRules.mimeTypes)[number];

/** What `file-type` may find, as stored: an animated PNG is still a PNG. Everything else is refused. */
const allowedTypes: Record<string, { mime: AllowedMime; extension: string }> = {
  'application/pdf': { mime: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/png': { mime: 'image/png', extension: 'png' },
  'image/apng': { mime: 'image/png', extension: 'png' },
  'image/gif': { mime: 'image/gif', extension: 'gif' },
};

/** What file-type reads to decide (its `reasonableDetectionSizeInBytes`). */
const SNIFF_BYTES = 4100;

/** The file's real type from its first bytes (`file-type`), or null when it is none of the allowed four. */
export async function sniffFileType(
  head: Uint8Array,
): Promise<{ mime: AllowedMime; extension: string } | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && allowedTypes[found.mime]) ?? null;
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

// ---------------------------------------------------------------- uploads

export interface ReceivedFile {
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
async function receiveFile(part: MultipartFile, dir: string): Promise<ReceivedFile | null> {
  const originalName = cleanFileName(part.filename ?? '');
  const tempPath = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  let head = Buffer.alloc(0);
  let size = 0;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      }
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(part.file, sniff, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  if (part.file.truncated) throw fileError(413, contactMessages.fileTooLarge);
  // A browser sends an empty part for a file input left empty.
  if (size === 0 && !part.filename) return null;
  const type = await sniffFileType(head);
  const extension = fileExtension(originalName);
  if (!type || !(contactAttachmentRules.extensions as readonly string[]).includes(extension)) {
    throw fileError(415, contactMessages.fileTypeNotAllowed);
  }
  return { tempPath, finalName: `${randomUUID()}.${type.extension}`, originalName, mime: type.mime, size };
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Streams a multipart form's files to temporary names in `dir` (the caller removes it) and collects its fields. */
export async function readMultipart(request: FastifyRequest, dir: string): Promise<ParsedForm> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) {
          part.file.resume();
          throw fileError(400, contactServerMessages.unexpectedFileField);
        }
        const file = await receiveFile(part, dir);
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
    // The disk failing is ours (500); anything else the parser throws (a missing boundary, a cut-off part,
    // a malformed header) is the sender's body: a 400, and nothing worth an error-level log line.
    if ((error as { syscall?: unknown }).syscall !== undefined) throw error;
    throw new HttpError(400, serverMessages.malformedMultipart, { errorType: errorTypes.validation });
  }
  return { fields, files };
}
