import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  errorTypes,
  routes,
  serverMessages,
  socketCloseCodes,
  socketCloseReasons,
} from '@telehealth/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STARTUP_LOCK_KEY } from './db/client';
import { serverRoot } from './paths';
import { DEMO_PASSWORD, SESSION_COOKIE, testDriver } from './test/helpers';
import { openSocket, refusedUpgrade } from './test/ws';

// One real server process (as `npm run dev` starts it) on an empty PostgreSQL database of its own, through its
// whole life: starting, ready, a database outage, SIGTERM. On PGlite, process.test.ts covers SIGTERM.

const adminUrl = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function adminQuery(text: string, values: unknown[] = []): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `telehealth_lifecycle_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  cleanups.push(() => adminQuery(`drop database if exists "${name}" with (force)`));
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

function startServer(databaseUrl: string) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

/** Waits for a line of the server's output and returns its first group. */
async function lineOf(server: ReturnType<typeof startServer>, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.output().match(pattern);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pattern} in the server's output:\n${server.output()}`);
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const unavailable = { message: serverMessages.unavailable, errorType: errorTypes.unavailable };

describe.skipIf(testDriver !== 'postgres' || !adminUrl)(
  'an instance on PostgreSQL, from start to SIGTERM',
  () => {
    it('listens at once with /api/ready 503 until connected and migrated, 503 during an outage, then closes sockets with 1012 and exits within 10 s', {
      timeout: 180_000,
    }, async () => {
      const database = await emptyDatabase();
      // Holding the start-up lock keeps the instance from migrating: it must already answer, and say it is not ready.
      const lockHolder = new pg.Client({ connectionString: database.url });
      // When a failed test drops the database under it, its end is no news.
      lockHolder.on('error', () => {});
      await lockHolder.connect();
      await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      // And at first the database refuses new connections (the lock holder's stays open): the instance waits.
      await adminQuery(`alter database "${database.name}" allow_connections false`);

      const server = startServer(database.url);
      const base = await lineOf(server, /Starting at (http:\/\/127\.0\.0\.1:\d+)/);
      await lineOf(server, /(PostgreSQL \(DATABASE_URL\) unreachable)/);
      expect(await statusOf(`${base}${routes.ready.path}`)).toBe(503);
      expect(server.child.exitCode).toBeNull();
      await adminQuery(`alter database "${database.name}" allow_connections true`);

      const notReady = await fetch(`${base}${routes.ready.path}`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('5');
      expect(await notReady.json()).toEqual(unavailable);
      expect(await statusOf(`${base}${routes.healthReady.path}`)).toBe(503);
      const alive = await fetch(`${base}${routes.health.path}`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'ok' });
      expect(await statusOf(`${base}${routes.healthLive.path}`)).toBe(200);
      const user = await fetch(`${base}${routes.currentUser.path}`);
      expect(user.status).toBe(503);
      expect(await user.json()).toEqual(unavailable);
      expect(await refusedUpgrade(base, { userId: 1, origin: base })).toEqual({
        status: 503,
        body: unavailable,
      });

      await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      await lockHolder.end();
      await until(async () => (await statusOf(`${base}${routes.ready.path}`)) === 200, 90_000);
      expect(await (await fetch(`${base}${routes.ready.path}`)).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
      expect(server.output()).toContain('"seed":"seeded"');

      // The database refuses connections and drops the open ones: not ready, still alive; then ready again.
      await adminQuery(`alter database "${database.name}" allow_connections false`);
      await adminQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database.name],
      );
      try {
        await until(async () => (await statusOf(`${base}${routes.ready.path}`)) === 503, 10_000);
        expect(await statusOf(`${base}${routes.health.path}`)).toBe(200);
      } finally {
        await adminQuery(`alter database "${database.name}" allow_connections true`);
      }
      await until(async () => (await statusOf(`${base}${routes.ready.path}`)) === 200, 30_000);

      // SIGTERM with a chat socket open.
      const login = await fetch(`${base}${routes.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'patient@example.com', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const sid = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(
        login.headers.get('set-cookie') ?? '',
      )?.[1] as string;
      const me = (await (
        await fetch(`${base}${routes.currentUser.path}`, { headers: { cookie: `${SESSION_COOKIE}=${sid}` } })
      ).json()) as { id: number };
      const socket = await openSocket(base, { sid, userId: me.id, origin: base });
      await socket.next('welcome');

      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await socket.closed).toEqual({
        code: socketCloseCodes.serviceRestart,
        reason: socketCloseReasons.shuttingDown,
      });
      // It takes no new request: the connection is refused (or, on a connection already open, answered 503).
      const after = await fetch(`${base}${routes.health.path}`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(after);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    });
  },
);
