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
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { buildWorkspaces, signInAsAdmin } from '../lib/server.mjs';

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

async function loadRun(url, cookie, { duration, overallRate }) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { cookie },
    ...(overallRate ? { overallRate } : {}),
  });
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

/** One load run on GET /api/user of a topology, with the CPU every process spent over it. */
async function measuredRun(topology, { duration, overallRate }) {
  const { cluster, cookie, admin, database } = topology;
  const before = await cpuSnapshot(cluster, admin, database.name);
  const run = await loadRun(`${cluster.url}/api/user`, cookie, { duration, overallRate });
  const spent = cpuSpent(before, await cpuSnapshot(cluster, admin, database.name));
  const requests = run.requests.total;
  const perRequest = (ms) => round4(ms / Math.max(1, requests));
  const instancesMs = spent.instances.reduce((a, b) => a + b, 0);
  return {
    rate: overallRate ?? null,
    requests,
    requestsPerSecond: Math.round(requests / duration),
    failures: failuresOf(run),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
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
    const pairs = clients / 2;
    await client.query(`
      INSERT INTO users (email, password_hash, first_name, last_name, is_practitioner, role, email_verified)
        SELECT 'bench-prac-' || g || '@bench.invalid', 'bench-no-login', 'Prac', 'P' || g, true, 'practitioner', true
        FROM generate_series(1, ${pairs}) g;
      INSERT INTO practitioners (user_id, name)
        SELECT id, first_name || ' ' || last_name FROM users WHERE email LIKE 'bench-prac-%';
      INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified)
        SELECT 'bench-pat-' || g || '@bench.invalid', 'bench-no-login', 'Pat', 'P' || g, 'patient', true
        FROM generate_series(1, ${pairs}) g;
      INSERT INTO assessments (type, patient_id, practitioner_id, status, paid)
        SELECT 'erectile_dysfunction', pat.id, pr.id, 'awaiting_review', true
        FROM users pat
        JOIN users pu ON pu.last_name = pat.last_name AND pu.email LIKE 'bench-prac-%'
        JOIN practitioners pr ON pr.user_id = pu.id
        WHERE pat.email LIKE 'bench-pat-%';
    `);
    const { rows } = await client.query(
      `SELECT pat.id AS patient, pu.id AS practitioner FROM users pat
       JOIN users pu ON pu.last_name = pat.last_name AND pu.email LIKE 'bench-prac-%'
       WHERE pat.email LIKE 'bench-pat-%' ORDER BY pat.id`,
    );
    const people = [];
    for (const row of rows) {
      people.push({ userId: row.patient, partnerId: row.practitioner });
      people.push({ userId: row.practitioner, partnerId: row.patient });
    }
    const values = people.map((person) => {
      person.token = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(person.token).digest('hex');
      return `('${hash}', ${Number(person.userId)}, now() + interval '12 hours')`;
    });
    await client.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ${values.join(',')}`);
    return people;
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Opens a socket through nginx; resolves once the server's welcome arrives, with the instance that took it. */
function openChatSocket(cluster, person, onMessage) {
  return new Promise((resolve, reject) => {
    let instance = null;
    const socket = new WebSocket(
      `${cluster.url.replace('http', 'ws')}/ws?userId=${person.userId}&t=${Date.now()}`,
      { headers: { cookie: `sid=${person.token}` }, origin: cluster.url, perMessageDeflate: false },
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
      else if (frame.type === 'error') console.error(`  server error for ${person.userId}:`, frame.payload);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused with ${response.statusCode}`)),
    );
  });
}

