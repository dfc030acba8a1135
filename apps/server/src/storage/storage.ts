import type { Readable } from 'node:stream';

/**
 * Where the server keeps files (contact attachments, article covers, signatures, prescription and invoice PDFs):
 * the local folder DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. Keys are `area/name`
 * (`contact/0b6f….pdf`); the same key names the same file on both drivers, so a folder can be copied to a bucket.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Writes the whole object or nothing: a reader never sees half a file. */
  put(key: string, source: FileSource, options: PutOptions): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** The keys under a prefix (`contact/`), for tests and operators. */
  list(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The bytes in memory, or a file on local disk (a received upload) of a known size. */
export type FileSource = { bytes: Uint8Array } | { path: string; size: number };

export interface PutOptions {
  contentType: string;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** An area, then one or more segments of safe characters: never `..`, never a leading dot or slash. */
const KEY_PATTERN = /^[a-z][a-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 512) throw new InvalidStorageKeyError(`invalid storage key`);
  return key;
}

/** A whole (small) object in memory: a signature or a PDF. */
export async function readObject(storage: FileStorage, key: string): Promise<Buffer | null> {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface PendingFile {
  key: string;
  source: FileSource;
  contentType: string;
}

/**
 * Writes files, then runs `record` (the database transaction that points at them). A failure anywhere removes every
 * object this call wrote or tried to write, so a refused or failed upload leaves neither a row nor an object. Only
 * a process that dies between the two steps can leave an object without a row (never a row without its object).
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  files: readonly PendingFile[],
  record: () => Promise<T>,
  log?: StorageLog,
): Promise<T> {
  const attempted: string[] = [];
  try {
    for (const file of files) {
      attempted.push(file.key);
      await storage.put(file.key, file.source, { contentType: file.contentType });
    }
    return await record();
  } catch (error) {
    await removeObjects(storage, attempted, log);
    throw error;
  }
}

/** Where a removal that failed is reported (fastify's logger); keys are random names, never personal data. */
export interface StorageLog {
  warn(details: object, message: string): void;
}

/** Best-effort removal (the objects of a failed write, or one a committed change replaced): never throws. */
export async function removeObjects(
  storage: FileStorage,
  keys: readonly string[],
  log?: StorageLog,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        log?.warn({ key, err: error }, 'could not remove a stored file');
      }),
    ),
  );
}
