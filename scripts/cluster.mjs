#!/usr/bin/env node
// `npm run cluster`: two server instances on the PostgreSQL database named by DATABASE_URL, behind Debian's nginx
// on one port (PORT, 3000 by default): round robin, WebSocket upgrade for /ws. nginx runs as an ordinary process
// with its own config, logs and pid in a temporary folder. Ctrl-C (or SIGTERM) stops everything.
//
// Tests and benches import it: `startCluster({ databaseUrl, port: 0 })` answers the proxy's URL, each instance
// (name, port, pid, stop) and `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

/** How long a stopped instance may take before it is killed (it must exit within 10 s by itself). */
const INSTANCE_STOP_MS = 12_000;

export class ClusterError extends Error {}

/** Debian's nginx (NGINX overrides), or null when there is none. */
export function findNginx(env = process.env) {
  const candidates = env.NGINX
    ? [env.NGINX]
    : [...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')), '/usr/sbin/nginx'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

export const missingNginxMessage =
  'The cluster needs nginx, run as an ordinary process (no service): `apt-get install nginx` on Debian, ' +
  'or set NGINX to its path.';

export const missingDatabaseMessage =
  'The cluster needs DATABASE_URL: a PostgreSQL database the instances share, for example\n' +
  '  createdb -h 127.0.0.1 -U postgres telehealth_cluster\n' +
  '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/telehealth_cluster npm run cluster\n' +
  'The first instance to start migrates it (and seeds the demo data outside production); the other waits.';

/** A free loopback port (bound and released: another process could take it in between, which is unlikely). */
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

/**
 * The nginx configuration: one worker, round robin over the instances with keep-alive connections to them,
 * the socket upgrade passed through on /ws, and everything nginx writes kept under `prefix`.
 */
export function nginxConfig({ prefix, port, instancePorts, accessLog = true }) {
  const upstreams = instancePorts
    // max_fails=0: an instance that refuses (stopped) or answers 503 (starting, shutting down) is skipped per
    // request by proxy_next_upstream, never marked down for everyone; on loopback the extra try costs little.
    .map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=0;`)
    .join('\n');
  return `# Written by scripts/cluster.mjs; nginx runs in the foreground with -p ${prefix}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  # 1,000 sockets through the proxy hold 2,000 connections (client side and instance side).
  worker_connections 4096;
}

http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                      'instance=$upstream_addr $upstream_status $request_time';
  access_log ${accessLog ? `${prefix}/access.log upstream buffer=64k flush=1s` : 'off'};
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Uploads (contact attachments, article covers) are limited by the server; this only has to let them through.
  client_max_body_size 32m;

  # A socket upgrade asks for "Connection: upgrade"; every other request keeps the instance connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream telehealth {
${upstreams}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${port};
    # After 1,000 requests (the default) nginx closes a client's connection, and a load generator that sent its next
    # request meanwhile sees a reset; browsers never get near either number.
    keepalive_requests 100000;

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    # A refused connection, or a 503 from an instance that is starting or stopping: the next instance answers
    # (nginx retries only requests that are safe to repeat, unless the instance never received them).
    proxy_next_upstream error timeout http_502 http_503;

    location / {
      proxy_pass http://telehealth;
    }

    location = /ws {
      proxy_pass http://telehealth;
      # The server pings every 25 s; a socket is long-lived.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_buffering off;
    }
  }
}
`;
}

/**
 * A new empty database on the PostgreSQL server of `serverUrl` (any database URL of it), for a test or a bench:
 * answers its URL and `drop()`. pg comes from the server's dependencies, as in scripts/ci-database.mjs.
 */
export async function createDatabase(serverUrl, prefix = 'telehealth_cluster') {
  const { Client } = createRequire(join(repoRoot, 'apps/server/package.json'))('pg');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (text) => {
    const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** Builds what the cluster runs, as `npm start` does (turbo answers from its cache when nothing changed). */
export function buildForCluster() {
  const build = spawnSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@telehealth/web',
      '--filter=@telehealth/server',
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) throw new ClusterError('The build of the web app and the server failed');
}

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new ClusterError(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Keeps the last lines a process wrote, for the error message when it fails. */
function tail(stream, output, onLine) {
  let partial = '';
  stream?.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      output.push(line);
      if (output.length > 200) output.shift();
      onLine?.(line);
    }
  });
}

function startInstance(name, port, env, onLine) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  tail(child.stdout, output, (line) => onLine?.(name, line));
  tail(child.stderr, output, (line) => onLine?.(name, line));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    name,
    child,
    pid: child.pid,
    exited,
    output,
    port,
  };
}

async function stopProcess(child, exited, signal, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

/**
 * Starts `instances` servers (apps/server/dist/main.js, built beforehand) on `databaseUrl` and nginx in front of
 * them on `port` (0: a free one). Resolves once the proxy and every instance answer /api/ready.
 *
 * @param {{ databaseUrl: string | undefined; port?: number; instances?: number; env?: Record<string, string>;
 *   accessLog?: boolean; onLine?: (name: string, line: string) => void; readyTimeoutMs?: number }} options
 */
export async function startCluster({
  databaseUrl,
  port = 0,
  instances = 2,
  env = {},
  accessLog = true,
  onLine,
  readyTimeoutMs = 120_000,
}) {
  if (!databaseUrl) throw new ClusterError(missingDatabaseMessage);
  const nginx = findNginx();
  if (!nginx) throw new ClusterError(missingNginxMessage);
  try {
    accessSync(serverEntry, constants.R_OK);
  } catch {
    throw new ClusterError(`${serverEntry} is missing: build first (npm run build, or npm run cluster)`);
  }

  const proxyPort = port || (await freePort());
  const url = `http://127.0.0.1:${proxyPort}`;
  const prefix = mkdtempSync(join(tmpdir(), 'telehealth-cluster-'));
  // nginx's worker drops to an unprivileged user when started as root: it must reach its temp folders here.
  chmodSync(prefix, 0o755);
  const started = [];
  let proxy = null;
  const stopAll = async () => {
    await Promise.all(
      started.map((instance) => stopProcess(instance.child, instance.exited, 'SIGTERM', INSTANCE_STOP_MS)),
    );
    if (proxy) await stopProcess(proxy.child, proxy.exited, 'SIGTERM', 5_000);
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    for (let index = 1; index <= instances; index += 1) {
      started.push(
        startInstance(
          `app-${index}`,
          await freePort(),
          {
            ...process.env,
            NODE_ENV: process.env.NODE_ENV ?? 'development',
            ...env,
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            INSTANCE_NAME: `app-${index}`,
            // nginx is the one proxy in front: the client's address is the last X-Forwarded-For entry.
            TRUST_PROXY: '1',
            APP_URL: env.APP_URL ?? url,
          },
          onLine,
        ),
      );
    }
    // Each instance binds its port at once (and answers 503 until it is ready): nginx can start right away.
    const instancePorts = started.map((instance) => instance.port);
    await waitUntil(
      async () => {
        const exitedEarly = started.find((instance) => instance.child.exitCode !== null);
        if (exitedEarly) {
          throw new ClusterError(
            `${exitedEarly.name} exited with ${exitedEarly.child.exitCode}:\n${exitedEarly.output.slice(-20).join('\n')}`,
          );
        }
        const alive = await Promise.all(
          instancePorts.map((instancePort) => answers(`http://127.0.0.1:${instancePort}/api/health`)),
        );
        return alive.every(Boolean);
      },
      30_000,
      'the instances did not answer /api/health',
    );

    writeFileSync(
      join(prefix, 'nginx.conf'),
      nginxConfig({ prefix, port: proxyPort, instancePorts, accessLog }),
    );
    const child = spawn(
      nginx,
      ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const output = [];
    tail(child.stderr, output, (line) => onLine?.('nginx', line));
    proxy = {
      child,
      pid: child.pid,
      output,
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    };

    await waitUntil(
      async () => {
        if (child.exitCode !== null) {
          let log = '';
          try {
            log = readFileSync(join(prefix, 'error.log'), 'utf8');
          } catch {}
          throw new ClusterError(`nginx exited with ${child.exitCode}:\n${output.join('\n')}\n${log}`);
        }
        for (const instance of started) {
          if (instance.child.exitCode !== null) {
            throw new ClusterError(
              `${instance.name} exited with ${instance.child.exitCode}:\n${instance.output.slice(-20).join('\n')}`,
            );
          }
        }
        const states = await Promise.all([
          answers(`${url}/api/ready`),
          ...instancePorts.map((instancePort) => answers(`http://127.0.0.1:${instancePort}/api/ready`)),
        ]);
        return states.every(Boolean);
      },
      readyTimeoutMs,
      'the cluster was not ready',
    );
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url,
    port: proxyPort,
    prefix,
    nginx: { pid: proxy.pid },
    instances: started.map((instance) => ({
      name: instance.name,
      port: instance.port,
      url: `http://127.0.0.1:${instance.port}`,
      pid: instance.pid,
      output: instance.output,
      exited: instance.exited,
      /** Sends `signal` (SIGTERM by default) and resolves with { code, signal, at } once the process is gone. */
      stop: (signal = 'SIGTERM') => stopProcess(instance.child, instance.exited, signal, INSTANCE_STOP_MS),
    })),
    /** Stops the instances (SIGTERM), then nginx, and removes the temporary folder. */
    stop: stopAll,
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(missingDatabaseMessage);
    process.exit(1);
  }
  if (!findNginx()) {
    console.error(missingNginxMessage);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  try {
    buildForCluster();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  let cluster = null;
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the instances and nginx`);
    await cluster?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`Starting two instances on DATABASE_URL and nginx on http://127.0.0.1:${port}`);
  try {
    cluster = await startCluster({
      databaseUrl,
      port,
      // pino's JSON lines, prefixed with the instance that wrote them.
      onLine: (name, line) => console.log(`[${name}] ${line}`),
    });
  } catch (error) {
    console.error(error instanceof ClusterError ? error.message : error);
    process.exit(1);
  }
  if (stopping) return;
  console.log(
    `\nReady: ${cluster.url} (nginx, round robin) -> ${cluster.instances
      .map((instance) => `${instance.name} at ${instance.url}`)
      .join(', ')}\nnginx config and logs: ${cluster.prefix}\nCtrl-C stops everything.`,
  );
  for (const instance of cluster.instances) {
    instance.exited.then(({ code, signal }) => {
      if (!stopping) console.error(`${instance.name} exited (${signal ?? code}); the other keeps serving`);
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