async function benchChat(cluster, people, admin, database) {
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

  const sockets = [];
  const connectStarted = performance.now();
  for (let start = 0; start < people.length; start += 50) {
    const batch = people.slice(start, start + 50).map((person) => openChatSocket(cluster, person, onMessage));
    sockets.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const byId = new Map(sockets.map((socket) => [socket.userId, socket]));
  const crossInstancePairs =
    sockets.filter((socket) => socket.instance !== byId.get(socket.partnerId)?.instance).length / 2;
  await sleep(1000);

  const before = await cpuSnapshot(cluster, admin, database);
  let sent = 0;
  const timers = [];
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
        sent += 1;
        socket.send(content);
        timers[index] = setTimeout(tick, 1000);
      };
      // Spread the senders over the second, as real users would be.
      timers[index] = setTimeout(tick, (index / sockets.length) * 1000);
    });
  });
  const sendingSeconds = (performance.now() - started) / 1000;
  const drainUntil = performance.now() + DRAIN_MS;
  while (sentAt.size > 0 && performance.now() < drainUntil) await sleep(100);
  const spent = cpuSpent(before, await cpuSnapshot(cluster, admin, database));
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  const perDelivery = (ms) => round4(ms / Math.max(1, received));
  return {
    sockets: sockets.length,
    crossInstancePairs,
    connectSeconds: round3(connectSeconds),
    sent,
    received,
    lost: sent - received,
    duplicates,
    deliveriesPerSecond: Math.round(received / sendingSeconds),
    p50Ms: round3(percentile(latencies, 50)),
    p99Ms: round3(percentile(latencies, 99)),
    maxMs: round3(latencies.at(-1) ?? Number.NaN),
    cpuPerDeliveryMs: perDelivery(spent.instances.reduce((a, b) => a + b, 0)),
    cpuPerDeliveryByInstanceMs: spent.instances.map((ms) => perDelivery(ms)),
    nginxCpuPerDeliveryMs: perDelivery(spent.nginx),
    databaseCpuPerDeliveryMs: perDelivery(spent.database),
  };
}

