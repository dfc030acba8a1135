import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another server process (pid ${pid}) is using the database in ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks existence without signalling; EPERM means it exists but belongs to someone else.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Folders this process holds, so a second open inside one process is refused too. */
const heldByThisProcess = new Set<string>();

/**
 * Takes the data folder for this process. PGlite has no lock of its own, and two processes writing one
 * folder corrupt it, so the lock file is created atomically (`wx`) and holds our pid. A lock left by a
 * dead process (crash, SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE_NAME);
  if (heldByThisProcess.has(file)) throw new DataDirLockedError(pid, folder);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      heldByThisProcess.add(file);
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(file);
          if (readPid(file) === pid) {
            try {
              unlinkSync(file);
            } catch {
              // Already gone: nothing to release.
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const holder = readPid(file);
    if (holder !== null && holder !== pid && isAlive(holder)) throw new DataDirLockedError(holder, folder);
    // A file without a pid may be a lock being written right now; give it a moment before calling it stale.
    if (holder === null && attempt === 0) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // Move the stale lock aside (rename is atomic), then check that what we moved is the stale one:
    // if another process took the folder in between, give its lock back and step aside.
    const aside = `${file}.${pid}.stale`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readPid(aside);
    if (moved !== null && moved !== holder && moved !== pid && isAlive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // Someone else holds it now; either way it is not ours.
      }
      unlinkSync(aside);
      throw new DataDirLockedError(moved, folder);
    }
    unlinkSync(aside);
  }
  const holder = readPid(file);
  throw new DataDirLockedError(holder ?? 0, folder);
}
