import { type ChildProcess, spawn } from 'node:child_process';
import { routes } from '@telehealth/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { createTestDatabase, DEMO_PASSWORD, type TestDatabase, testDriver } from '../test/helpers';
import { openSocket } from '../test/ws';

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** The real server (`npm run dev` style) on a free port, on a test PostgreSQL database of its own. */
async function startServer(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const database: TestDatabase = await createTestDatabase({ seed: true });
  cleanups.push(() => database.dispose());
  const env = { DATABASE_URL: database.url as string };
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ...env,
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return { child, url: match[1], exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${out}`);
}

// On PGlite, process.test.ts checks the same while it has a server running anyway (a start costs seconds).
describe.skipIf(testDriver !== 'postgres')('SIGTERM on PostgreSQL', () => {
  it('closes open sockets with 1001 "Server shutting down", closes the bus and exits 0', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer();
    const login = await fetch(`${server.url}${routes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'patient@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
    const me = (await (
      await fetch(`${server.url}${routes.currentUser.path}`, { headers: { cookie: `sid=${sid}` } })
    ).json()) as {
      id: number;
    };
    const socket = await openSocket(server.url, { sid, userId: me.id, origin: server.url });
    await socket.next('welcome');

    server.child.kill('SIGTERM');
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    expect(await server.exited).toBe(0);
  });
});