async function postgresAnswers() {
  const client = new Client({ connectionString: pgServerUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (!findNginx()) {
  console.error(`bench/cluster: ${missingNginxMessage}`);
  process.exit(1);
}
if (!(await postgresAnswers())) {
  console.log(`bench/cluster: PostgreSQL does not answer at ${pgServerUrl}: skipped`);
  process.exit(0);
}
console.log(
  `bench/cluster: one instance against two, behind nginx, on PostgreSQL (a database each); GET /api/user: ` +
    `${rounds} × ${seconds} s at ${connections} connections each, then CPU per request in ${SLICES} alternating ` +
    `${SLICE_SECONDS} s slices each; chat: ${rounds} × ${clients} sockets × 1 message/s × ${chatSeconds} s each`,
);
buildWorkspaces('@telehealth/server');

const env = { NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: 'warn' };

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

  // Warm both (JIT, caches, pools), then take the per-instance rate from what one instance manages here.
  for (const topology of [one, two])
    await loadRun(`${topology.cluster.url}/api/user`, topology.cookie, { duration: 3 });
  const calibration = await measuredRun(one, { duration: 5 });
  perInstanceRate = Math.round(calibration.requestsPerSecond * PER_INSTANCE_RATE_SHARE);
  console.log(
    `calibration: one instance ${calibration.requestsPerSecond} req/s; ${perInstanceRate} req/s per instance`,
  );

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
  // Short slices in turn, so that the machine's other load falls on both topologies alike.
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const instances of inTurn(slice, [1, 2])) {
      const overallRate = perInstanceRate * instances;
      results.samePerInstance[instances].push(
        await measuredRun(byInstances[instances], { duration: SLICE_SECONDS, overallRate }),
      );
    }
  }
  for (let slice = 0; slice < Math.ceil(SLICES / 2); slice += 1) {
    for (const instances of inTurn(slice, [1, 2])) {
      results.sameTotal[instances].push(
        await measuredRun(byInstances[instances], {
          duration: SLICE_SECONDS,
          overallRate: perInstanceRate * 2,
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

  for (let round = 0; round < rounds; round += 1) {
    for (const instances of inTurn(round, [1, 2])) {
      const topology = byInstances[instances];
      await topology.admin.query('TRUNCATE messages');
      const chat = await benchChat(topology.cluster, topology.people, topology.admin, topology.database.name);
      chatRuns[instances].push(chat);
      console.log(
        `  chat, ${instances} instance(s): ${chat.deliveriesPerSecond} deliveries/s, p50 ${chat.p50Ms} ms, ` +
          `p99 ${chat.p99Ms} ms, lost ${chat.lost}, dup ${chat.duplicates}, CPU/delivery ${chat.cpuPerDeliveryMs} ms ` +
          `(${chat.crossInstancePairs} of ${chat.sockets / 2} pairs across instances)`,
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
    deliveriesPerSecond: pick(chat, (run) => run.deliveriesPerSecond),
    chatP50Ms: pick(chat, (run) => run.p50Ms),
    chatP99Ms: Math.max(...chat.map((run) => run.p99Ms)),
    chatLost: chat.reduce((total, run) => total + run.lost, 0),
    chatDuplicates: chat.reduce((total, run) => total + run.duplicates, 0),
    cpuPerDeliveryMs: round4(pick(chat, (run) => run.cpuPerDeliveryMs)),
    cpuPerDeliveryByInstanceMs: chat[0]?.cpuPerDeliveryByInstanceMs.map((_, index) =>
      round4(pick(chat, (run) => run.cpuPerDeliveryByInstanceMs[index])),
    ),
    nginxCpuPerDeliveryMs: round4(pick(chat, (run) => run.nginxCpuPerDeliveryMs)),
    databaseCpuPerDeliveryMs: round4(pick(chat, (run) => run.databaseCpuPerDeliveryMs)),
    crossInstancePairs: pick(chat, (run) => run.crossInstancePairs),
    connectSeconds: pick(chat, (run) => run.connectSeconds),
    maxDatabaseConnections: connectionsSeen[instances]?.max,
    busListeners: connectionsSeen[instances]?.listeners,
  };
}

const one = summarise(1);
const two = summarise(2);
const ratio = round3(two.cpuPerRequestMs / one.cpuPerRequestMs);
const sameTotalRatio = round3(two.sameTotalCpuPerRequestMs / one.sameTotalCpuPerRequestMs);
const deliveryRatio = round3(two.cpuPerDeliveryMs / one.cpuPerDeliveryMs);
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
  [`chat deliveries/s (${clients} sockets)`, one.deliveriesPerSecond, two.deliveriesPerSecond],
  ['  pairs across instances', one.crossInstancePairs, two.crossInstancePairs],
  ['  p50 / p99 delivery (ms)', `${one.chatP50Ms} / ${one.chatP99Ms}`, `${two.chatP50Ms} / ${two.chatP99Ms}`],
  [
    '  lost / duplicated',
    `${one.chatLost} / ${one.chatDuplicates}`,
    `${two.chatLost} / ${two.chatDuplicates}`,
  ],
  ['  instances CPU/delivery (ms)', one.cpuPerDeliveryMs, two.cpuPerDeliveryMs],
  [
    '  by instance (ms)',
    one.cpuPerDeliveryByInstanceMs?.join(' + '),
    two.cpuPerDeliveryByInstanceMs?.join(' + '),
  ],
  ['  nginx CPU/delivery (ms)', one.nginxCpuPerDeliveryMs, two.nginxCpuPerDeliveryMs],
  ['  PostgreSQL CPU/delivery (ms)', one.databaseCpuPerDeliveryMs, two.databaseCpuPerDeliveryMs],
  ['  connecting the sockets (s)', one.connectSeconds, two.connectSeconds],
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
if (one.chatLost || two.chatLost) over.push('chat messages were lost');
if (one.chatDuplicates || two.chatDuplicates) over.push('chat messages were duplicated');
if (Object.keys(one.requestFailures).length || Object.keys(two.requestFailures).length)
  over.push('requests failed');
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nwithin budget');
