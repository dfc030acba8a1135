#!/usr/bin/env node
// bench/chat: N WebSocket clients in pairs, each sending 1 message a second to its partner for S seconds,
// against the built chat server and then, in the same run, against Socket.IO 4.8 servers doing the same
// fan-out: one storing the messages in the same PGlite table the same way, one keeping them in memory.
// Reports lost messages, p50/p99 delivery time (send -> the receiver's chat_message), server CPU per delivery
// (/proc/<pid>/stat) and memory per connection (VmRSS from /proc/<pid>/status, heap over IPC).
// Each server runs --rounds times, in alternating order; the figures are the median round's (losses summed,
// p99 the worst round's). Loopback only, bounded in count and time.
// Usage: node bench/chat/run.mjs [--clients 1000] [--seconds 60] [--rounds 3]
//   [--only ours,socketio-pglite,socketio-memory]
//   (env BENCH_CHAT_CLIENTS / BENCH_CHAT_SECONDS / BENCH_CHAT_ROUNDS / BENCH_CHAT_ONLY through `npm run bench`)
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { io as ioClient } from 'socket.io-client';
import WebSocket from 'ws';
import { seedChatPairs } from '../lib/database.mjs';
import { SESSION_COOKIE } from '../lib/server.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const serverEntry = join(root, 'apps/server/dist/main.js');

function option(name, envName, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[envName];
  return raw === undefined ? fallback : raw;
}
const clients = Math.max(2, Math.min(2000, Number(option('clients', 'BENCH_CHAT_CLIENTS', 1000)) & ~1));
const seconds = Math.max(1, Math.min(120, Number(option('seconds', 'BENCH_CHAT_SECONDS', 60))));
const rounds = Math.max(1, Math.min(5, Number(option('rounds', 'BENCH_CHAT_ROUNDS', 3))));
const servers = ['ours', 'socketio-pglite', 'socketio-memory'];
const only = String(option('only', 'BENCH_CHAT_ONLY', servers.join(',')))
  .split(',')
  .map((name) => (name === 'socketio' ? 'socketio-memory' : name.trim()));
for (const name of only) if (!servers.includes(name)) throw new Error(`--only: unknown server ${name}`);
const pairs = clients / 2;
const CLK_TCK = 100; // Linux USER_HZ
/** After the last send, how long stragglers may take before they count as lost. */
const DRAIN_MS = 60_000;
const goals = { p99Ms: 50 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime and stime (ms) from a /proc stat file: fields 14 and 15, after the parenthesised command name. */
function statCpuMs(path) {
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: (Number(fields[11]) * 1000) / CLK_TCK, system: (Number(fields[12]) * 1000) / CLK_TCK };
}

/** User and system CPU time of a process (every thread), in ms. */
function cpuMs(pid) {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU time (user + system, ms) of the main thread and of every other thread (GC, compilers, I/O pool). */
function threadCpuMs(pid) {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const { user, system } = statCpuMs(`/proc/${pid}/task/${tid}/stat`);
      if (Number(tid) === pid) main += user + system;
      else others += user + system;
    } catch {
      // The thread ended meanwhile (its time is then lost to both counts).
    }
  }
  return { main, others };
}

function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

