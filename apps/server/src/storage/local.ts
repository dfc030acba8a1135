import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileSource, type FileStorage, type StoredObject } from './storage';

/** Unfinished writes: the same folder as the file, so the final rename is atomic; never listed. */
const TEMP_PREFIX = '.incoming-';

/**
 * Files under one folder (DATA_DIR/uploads): the key is the path below it, so `contact/<name>` is where contact
 * attachments have always been kept, and existing files stay readable. Fine for one process, or several sharing one
 * disk; several machines need the S3 driver.
 */
export class LocalStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...assertStorageKey(key).split('/'));
  }

  async put(key: string, source: FileSource): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}`);
    try {
      if ('bytes' in source) await writeFile(temp, source.bytes, { mode: 0o600, flag: 'wx' });
      else await copyFile(source.path, temp);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    // Opened before it is measured: a file removed in between is a clean "not found", not a broken stream.
    const handle = await open(this.fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith(TEMP_PREFIX))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  async close(): Promise<void> {}
}
