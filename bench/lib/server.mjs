// Starting the built server (apps/server/dist/main.js) for a benchmark: loopback only, a fresh temporary data folder,
// the demo data seeded, request logs off.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookieName } from '@telehealth/contract';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds workspaces through turbo (its cache answers when nothing changed); exits the bench on failure. */
export function buildWorkspaces(...names) {
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', ...names.map((name) => `--filter=${name}`), '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) {
    console.error(`The build of ${names.join(', ')} failed`);
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a command from the repository root; `stop()` sends SIGTERM (SIGKILL after 10 s) and waits for the exit. */
export function startProcess(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The session cookie's name on the production servers the benches start (`__Host-sid`): the contract's, which the
 * server's config takes too.
 */
export const SESSION_COOKIE = sessionCookieName(true);

/**
 * The demo's settings in production: its seeded accounts, and staff signing in with a password alone (the benches
 * sign in as the demo admin), which production allows only on the demo.
 */
export const productionDemoEnv = { NODE_ENV: 'production', SEED_DEMO: '1', REQUIRE_STAFF_MFA: '0' };

/** The built server on a free loopback port with seeded demo data; resolves once /api/ready answers. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'telehealth-bench-'));
  const server = startProcess(process.execPath, ['apps/server/dist/main.js'], {
    ...productionDemoEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Request logs go nowhere: the benches measure the server, not pino.
    LOG_LEVEL: 'warn',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/ready`);
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo admin; answers the session cookie pair (`__Host-sid=…`) for the requests that follow. */
export async function signInAsAdmin(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Telehealth#2026' }),
  });
  await response.body?.cancel();
  const sid = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!response.ok || !sid) throw new Error(`sign-in failed: ${response.status}`);
  return sid;
}