function heapReport(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    const onMessage = (message) => {
      if (message?.type !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

async function memory(child) {
  const heap = await heapReport(child);
  // RSS after the GC the heap report ran.
  return { rss: rssBytes(child.pid), heapUsed: heap?.heapUsed ?? Number.NaN };
}

function startProcess(script, args, env) {
  return fork(script, args, {
    // BENCH_CHAT_PROFILE=<dir> writes a V8 CPU profile of each server to that folder (on exit).
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_CHAT_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CHAT_PROFILE}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The measured part, the same for both servers: `connectAll(onMessage, from, to)` opens clients [from, to)
 * and resolves with `{ userId, partnerId, send(content), close() }` objects whose incoming chat_message
 * frames go to `onMessage`.
 */
async function measure(label, child, connectAll) {
  const sentAt = new Map();
  const latencies = [];
  let duplicates = 0;
  let received = 0;
  const onMessage = (receiverId, message) => {
    if (message.receiverId !== receiverId || message.senderId === receiverId) return; // the sender's echo
    const at = sentAt.get(message.content);
    if (at === undefined) {
      duplicates += 1;
      return;
    }
    sentAt.delete(message.content);
    received += 1;
    latencies.push(performance.now() - at);
  };

  // Memory per connection: clients connect in STEPS equal groups, memory is read after each (after a forced
  // GC), and the median of the growths from one group to the next (the first group, which pays one-off costs
  // such as database pages and JIT, is left out) is divided by the group's size. A one-off jump (the heap or
  // PGlite's WebAssembly memory growing by a chunk) lands in one step only, and the median ignores it.
  const STEPS = 4;
  const bounds = Array.from({ length: STEPS + 1 }, (_, step) => Math.floor((clients * step) / STEPS / 2) * 2);
  bounds[STEPS] = clients;
  const connectStarted = performance.now();
  const sockets = [];
  const samples = [];
  for (let step = 0; step < STEPS; step += 1) {
    sockets.push(...(await connectAll(onMessage, bounds[step], bounds[step + 1])));
    await sleep(1000);
    samples.push({ clients: bounds[step + 1], ...(await memory(child)) });
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000 - STEPS;
  const perConnection = (key) => {
    const growths = [];
    for (let index = 1; index < samples.length; index += 1) {
      const from = samples[index - 1];
      const to = samples[index];
      growths.push((to[key] - from[key]) / (to.clients - from.clients));
    }
    growths.sort((x, y) => x - y);
    const middle = Math.floor(growths.length / 2);
    return growths.length % 2 ? growths[middle] : (growths[middle - 1] + growths[middle]) / 2;
  };

  const cpuBefore = cpuMs(child.pid);
  const threadsBefore = threadCpuMs(child.pid);
  let sent = 0;
  const timers = [];
  const started = performance.now();
  await new Promise((resolve) => {
    let finished = 0;
    sockets.forEach((socket, index) => {
      let seq = 0;
      const tick = () => {
        if (performance.now() - started >= seconds * 1000) {
          finished += 1;
          if (finished === sockets.length) resolve();
          return;
        }
        const content = `bench ${socket.userId}>${socket.partnerId} #${seq++}`;
        sentAt.set(content, performance.now());
        sent += 1;
        socket.send(content);
        timers[index] = setTimeout(tick, 1000);
      };
      // Spread the senders over the second, as real users would be.
      timers[index] = setTimeout(tick, (index / sockets.length) * 1000);
    });
  });
  const drainUntil = performance.now() + DRAIN_MS;
  while (sentAt.size > 0 && performance.now() < drainUntil) await sleep(100);
  const cpuAfter = cpuMs(child.pid);
  const threadsAfter = threadCpuMs(child.pid);
  const cpuUser = cpuAfter.user - cpuBefore.user;
  const cpuSystem = cpuAfter.system - cpuBefore.system;
  const cpuSpent = cpuUser + cpuSystem;
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  return {
    label,
    clients: sockets.length,
    seconds,
    connectSeconds,
    sent,
    received,
    lost: sent - received,
    duplicates,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    cpuMsPerDelivery: received ? cpuSpent / received : Number.NaN,
    cpuUserMsPerDelivery: received ? cpuUser / received : Number.NaN,
    cpuSystemMsPerDelivery: received ? cpuSystem / received : Number.NaN,
    cpuMainThreadMsPerDelivery: received ? (threadsAfter.main - threadsBefore.main) / received : Number.NaN,
    cpuOtherThreadsMsPerDelivery: received
      ? (threadsAfter.others - threadsBefore.others) / received
      : Number.NaN,
    rssPerConnectionKiB: perConnection('rss') / 1024,
    heapPerConnectionKiB: perConnection('heapUsed') / 1024,
    memorySteps: samples.map((sample) => ({
      clients: sample.clients,
      rssMiB: sample.rss / 1024 / 1024,
      heapUsedMiB: sample.heapUsed / 1024 / 1024,
    })),
  };
}

async function inBatches(from, to, size, open) {
  const results = [];
  for (let start = from; start < to; start += size) {
    const batch = [];
    for (let index = start; index < Math.min(to, start + size); index += 1) batch.push(open(index));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** Users, links and sessions straight into the migrated database (one process, server stopped). */
async function seedUsers(dataDir) {
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    return await seedChatPairs(db, pairs);
  } finally {
    await db.close();
  }
}

/** A migrated database with the bench users in `<dataDir>/db`: the server starts once to migrate it. */
async function prepareDatabase(dataDir, env, health) {
  const child = startProcess(join(here, 'harness.mjs'), [serverEntry], env);
  await waitForHealth(health, child);
  await stopProcess(child);
  return seedUsers(dataDir);
}

async function benchOurs(env, health, people) {
  const child = startProcess(join(here, 'harness.mjs'), [serverEntry], env);
  await waitForHealth(health, child);
  try {
    return await measure('chat server (ws + PGlite)', child, (onMessage, from, to) =>
      inBatches(from, to, 50, (index) => {
        const person = people[index];
        return new Promise((resolve, reject) => {
          const socket = new WebSocket(
            `ws://127.0.0.1:${env.PORT}/ws?userId=${person.userId}&t=${Date.now()}`,
            {
              headers: { Cookie: `${SESSION_COOKIE}=${person.token}` },
              perMessageDeflate: false,
            },
          );
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data));
            if (frame.type === 'welcome') {
              resolve({
                userId: person.userId,
                partnerId: person.partnerId,
                send: (content) =>
                  socket.send(
                    JSON.stringify({
                      type: 'chat_message',
                      payload: { senderId: person.userId, receiverId: person.partnerId, content },
                    }),
                  ),
                close: () => socket.close(1000),
              });
            } else if (frame.type === 'chat_message') onMessage(person.userId, frame.payload);
            else if (frame.type === 'error')
              console.error(`server error for ${person.userId}:`, frame.payload);
          });
          socket.on('error', reject);
        });
      }),
    );
  } finally {
    await stopProcess(child);
  }
}

/** Socket.IO, in memory or (with `storeDir`) storing in the chat server's PGlite database. */
async function benchSocketIo(label, people, storeDir) {
  const port = 3191;
  const env = { PORT: String(port), ...(storeDir ? { STORE_PGLITE_DIR: storeDir } : {}) };
  const child = startProcess(join(here, 'harness.mjs'), [join(here, 'socketio-server.mjs')], env);
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`socket.io server exited with ${code}`)));
    child.on('message', (message) => message?.type === 'listening' && resolve());
  });
  try {
    return await measure(label, child, (onMessage, from, to) =>
      inBatches(from, to, 50, (index) => {
        const { userId, partnerId } = people[index];
        return new Promise((resolve, reject) => {
          const socket = ioClient(`http://127.0.0.1:${port}`, {
            transports: ['websocket'],
            auth: { userId },
            reconnection: false,
            forceNew: true,
          });
          socket.once('welcome', () =>
            resolve({
              userId,
              partnerId,
              send: (content) => socket.emit('chat_message', { receiverId: partnerId, content }),
              close: () => socket.close(),
            }),
          );
          socket.on('chat_message', (message) => onMessage(userId, message));
          socket.once('connect_error', reject);
        });
      }),
    );
  } finally {
    await stopProcess(child);
  }
}

