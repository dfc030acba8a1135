import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './db/lock';
import { settings } from './db/schema';
import { ensureSettingDefaults } from './db/settings-defaults';
import { testDriver } from './test/helpers';

const folders: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-lock-'));
  folders.push(dir);
  return dir;
}

/** A process that stays alive until killed: "another server" for the lock's purposes. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// A PGlite data folder and its lock file, whatever the run's driver: the PGlite run (scripts/pglite-files.mjs) covers
// it, and the PostgreSQL run would only repeat the same test.
describe.skipIf(testDriver === 'postgres')('the data folder lock', () => {
  it('refuses a folder held by another live process, naming it in one line', () => {
    const dir = tempDir();
    const other = liveProcess();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${other.pid}\n`);
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `Another server process (pid ${other.pid}) is using the database in ${dir}. Stop it, or set DATA_DIR to another folder.`,
    );
    // The holder's lock is untouched.
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(other.pid));
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over an empty lock file (a crash while writing it)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second PGlite open of one folder, and reopens it after close with the data intact', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
      await first.migrate();
      await ensureSettingDefaults(first.db);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const [row] = await second.db.select({ n: count() }).from(settings);
      expect(row?.n).toBeGreaterThan(10);
    } finally {
      await second.close();
    }
  });
});
