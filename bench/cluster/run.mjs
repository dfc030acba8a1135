#!/usr/bin/env node
// bench/cluster: one instance against two, on PostgreSQL and through nginx (scripts/cluster.mjs, as
// `npm run cluster` runs them), in one run. Both topologies run side by side for the whole bench, each on a database
// of its own, and are loaded in turn, never together:
//   1. GET /api/user signed in: requests per second at a fixed concurrency (saturation), --rounds times each; then
//      CPU per request of each instance at a fixed rate per instance (a quarter of what one instance managed, so
//      two instances get twice the total), in --slices short slices each, alternating, so that whatever else the
//      shared machine does falls on both alike; then the same at one total rate for both;
//   2. chat: N sockets (1,000 by default) in patient-practitioner pairs through nginx, each sending one message a
//      second to its partner: deliveries per second, delivery time, lost and duplicated messages, CPU per
//      delivery. Round robin puts every pair's two sockets on different instances, so with two instances every
//      delivery crosses the bus (the worst case).
// CPU is utime + stime from /proc/<pid>/stat of each instance (every thread), over the measured span only; nginx's
// master and worker and the database's backends are reported beside it. Budget: CPU per request on two instances
// at most 1.15x that on one, each instance equally busy (the work per request must not grow with the number of
// instances; a Node process's CPU per request also depends on how busy it is, which the same-total-rate figure
// shows). The medians are reported. Loopback only, bounded in count and time (about 6 minutes by default).
//
// node bench/cluster/run.mjs [--seconds 10] [--connections 32] [--rounds 3] [--slices 8] [--clients 1000]
//   [--chat-seconds 20] (or BENCH_CLUSTER_SECONDS / _CONNECTIONS / _ROUNDS / _SLICES / _CLIENTS / _CHAT_SECONDS;
//   BENCH_CLUSTER_PG_URL names the PostgreSQL server, postgres://postgres@127.0.0.1:5432/postgres by default)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import {
  ClusterError,
  createDatabase,
  findNginx,
  missingNginxMessage,
  repoRoot,
  startCluster,
} from '../../scripts/cluster.mjs';
import { postgresAnswers, seedChatPairs } from '../lib/database.mjs';
import { buildWorkspaces, productionDemoEnv, SESSION_COOKIE, signInAsAdmin } from '../lib/server.mjs';

const args = process.argv.slice(2);
const option = (name, envName, fallback) => {
  const index = args.indexOf(`--${name}`);
  const raw = index >= 0 ? args[index + 1] : process.env[envName];
  return raw === undefined ? fallback : Number(raw);
};
const seconds = Math.min(60, option('seconds', 'BENCH_CLUSTER_SECONDS', 10));
const connections = Math.min(256, option('connections', 'BENCH_CLUSTER_CONNECTIONS', 32));
const rounds = Math.max(1, Math.min(5, option('rounds', 'BENCH_CLUSTER_ROUNDS', 3)));
const clients = Math.max(2, Math.min(2000, option('clients', 'BENCH_CLUSTER_CLIENTS', 1000)) & ~1);
const chatSeconds = Math.min(120, option('chat-seconds', 'BENCH_CLUSTER_CHAT_SECONDS', 20));
const pgServerUrl = process.env.BENCH_CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CPU_RATIO_BUDGET = 1.15;
/**
 * The rate each instance gets while CPU per request is measured, as a share of one instance's saturation
 * throughput: low enough that two instances (twice the total) leave the 2-core machine room for nginx and the
 * load generator.
 */
const PER_INSTANCE_RATE_SHARE = 0.25;
/** CPU per request is measured in short slices, the topologies in turn; the median slice is reported. */
const SLICES = Math.max(2, Math.min(20, option('slices', 'BENCH_CLUSTER_SLICES', 8)));
const SLICE_SECONDS = 5;
/** Messages per second each chat socket sends, step by step (the chat's limit is 100 a minute per user). */
const CHAT_RATES = String(process.env.BENCH_CLUSTER_CHAT_RATES ?? '0.25,0.5,1')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0 && rate <= 1.5);
/**
 * A chat step is within the target when its p99 delivery time is at most this and nothing was lost: the highest
 * such rate is the capacity reported (not a budget: the machine's other load moves the tail). Past
 * CHAT_GIVE_UP_P99_MS (or a loss) the topology is well past its capacity and its higher rates are not run.
 */
