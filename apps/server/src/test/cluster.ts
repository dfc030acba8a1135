import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { serverRoot } from '../paths';
import { DEMO_PASSWORD, SESSION_COOKIE, testDriver } from './helpers';

/**
 * Several real server processes on one PostgreSQL database, for the tests that prove what holds across instances.
 * They run in the PostgreSQL pass of the server tests only (TEST_DATABASE_URL, TEST_DB_DRIVER=postgres).
 */
export const clusterTestsEnabled = testDriver === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** A start costs seconds, and two start at once on 2 cores; a seed on an empty database adds a few more. */
export const CLUSTER_START_TIMEOUT_MS = 90_000;

export interface LogLine {
  level?: number;
  msg?: string;
  [key: string]: unknown;
}

export interface ClusterInstance {
  readonly name: string;
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly child: ChildProcess;
  /** Every JSON line it logged so far. */
  readonly logs: LogLine[];
  /** Everything it wrote, for a failure's message. */
  output(): string;
  readonly exited: Promise<number | null>;
  /** SIGTERM, and the exit code (SIGKILL after 15 s). */
  stop(): Promise<number | null>;
  /** SIGKILL: dies without a word, as a crashed machine would. */
  kill(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A worker that ends for any reason takes its servers with it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The server bundled once per test file with esbuild (under a second; a tsx start costs seconds more per process):
 * src/main.ts (and the PDF worker) with the workspace packages from source, npm packages left to node_modules, as
 * `npm run build` bundles it. It is written inside apps/server so that its imports and data folders resolve as
 * dist/main.js's do.
 */
export async function buildServer(): Promise<{ entry: string; dispose(): void }> {
  const dir = path.join(
    serverRoot,
    'node_modules',
    '.cache',
    'telehealth-cluster',
    `${process.pid}-${hex()}`,
  );
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'main.js');
  await build({
    // The PDF threads' module beside main.js, as tsup writes dist/pdf-worker.js.
    entryPoints: {
      main: path.join(serverRoot, 'src', 'main.ts'),
      'pdf-worker': path.join(serverRoot, 'src', 'pdf', 'worker.ts'),
    },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@telehealth/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { entry, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

function hex(): string {
  return randomBytes(4).toString('hex');
}

export interface ClusterDatabase {
  url: string;
  dispose(): Promise<void>;
}

/** A new, empty database on TEST_DATABASE_URL's server, named after that database; dropped by dispose. */
export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('cluster tests need TEST_DATABASE_URL');
  const base = new URL(adminUrl).pathname.slice(1) || 'telehealth';
  const name = `${base}_cluster_${process.pid}_${hex()}`.slice(-63);
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => run(`drop database if exists "${name}" with (force)`) };
}

export interface StartOptions {
  entry: string;
  databaseUrl: string;
  /** Extra environment, the same for every instance. */
  env?: Record<string, string>;
}

/** The environment of a test instance: its own port, no web build, quick presence heartbeats, logs as JSON. */
function instanceEnv(options: StartOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(os.tmpdir(), 'telehealth-cluster-unused'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'telehealth-cluster-no-web-dist'),
    PRESENCE_HEARTBEAT_SECONDS: '1',
    ...options.env,
  };
}

/** Starts `count` instances at the same moment and resolves when every one serves. */
export async function startInstances(count: number, options: StartOptions): Promise<ClusterInstance[]> {
  const names = Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index));
  const started = names.map((name) => spawnInstance(name, options));
  try {
    return await Promise.all(started.map((instance) => instance.ready));
  } catch (error) {
    await Promise.all(started.map((instance) => instance.handle.kill()));
    throw error;
  }
}

function spawnInstance(
  name: string,
  options: StartOptions,
): { handle: ClusterInstance; ready: Promise<ClusterInstance> } {
  const child = spawn(process.execPath, [options.entry], {
    cwd: serverRoot,
    env: instanceEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const logs: LogLine[] = [];
  let text = '';
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    text += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not pino's: kept in the text only.
      }
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
  let url = '';
  const handle: ClusterInstance = {
    name,
    get url() {
      return url;
    },
    child,
    logs,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  const ready = (async () => {
    const deadline = Date.now() + CLUSTER_START_TIMEOUT_MS;
    while (!url) {
      const line = logs.find(
        (entry) => typeof entry.msg === 'string' && entry.msg.startsWith('Server listening at '),
      );
      if (line) url = String(line.msg).slice('Server listening at '.length);
      else if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`instance ${name} did not start:\n${text}`);
      } else await sleep(50);
    }
    // Where /api/ready exists, it answers 503 until the instance has migrated and connected; elsewhere the server
    // listens only once it has.
    while ((await fetch(`${url}/api/ready`).then((response) => response.status)) === 503) {
      if (Date.now() > deadline) throw new Error(`instance ${name} never became ready:\n${text}`);
      await sleep(100);
    }
    return handle;
  })();
  return { handle, ready };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs the requests at the same moment (one per instance) and resolves with every answer. */
export function atOnce<T>(...requests: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(requests.map((request) => request()));
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON request to an instance, with a session cookie when given. */
export async function call(
  instance: ClusterInstance,
  method: string,
  route: string,
  options: { sid?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.sid) headers.cookie = `${SESSION_COOKIE}=${options.sid}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${instance.url}${route}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Signs in on an instance and returns the session token. */
export async function signIn(
  instance: ClusterInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const sid = response.headers
    .getSetCookie()
    .map((cookie) =>
      cookie.startsWith(`${SESSION_COOKIE}=`) ? cookie.split(';')[0]?.split('=')[1] : undefined,
    )
    .find(Boolean);
  await response.arrayBuffer();
  if (response.status !== 200 || !sid) throw new Error(`${email} could not sign in on ${instance.name}`);
  return sid;
}