const fmt = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

console.log(
  `bench/chat: ${clients} clients (${pairs} pairs), 1 message/s each for ${seconds} s, loopback, ${rounds} round(s)`,
);
// The measured code is the current source: build the server first (turbo answers from its cache when unchanged).
execFileSync('npx', ['turbo', 'run', 'build', '--filter=@telehealth/server', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One result from a server's rounds: counts are summed (one lost message in any round is a loss), p99 and max
 * are the worst round's, and CPU, memory and connect time are the median round's.
 */
function combine(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const worst = (key) => Math.max(...runs.map((run) => run[key]));
  const middle = (key) => median(runs.map((run) => run[key]));
  return {
    ...runs[0],
    rounds: runs,
    sent: sum('sent'),
    received: sum('received'),
    lost: sum('lost'),
    duplicates: sum('duplicates'),
    p50Ms: middle('p50Ms'),
    p99Ms: worst('p99Ms'),
    maxMs: worst('maxMs'),
    cpuMsPerDelivery: middle('cpuMsPerDelivery'),
    cpuUserMsPerDelivery: middle('cpuUserMsPerDelivery'),
    cpuSystemMsPerDelivery: middle('cpuSystemMsPerDelivery'),
    cpuMainThreadMsPerDelivery: middle('cpuMainThreadMsPerDelivery'),
    cpuOtherThreadsMsPerDelivery: middle('cpuOtherThreadsMsPerDelivery'),
    rssPerConnectionKiB: middle('rssPerConnectionKiB'),
    heapPerConnectionKiB: middle('heapPerConnectionKiB'),
    connectSeconds: middle('connectSeconds'),
  };
}

/** Empties the messages table between runs, so every run starts from the same database. */
async function resetMessages(dataDir) {
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    await db.exec('TRUNCATE messages');
  } finally {
    await db.close();
  }
}

const runs = new Map(only.map((name) => [name, []]));
const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-bench-chat-'));
try {
  const port = 3190;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  const health = `http://127.0.0.1:${port}/api/ready`;
  const people = await prepareDatabase(dataDir, env, health);
  for (let round = 0; round < rounds; round += 1) {
    // Alternate the order, so that neither server always runs first (on a colder machine) or last.
    const order = round % 2 === 0 ? only : [...only].reverse();
    for (const name of order) {
      await resetMessages(dataDir);
      let result;
      if (name === 'ours') result = await benchOurs(env, health, people);
      else if (name === 'socketio-pglite') {
        result = await benchSocketIo('Socket.IO 4.8 + PGlite', people, join(dataDir, 'db'));
      } else result = await benchSocketIo('Socket.IO 4.8 (in memory)', people);
      runs.get(name).push(result);
      if (rounds > 1) {
        console.log(
          `round ${round + 1}/${rounds} ${result.label}: CPU ${fmt(result.cpuMsPerDelivery, 3)} ms/delivery, ` +
            `p99 ${fmt(result.p99Ms)} ms, lost ${result.lost}, RSS ${fmt(result.rssPerConnectionKiB, 1)} KiB/connection`,
        );
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const results = servers.filter((name) => runs.get(name)?.length).map((name) => combine(runs.get(name)));

const rows = [
  ['', ...results.map((r) => r.label)],
  ['messages sent', ...results.map((r) => String(r.sent))],
  ['lost', ...results.map((r) => String(r.lost))],
  ['duplicates', ...results.map((r) => String(r.duplicates))],
  ['p50 delivery (ms)', ...results.map((r) => fmt(r.p50Ms))],
  ['p99 delivery (ms)', ...results.map((r) => fmt(r.p99Ms))],
  ['max delivery (ms)', ...results.map((r) => fmt(r.maxMs))],
  ['server CPU per delivery (ms)', ...results.map((r) => fmt(r.cpuMsPerDelivery, 3))],
  ['  by round (ms)', ...results.map((r) => r.rounds.map((run) => fmt(run.cpuMsPerDelivery, 3)).join(' '))],
  [
    '  of which user / system (ms)',
    ...results.map((r) => `${fmt(r.cpuUserMsPerDelivery, 3)} / ${fmt(r.cpuSystemMsPerDelivery, 3)}`),
  ],
  [
    '  main thread / other threads (ms)',
    ...results.map(
      (r) => `${fmt(r.cpuMainThreadMsPerDelivery, 3)} / ${fmt(r.cpuOtherThreadsMsPerDelivery, 3)}`,
    ),
  ],
  ['RSS per connection (KiB)', ...results.map((r) => fmt(r.rssPerConnectionKiB, 1))],
  ['heap per connection (KiB)', ...results.map((r) => fmt(r.heapPerConnectionKiB, 1))],
  [
    'RSS by quarter of clients (MiB)',
    ...results.map((r) => r.memorySteps.map((step) => fmt(step.rssMiB, 0)).join(' ')),
  ],
  ['connect all (s)', ...results.map((r) => fmt(r.connectSeconds, 1))],
];
for (const row of rows)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(30) : cell.padStart(27))).join(''));

const ours = results.find((r) => r.label.startsWith('chat server'));
// The goals compare servers doing the same work: storing each message before delivering it.
const baseline = results.find((r) => r.label === 'Socket.IO 4.8 + PGlite');
const transport = results.find((r) => r.label === 'Socket.IO 4.8 (in memory)');
const checks = [];
if (ours) {
  checks.push(['no message lost or duplicated', ours.lost === 0 && ours.duplicates === 0]);
  checks.push([`p99 under ${goals.p99Ms} ms`, ours.p99Ms < goals.p99Ms]);
}
if (ours && baseline) {
  checks.push(['CPU per delivery <= Socket.IO + PGlite', ours.cpuMsPerDelivery <= baseline.cpuMsPerDelivery]);
  checks.push([
    'RSS per connection <= half of Socket.IO + PGlite',
    ours.rssPerConnectionKiB <= baseline.rssPerConnectionKiB / 2,
  ]);
}
if (ours && transport) {
  // For the record (not a goal): what storing costs over Socket.IO's transport alone.
  console.log(
    `note  CPU per delivery is ${fmt(ours.cpuMsPerDelivery / transport.cpuMsPerDelivery, 1)}x Socket.IO in memory; ` +
      `RSS per connection ${fmt(ours.rssPerConnectionKiB / transport.rssPerConnectionKiB, 2)}x`,
  );
}
for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);

mkdirSync(join(here, '..', 'results'), { recursive: true });
const file = join(here, '..', 'results', `chat-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ clients, seconds, rounds, results, checks }, null, 2)}\n`);
console.log(`results: ${file}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