const CHAT_P99_TARGET_MS = 500;
const CHAT_GIVE_UP_P99_MS = 5_000;
/** After the last chat message, how long stragglers may take before they count as lost. */
const DRAIN_MS = 30_000;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

const { Client } = createRequire(join(repoRoot, 'apps/server/package.json'))('pg');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime + stime of a process (every thread), in ms; 0 once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `pid` (nginx's worker under its master). */
function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

/** The backends serving `database` (their pids, read through a connection of the bench's own, left out). */
async function backendPids(admin, database) {
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => Number(row.pid));
}

/**
 * CPU of every process of a topology over a span: each instance, nginx (master and worker) and the database's
 * backends (those alive at the end; a backend that ended during the span is missed, which the pool's long-lived
 * connections make rare).
 */
async function cpuSnapshot(cluster, admin, database) {
  const instances = cluster.instances.map((instance) => cpuMs(instance.pid));
  const nginxPids = [cluster.nginx.pid, ...childPids(cluster.nginx.pid)];
  const nginx = nginxPids.reduce((total, pid) => total + cpuMs(pid), 0);
  const backends = new Map((await backendPids(admin, database)).map((pid) => [pid, cpuMs(pid)]));
  return { instances, nginx, backends };
}

function cpuSpent(before, after) {
  const instances = after.instances.map((value, index) => value - before.instances[index]);
  let database = 0;
  for (const [pid, value] of after.backends) database += value - (before.backends.get(pid) ?? 0);
  return { instances, nginx: after.nginx - before.nginx, database };
}

/**
 * The database's connections while a topology runs (the bench's own left out), sampled every 500 ms: the most
 * seen in all, and how many of them were the bus's listeners (their last statement is `listen ...`).
 */
