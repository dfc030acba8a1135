#!/usr/bin/env node
// The cost of a request: a bare node:http server, /api/health, /api/user (signed in) and an admin list, on PGlite
// and on PostgreSQL when one answers at 127.0.0.1:5432. Loopback only. Fails when /api/user costs more than twice
// /api/health (CPU per request) on either database.
//
// Then the admin's reports (and the patient list) one request at a time on a 10,000-patient PGlite database
// (latency-10k.mjs), failing when one's p95 is 50 ms or more.
//
// node bench/api/run.mjs [--seconds 10] [--connections 20]
//   (or BENCH_API_SECONDS / BENCH_API_CONNECTIONS; BENCH_API_PG_URL overrides the PostgreSQL server's URL;
//   BENCH_LATENCY_REQUESTS / BENCH_LATENCY_SECONDS bound the 10k part, BENCH_LATENCY_SKIP=1 leaves it out)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresAnswers } from '../lib/database.mjs';
import {
  buildWorkspaces,
  freePort,
  repoRoot as root,
  signInAsAdmin,
  startProcess,
  startServer,
  waitFor,
} from '../lib/server.mjs';
import { benchLatency10k, LATENCY_BUDGET_MS } from './latency-10k.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const seconds = Number(option('seconds', process.env.BENCH_API_SECONDS ?? 10));
const connections = Number(option('connections', process.env.BENCH_API_CONNECTIONS ?? 20));
const pgAdminUrl = process.env.BENCH_API_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);
const RATIO_BUDGET = 2;

/** utime + stime of a process (every thread), in milliseconds. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5): the 12th and 13th after the command name and state.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** One load run: autocannon at fixed concurrency, the server's CPU from /proc over the same span. */
async function measure(name, pid, url, headers = {}) {
  // A short warm-up, so that the JIT and the caches are as they are in steady state.
  await autocannon({ url, connections, duration: 2, headers });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuMs(pid) - before;
  const requests = result.requests.total;
  const ok = result['2xx'];
  const row = {
    name,
    requests,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (requests - ok),
    cpuPerRequestMs: Number((cpu / Math.max(1, requests)).toFixed(4)),
  };
  console.log(
    `  ${name.padEnd(38)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  ` +
      `errors ${row.errors}  CPU/request ${row.cpuPerRequestMs} ms`,
  );
  return row;
}

async function benchServer(label, env) {
  const server = await startServer(env);
  const { base } = server;
  try {
    const cookie = await signInAsAdmin(base);
    console.log(`\n${label} (server pid ${server.pid}, ${connections} connections, ${seconds} s each)`);
    const rows = [
      await measure('GET /api/health', server.pid, `${base}/api/health`),
      await measure('GET /api/user (signed in)', server.pid, `${base}/api/user`, { cookie }),
      await measure(
        'GET /api/admin/legal-documents (admin)',
        server.pid,
        `${base}/api/admin/legal-documents`,
        {
          cookie,
        },
      ),
    ];
    const health = rows[0].cpuPerRequestMs;
    const user = rows[1].cpuPerRequestMs;
    const ratio = Number((user / health).toFixed(2));
    console.log(`  /api/user ÷ /api/health CPU: ${ratio} (budget ${RATIO_BUDGET})`);
    return { label, rows, userToHealthRatio: ratio };
  } finally {
    await server.stop();
  }
}

async function benchBare() {
  const port = await freePort();
  const source = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(${port}, '127.0.0.1');`;
  const server = startProcess(process.execPath, ['-e', source]);
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    console.log(`\nbare node:http (pid ${server.pid})`);
    return {
      label: 'bare node:http',
      rows: [await measure('GET / (bare node:http)', server.pid, `http://127.0.0.1:${port}/`)],
    };
  } finally {
    await server.stop();
  }
}

buildWorkspaces('@telehealth/server');

const runs = [await benchBare(), await benchServer('PGlite', {})];
if (await postgresAnswers(pgAdminUrl)) {
  const name = `telehealth_bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  try {
    runs.push(await benchServer('PostgreSQL', { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log(`\nPostgreSQL does not answer at ${pgAdminUrl}: skipped`);
}

const latency =
  process.env.BENCH_LATENCY_SKIP === '1'
    ? null
    : await benchLatency10k({
        requests: Number(process.env.BENCH_LATENCY_REQUESTS ?? 200),
        seconds: Number(process.env.BENCH_LATENCY_SECONDS ?? 30),
      });

const result = { measuredAt: new Date().toISOString(), seconds, connections, runs, latency };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/api.json'), `${JSON.stringify(result, null, 2)}\n`);

const over = runs.filter(
  (run) => run.userToHealthRatio !== undefined && run.userToHealthRatio > RATIO_BUDGET,
);
const slow = latency?.rows.filter((row) => !row.withinBudget) ?? [];
if (over.length) {
  console.error(
    `\nOver budget: /api/user costs more than ${RATIO_BUDGET}× /api/health on ${over.map((run) => run.label).join(', ')}`,
  );
}
if (slow.length) {
  console.error(
    `\nOver budget on 10,000 patients (p95 ≥ ${LATENCY_BUDGET_MS} ms or errors): ${slow.map((row) => row.name).join(', ')}`,
  );
}
if (over.length || slow.length) process.exit(1);
console.log('\nwithin budget');
