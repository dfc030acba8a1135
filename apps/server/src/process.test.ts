import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './db/lock';
import { serverRoot } from './paths';
import { SESSION_COOKIE, testDriver } from './test/helpers';
import { openSocket } from './test/ws';

/** The real server as `npm run dev` starts it (tsx, workspace packages from source), on a port of its own. */
interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function startServer(dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/**
 * Waits for pino's "Server listening at" line and returns the address. A first start creates, migrates and seeds
 * the folder (hashing the demo passwords): about 10 s on 2 idle cores, and four times that on a busy machine.
 */
async function listeningUrl(server: ServerProcess, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.stdout().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
}

async function signIn(baseUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

// The lock and crash recovery concern PGlite only; the PostgreSQL run skips them.
describe.skipIf(testDriver === 'postgres')('the server process on a PGlite folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process, survives SIGKILL, and releases the lock on SIGTERM', {
    timeout: 300_000,
  }, async () => {
    const first = startServer(dataDir);
    const firstUrl = await listeningUrl(first);
    expect(await (await fetch(`${firstUrl}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await signIn(firstUrl, 'admin@example.com', 'Telehealth#2026')).toBe(200);

    // A write just before the crash.
    const registered = await fetch(`${firstUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Crash',
        lastName: 'Survivor',
        email: 'crash.survivor@example.com',
        phone: '0412 345 678',
        password: 'Survive#2026',
      }),
    });
    expect(registered.status).toBe(201);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toBe(
      `Another server process (pid ${first.child.pid}) is using the database in ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
    expect(second.stdout()).not.toContain('Server listening');

    first.child.kill('SIGKILL');
    await first.exited;
    // The dead process's lock is still there; the next start must take it over.
    expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));

    const third = startServer(dataDir);
    const thirdUrl = await listeningUrl(third);
    expect(await (await fetch(`${thirdUrl}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await signIn(thirdUrl, 'admin@example.com', 'Telehealth#2026')).toBe(200);
    expect(await signIn(thirdUrl, 'crash.survivor@example.com', 'Survive#2026')).toBe(200);
    expect(third.stdout()).toContain('"seed":"skipped-not-empty"');

    // SIGTERM closes open chat sockets with 1012 (service restart) and the process exits within 10 s.
    const login = await fetch(`${thirdUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'patient@example.com', password: 'Telehealth#2026' }),
    });
    const sid = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(
      login.headers.get('set-cookie') ?? '',
    )?.[1] as string;
    const me = (await (
      await fetch(`${thirdUrl}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${sid}` } })
    ).json()) as {
      id: number;
    };
    const socket = await openSocket(thirdUrl, { sid, userId: me.id, origin: thirdUrl });
    await socket.next('welcome');

    const stoppedAt = Date.now();
    third.child.kill('SIGTERM');
    expect(await socket.closed).toEqual({ code: 1012, reason: 'Server shutting down' });
    expect(await third.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