function sampleConnections(admin, database) {
  const seen = { max: 0, listeners: 0 };
  let stopped = false;
  const sample = async () => {
    while (!stopped) {
      const { rows } = await admin.query(
        `select count(*)::int as total, count(*) filter (where query ilike 'listen %')::int as listeners
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      seen.max = Math.max(seen.max, rows[0].total);
      seen.listeners = Math.max(seen.listeners, rows[0].listeners);
      await sleep(500);
    }
  };
  const running = sample();
  return async () => {
    stopped = true;
    await running;
    return seen;
  };
}

const round3 = (value) => Number(value.toFixed(3));
const round4 = (value) => Number(value.toFixed(4));
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function loadRun(url, cookie, { duration }) {
  return autocannon({ url, connections, duration, headers: { cookie } });
}

/** Requests that did not answer 2xx, by status (and connection errors and timeouts). */
function failuresOf(result) {
  const failures = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count) failures[status] = count;
  }
  if (result.errors) failures.errors = result.errors;
  if (result.timeouts) failures.timeouts = result.timeouts;
  return failures;
}

/**
 * GET requests at a steady rate, for CPU per request: every millisecond, as many as are due, so that arrivals are
 * spread evenly. autocannon's rate limit sends each connection's quota for the second in one burst and then waits,
 * so an instance would work in bursts at full speed whose depth depends on how many connections reach it at once
 * (all of them for one instance, half for each of two), and its CPU per request with it.
 */
async function steadyRun(url, cookie, rate, duration) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const failures = {};
  let sent = 0;
  let settled = 0;
  let ok = 0;
  const fail = (key) => {
    failures[key] = (failures[key] ?? 0) + 1;
  };
  await new Promise((resolve) => {
    let sending = true;
    const settle = () => {
      settled += 1;
      if (!sending && settled === sent) resolve();
    };
    const fire = () => {
      const started = performance.now();
      const request = http.get(
        { host: target.hostname, port: target.port, path: target.pathname, agent, headers: { cookie } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode >= 200 && response.statusCode < 300) ok += 1;
            else fail(String(response.statusCode));
            latencies.push(performance.now() - started);
            settle();
          });
        },
      );
      request.on('error', () => {
        fail('errors');
        settle();
      });
    };
    const startedAt = performance.now();
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      const due = Math.min(Math.floor((elapsed / 1000) * rate), Math.round(rate * duration));
      while (sent < due) {
        sent += 1;
        fire();
      }
      if (elapsed >= duration * 1000) {
        clearInterval(timer);
        sending = false;
        if (settled === sent) resolve();
      }
    }, 1);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: ok, failures, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/**
 * One load run on GET /api/user of a topology, with the CPU every process spent over it: autocannon at a fixed
 * concurrency (saturation), or `steadyRun` at `rate`.
 */
async function measuredRun(topology, { duration, rate }) {
  const { cluster, cookie, admin, database } = topology;
  const url = `${cluster.url}/api/user`;
  const before = await cpuSnapshot(cluster, admin, database.name);
  let run;
  if (rate) run = await steadyRun(url, cookie, rate, duration);
  else {
    const result = await loadRun(url, cookie, { duration });
    run = {
      requests: result['2xx'],
      failures: failuresOf(result),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
  }
  const spent = cpuSpent(before, await cpuSnapshot(cluster, admin, database.name));
  const perRequest = (ms) => round4(ms / Math.max(1, run.requests));
  const instancesMs = spent.instances.reduce((a, b) => a + b, 0);
  return {
    rate: rate ?? null,
    requests: run.requests,
    requestsPerSecond: Math.round(run.requests / duration),
    failures: run.failures,
    p50Ms: round3(run.p50Ms),
    p99Ms: round3(run.p99Ms),
    cpuPerRequestMs: perRequest(instancesMs),
    cpuPerRequestByInstanceMs: spent.instances.map((ms) => perRequest(ms)),
    nginxCpuPerRequestMs: perRequest(spent.nginx),
    databaseCpuPerRequestMs: perRequest(spent.database),
  };
}

/** Bench users in pairs, linked by an assessment, with a session each: straight into the database. */
async function seedChatUsers(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const query = (text) => client.query(text);
    return await seedChatPairs({ exec: query, query }, clients / 2);
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Opens a socket through nginx; resolves once the server's welcome arrives, with the instance that took it.
 * `onClosed` hears of a socket the server closed (the bench closes its own with 1000 at the end).
 */
function openChatSocket(cluster, person, onMessage, onClosed) {
  return new Promise((resolve, reject) => {
    let instance = null;
    let closing = false;
    const socket = new WebSocket(
      `${cluster.url.replace('http', 'ws')}/ws?userId=${person.userId}&t=${Date.now()}`,
      {
        headers: { cookie: `${SESSION_COOKIE}=${person.token}` },
        origin: cluster.url,
        perMessageDeflate: false,
      },
    );
    socket.once('upgrade', (response) => {
      instance = response.headers['x-instance'];
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'welcome') {
        resolve({
          ...person,
          instance,
          /** False when the socket is no longer open (nothing is sent then). */
          send: (content) => {
            if (socket.readyState !== WebSocket.OPEN) return false;
            socket.send(
              JSON.stringify({
                type: 'chat_message',
                payload: { senderId: person.userId, receiverId: person.partnerId, content },
              }),
            );
            return true;
          },
          close: () => {
            closing = true;
            socket.close(1000);
          },
        });
      } else if (frame.type === 'chat_message') onMessage(person.userId, frame.payload);
      else if (frame.type === 'error') console.error(`  server error for ${person.userId}:`, frame.payload);
    });
    socket.on('close', (code) => {
      if (!closing) onClosed?.(code);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused with ${response.statusCode}`)),
    );
  });
}

/** The idle window: long enough to hold one heartbeat (every 25 s) of the chat hub. */
const IDLE_SECONDS = 25;

/**
 * The chat at `clients` sockets. With `idle`, the sockets first stay connected and silent for IDLE_SECONDS, for the
 * CPU a connected socket costs by itself (pings, the heartbeat's session check).
 */
async function benchChat(cluster, people, admin, database, { ratePerSocket, idle = false }) {
  const sentAt = new Map();
  const closedByServer = {};
  const onClosed = (code) => {
    closedByServer[code] = (closedByServer[code] ?? 0) + 1;
  };
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

  const sockets = [];
  const connectStarted = performance.now();
  for (let start = 0; start < people.length; start += 50) {
    const batch = people
      .slice(start, start + 50)
      .map((person) => openChatSocket(cluster, person, onMessage, onClosed));
    sockets.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const byId = new Map(sockets.map((socket) => [socket.userId, socket]));
  const crossInstancePairs =
    sockets.filter((socket) => socket.instance !== byId.get(socket.partnerId)?.instance).length / 2;
  await sleep(1000);
  let idleCpuPerSocketSecondMs = null;
  if (idle) {
    const idleBefore = await cpuSnapshot(cluster, admin, database);
    await sleep(IDLE_SECONDS * 1000);
    const idleSpent = cpuSpent(idleBefore, await cpuSnapshot(cluster, admin, database));
    const instancesMs = idleSpent.instances.reduce((a, b) => a + b, 0);
    idleCpuPerSocketSecondMs = round4(instancesMs / sockets.length / IDLE_SECONDS);
  }

  const before = await cpuSnapshot(cluster, admin, database);
  let sent = 0;
  let unsent = 0;
  const timers = [];
  const intervalMs = 1000 / ratePerSocket;
  const started = performance.now();
  await new Promise((resolve) => {
    let finished = 0;
    sockets.forEach((socket, index) => {
      let seq = 0;
      const tick = () => {
        if (performance.now() - started >= chatSeconds * 1000) {
          finished += 1;
          if (finished === sockets.length) resolve();
          return;
        }
        const content = `bench ${socket.userId}>${socket.partnerId} #${seq++}`;
        sentAt.set(content, performance.now());
        if (socket.send(content)) sent += 1;
        else {
          sentAt.delete(content);
          unsent += 1;
        }
        timers[index] = setTimeout(tick, intervalMs);
      };
      // Spread the senders over the interval, as real users would be.
      timers[index] = setTimeout(tick, (index / sockets.length) * intervalMs);
    });
  });
  const drainUntil = performance.now() + DRAIN_MS;
  while (sentAt.size > 0 && performance.now() < drainUntil) await sleep(100);
  const spent = cpuSpent(before, await cpuSnapshot(cluster, admin, database));
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  const perDelivery = (ms) => round4(ms / Math.max(1, received));
  // What a stored message takes on disk, indexes and TOAST included (this bench's contents: ~25 characters).
  const { rows: stored } = await admin.query(
    `select count(*)::int as messages, pg_total_relation_size('messages')::bigint as bytes from messages`,
  );
  return {
    ratePerSocket,
    offeredPerSecond: Math.round(sockets.length * ratePerSocket),
    bytesPerStoredMessage: stored[0].messages
      ? Math.round(Number(stored[0].bytes) / stored[0].messages)
      : null,
    sockets: sockets.length,
    crossInstancePairs,
    closedByServer,
    unsent,
    connectSeconds: round3(connectSeconds),
    idleCpuPerSocketSecondMs,
    sent,
    received,
    lost: sent - received,
    duplicates,
    // The offered rate times the share delivered: the steady rate, which the senders' staggered start would
    // understate if divided by the window.
    deliveriesPerSecond: Math.round((received / Math.max(1, sent)) * sockets.length * ratePerSocket),
    p50Ms: round3(percentile(latencies, 50)),
    p99Ms: round3(percentile(latencies, 99)),
    maxMs: round3(latencies.at(-1) ?? Number.NaN),
    cpuPerDeliveryMs: perDelivery(spent.instances.reduce((a, b) => a + b, 0)),
    cpuPerDeliveryByInstanceMs: spent.instances.map((ms) => perDelivery(ms)),
    nginxCpuPerDeliveryMs: perDelivery(spent.nginx),
    databaseCpuPerDeliveryMs: perDelivery(spent.database),
  };
}

if (!findNginx()) {
  console.error(`bench/cluster: ${missingNginxMessage}`);
  process.exit(1);
}
if (!(await postgresAnswers(pgServerUrl))) {
  console.log(`bench/cluster: PostgreSQL does not answer at ${pgServerUrl}: skipped`);
  process.exit(0);
}
console.log(
  `bench/cluster: one instance against two, behind nginx, on PostgreSQL (a database each); GET /api/user: ` +
    `${rounds} × ${seconds} s at ${connections} connections each, then CPU per request in ${SLICES} alternating ` +
    `${SLICE_SECONDS} s slices each; chat: ${clients} sockets × ${CHAT_RATES.join(', ')} message/s × ${chatSeconds} s each`,
);
buildWorkspaces('@telehealth/server');

const env = { ...productionDemoEnv, LOG_LEVEL: 'warn' };

/** A topology for the whole run: its own database (migrated and seeded by its cluster), the admin's cookie, the chat's users. */
async function setUp(instances) {
  const database = await createDatabase(pgServerUrl, `telehealth_bench_cluster${instances}`);
  const topology = { instances, database, cluster: null, admin: null, stopSampling: null };
  try {
    topology.cluster = await startCluster({ databaseUrl: database.url, instances, accessLog: false, env });
    topology.cookie = await signInAsAdmin(topology.cluster.url);
    topology.people = await seedChatUsers(database.url);
    topology.admin = new Client({ connectionString: database.url });
    await topology.admin.connect();
    topology.stopSampling = sampleConnections(topology.admin, database.name);
    return topology;
  } catch (error) {
    await tearDown(topology);
    throw error;
  }
}

async function tearDown(topology) {
  const connectionsSeen = await topology.stopSampling?.().catch(() => null);
  await topology.admin?.end().catch(() => {});
  await topology.cluster?.stop();
  await topology.database.drop();
  return connectionsSeen;
}

/** Alternates the two topologies, first one then the other, reversed every other time. */
const inTurn = (index, pair) => (index % 2 === 0 ? pair : [...pair].reverse());

const results = {
  requests: { 1: [], 2: [] },
  samePerInstance: { 1: [], 2: [] },
  sameTotal: { 1: [], 2: [] },
};
const chatRuns = { 1: [], 2: [] };
const connectionsSeen = {};
let perInstanceRate = null;
const topologies = [];
try {
  const one = await setUp(1);
  topologies.push(one);
  const two = await setUp(2);
  topologies.push(two);
  const byInstances = { 1: one, 2: two };

  // Warm both (JIT, caches, pools).
  for (const topology of [one, two]) {
    await loadRun(`${topology.cluster.url}/api/user`, topology.cookie, { duration: 3 });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const instances of inTurn(round, [1, 2])) {
      const run = await measuredRun(byInstances[instances], { duration: seconds });
      results.requests[instances].push(run);
      console.log(
        `  saturated, ${instances} instance(s): ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms, ` +
          `CPU/request ${run.cpuPerRequestMs} ms`,
      );
    }
  }
  // The rate per instance: a share of what one instance managed, the same for every slice.
  perInstanceRate = Math.round(
    median(results.requests[1].map((run) => run.requestsPerSecond)) * PER_INSTANCE_RATE_SHARE,
  );
  console.log(`  ${perInstanceRate} req/s per instance for CPU per request`);
  // Short slices in turn, so that the machine's other load falls on both topologies alike.
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const instances of inTurn(slice, [1, 2])) {
      const rate = perInstanceRate * instances;
      results.samePerInstance[instances].push(
        await measuredRun(byInstances[instances], { duration: SLICE_SECONDS, rate }),
      );
    }
  }
  for (let slice = 0; slice < Math.ceil(SLICES / 2); slice += 1) {
    for (const instances of inTurn(slice, [1, 2])) {
      results.sameTotal[instances].push(
        await measuredRun(byInstances[instances], {
          duration: SLICE_SECONDS,
          rate: perInstanceRate * 2,
        }),
      );
    }
  }
  for (const instances of [1, 2]) {
    const slices = results.samePerInstance[instances];
    console.log(
      `  CPU/request at ${perInstanceRate} req/s per instance, ${instances} instance(s): ` +
        `${slices.map((run) => run.cpuPerRequestMs).join(' ')} ms`,
    );
  }

  // The chat at rising rates, the topologies in turn, until a topology is well past its capacity.
  const goingOn = { 1: true, 2: true };
  for (const [step, ratePerSocket] of CHAT_RATES.entries()) {
    for (const instances of inTurn(step, [1, 2])) {
      if (!goingOn[instances]) continue;
      const topology = byInstances[instances];
      await topology.admin.query('TRUNCATE messages');
      const chat = await benchChat(
        topology.cluster,
        topology.people,
        topology.admin,
        topology.database.name,
        {
          ratePerSocket,
          idle: step === 0,
        },
      );
      chat.withinTarget = chat.p99Ms <= CHAT_P99_TARGET_MS && chat.lost === 0 && chat.unsent === 0;
      if (chat.p99Ms > CHAT_GIVE_UP_P99_MS || chat.lost > 0 || chat.unsent > 0) goingOn[instances] = false;
      chatRuns[instances].push(chat);
      console.log(
        `  chat, ${instances} instance(s), ${chat.offeredPerSecond} messages/s offered: ` +
          `${chat.deliveriesPerSecond} deliveries/s, p50 ${chat.p50Ms} ms, p99 ${chat.p99Ms} ms, lost ${chat.lost}, ` +
          `dup ${chat.duplicates}, unsent ${chat.unsent}, closed by the server ${JSON.stringify(chat.closedByServer)}, ` +
          `CPU/delivery ${chat.cpuPerDeliveryMs} ms (${chat.crossInstancePairs} of ${chat.sockets / 2} pairs across instances)`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof ClusterError ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const topology of topologies) connectionsSeen[topology.instances] = await tearDown(topology);
}
if (process.exitCode) process.exit(process.exitCode);

/** The median of each figure over the runs of one topology (failures, losses and duplicates summed). */
function summarise(instances) {
  const pick = (list, get) => median(list.map(get));
  const requests = results.requests[instances];
  const slices = results.samePerInstance[instances];
  const sameTotal = results.sameTotal[instances];
  const chat = chatRuns[instances];
  const failures = {};
  for (const run of [...requests, ...slices, ...sameTotal]) {
    for (const [status, count] of Object.entries(run.failures))
      failures[status] = (failures[status] ?? 0) + count;
  }
  return {
    requestsPerSecond: pick(requests, (run) => run.requestsPerSecond),
    saturatedP99Ms: pick(requests, (run) => run.p99Ms),
    saturatedCpuPerRequestMs: round4(pick(requests, (run) => run.cpuPerRequestMs)),
    samePerInstanceRate: perInstanceRate * instances,
    cpuPerRequestMs: round4(pick(slices, (run) => run.cpuPerRequestMs)),
    cpuPerRequestBySliceMs: slices.map((run) => run.cpuPerRequestMs),
    cpuPerRequestByInstanceMs: slices[0]?.cpuPerRequestByInstanceMs.map((_, index) =>
      round4(pick(slices, (run) => run.cpuPerRequestByInstanceMs[index])),
    ),
    nginxCpuPerRequestMs: round4(pick(slices, (run) => run.nginxCpuPerRequestMs)),
    databaseCpuPerRequestMs: round4(pick(slices, (run) => run.databaseCpuPerRequestMs)),
    sameTotalRate: perInstanceRate * 2,
    sameTotalCpuPerRequestMs: round4(pick(sameTotal, (run) => run.cpuPerRequestMs)),
    requestFailures: failures,
    chatSteps: chat.map((run) => ({
      offeredPerSecond: run.offeredPerSecond,
      deliveriesPerSecond: run.deliveriesPerSecond,
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      lost: run.lost,
      duplicates: run.duplicates,
      unsent: run.unsent,
      closedByServer: run.closedByServer,
      cpuPerDeliveryMs: run.cpuPerDeliveryMs,
      cpuPerDeliveryByInstanceMs: run.cpuPerDeliveryByInstanceMs,
      nginxCpuPerDeliveryMs: run.nginxCpuPerDeliveryMs,
      databaseCpuPerDeliveryMs: run.databaseCpuPerDeliveryMs,
      withinTarget: run.withinTarget,
    })),
    chatCapacityPerSecond: Math.max(
      0,
      ...chat.filter((run) => run.withinTarget).map((run) => run.offeredPerSecond),
    ),
    chatDuplicates: chat.reduce((total, run) => total + run.duplicates, 0),
    crossInstancePairs: pick(chat, (run) => run.crossInstancePairs),
    connectSeconds: pick(chat, (run) => run.connectSeconds),
    idleCpuPerSocketSecondMs: chat[0]?.idleCpuPerSocketSecondMs,
    bytesPerStoredMessage: chat.at(-1)?.bytesPerStoredMessage,
    maxDatabaseConnections: connectionsSeen[instances]?.max,
    busListeners: connectionsSeen[instances]?.listeners,
  };
}

const one = summarise(1);
const two = summarise(2);
const ratio = round3(two.cpuPerRequestMs / one.cpuPerRequestMs);
const sameTotalRatio = round3(two.sameTotalCpuPerRequestMs / one.sameTotalCpuPerRequestMs);
// CPU per delivery compared at the highest rate both topologies ran.
const comparedStep = Math.min(one.chatSteps.length, two.chatSteps.length) - 1;
const deliveryRatio = round3(
  two.chatSteps[comparedStep]?.cpuPerDeliveryMs / one.chatSteps[comparedStep]?.cpuPerDeliveryMs,
);
const failureText = (failures) =>
  Object.keys(failures).length
    ? Object.entries(failures)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')
    : '0';
const rows = [
  ['', 'one instance', 'two instances'],
  ['GET /api/user req/s (saturated)', one.requestsPerSecond, two.requestsPerSecond],
  ['  p99 (ms)', one.saturatedP99Ms, two.saturatedP99Ms],
  ['  instances CPU/request, saturated (ms)', one.saturatedCpuPerRequestMs, two.saturatedCpuPerRequestMs],
  [
    `instances CPU/request, ${perInstanceRate} req/s each (ms)`,
    `${one.cpuPerRequestMs} at ${one.samePerInstanceRate}/s`,
    `${two.cpuPerRequestMs} at ${two.samePerInstanceRate}/s`,
  ],
  [
    '  by instance (ms)',
    one.cpuPerRequestByInstanceMs?.join(' + '),
    two.cpuPerRequestByInstanceMs?.join(' + '),
  ],
  ['  nginx CPU/request (ms)', one.nginxCpuPerRequestMs, two.nginxCpuPerRequestMs],
  ['  PostgreSQL CPU/request (ms)', one.databaseCpuPerRequestMs, two.databaseCpuPerRequestMs],
  [
    `instances CPU/request, ${one.sameTotalRate} req/s in all (ms)`,
    one.sameTotalCpuPerRequestMs,
    two.sameTotalCpuPerRequestMs,
  ],
  ['requests failed', failureText(one.requestFailures), failureText(two.requestFailures)],
  ...CHAT_RATES.flatMap((ratePerSocket, step) => {
    const cell = (summary, show) => (summary.chatSteps[step] ? show(summary.chatSteps[step]) : 'not run');
    return [
      [
        `chat, ${Math.round(clients * ratePerSocket)} messages/s offered: deliveries/s`,
        cell(one, (run) => run.deliveriesPerSecond),
        cell(two, (run) => run.deliveriesPerSecond),
      ],
      [
        '  p50 / p99 delivery (ms)',
        cell(one, (run) => `${run.p50Ms} / ${run.p99Ms}`),
        cell(two, (run) => `${run.p50Ms} / ${run.p99Ms}`),
      ],
      [
        '  lost / duplicated / unsent',
        cell(one, (run) => `${run.lost} / ${run.duplicates} / ${run.unsent}`),
        cell(two, (run) => `${run.lost} / ${run.duplicates} / ${run.unsent}`),
      ],
      [
        '  CPU/delivery: instances / nginx / PostgreSQL (ms)',
        cell(
          one,
          (run) => `${run.cpuPerDeliveryMs} / ${run.nginxCpuPerDeliveryMs} / ${run.databaseCpuPerDeliveryMs}`,
        ),
        cell(
          two,
          (run) => `${run.cpuPerDeliveryMs} / ${run.nginxCpuPerDeliveryMs} / ${run.databaseCpuPerDeliveryMs}`,
        ),
      ],
    ];
  }),
  [
    `chat capacity: most offered with p99 ≤ ${CHAT_P99_TARGET_MS} ms, none lost`,
    `${one.chatCapacityPerSecond}/s`,
    `${two.chatCapacityPerSecond}/s`,
  ],
  ['  pairs across instances', one.crossInstancePairs, two.crossInstancePairs],
  ['  connecting the sockets (s)', one.connectSeconds, two.connectSeconds],
  [
    `  idle CPU per socket-second, ${IDLE_SECONDS} s, baseline in (ms)`,
    one.idleCpuPerSocketSecondMs,
    two.idleCpuPerSocketSecondMs,
  ],
  ['  bytes per stored message, indexes in', one.bytesPerStoredMessage, two.bytesPerStoredMessage],
  ['database connections (most seen)', one.maxDatabaseConnections, two.maxDatabaseConnections],
  ['  of which the bus listening', one.busListeners, two.busListeners],
];
console.log('');
for (const row of rows) {
  console.log(`${String(row[0]).padEnd(46)} ${String(row[1]).padStart(18)} ${String(row[2]).padStart(24)}`);
}
console.log(
  `\nCPU per request, two ÷ one, each instance equally busy: ${ratio} (budget ${CPU_RATIO_BUDGET}); ` +
    `at the same total rate: ${sameTotalRatio}; CPU per delivery, two ÷ one: ${deliveryRatio}`,
);

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench/results/cluster.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      settings: {
        seconds,
        connections,
        rounds,
        clients,
        chatSeconds,
        slices: SLICES,
        sliceSeconds: SLICE_SECONDS,
      },
      perInstanceRate,
      one,
      two,
      cpuPerRequestRatio: ratio,
      sameTotalCpuPerRequestRatio: sameTotalRatio,
      cpuPerDeliveryRatio: deliveryRatio,
      results,
      chatRuns,
    },
    null,
    2,
  )}\n`,
);

const over = [];
if (!(ratio <= CPU_RATIO_BUDGET)) over.push(`CPU per request on two instances is ${ratio}× one's`);
if (one.chatDuplicates || two.chatDuplicates) over.push('chat messages were duplicated');
const chatLost = [...one.chatSteps, ...two.chatSteps].reduce(
  (total, step) => total + step.lost + step.unsent,
  0,
);
if (chatLost) over.push(`${chatLost} chat messages were lost`);
if (Object.keys(one.requestFailures).length || Object.keys(two.requestFailures).length)
  over.push('requests failed');
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nwithin budget');
