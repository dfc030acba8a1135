#!/usr/bin/env node
// Latency of the admin's heavy reads on a 10,000-patient database (bench/api/fixture-10k.mjs), on PGlite: the reports
// (the default 30 days and the longest range, 366 days), the dashboard charts, a report's CSV and the patient list. One request at a time, as one admin clicking, after a warm-up; the
// budget is p95 under 50 ms for each. Loopback only; bounded by a request count and a time limit per endpoint.
//
// node bench/api/latency-10k.mjs [--requests 200] [--seconds 30] [--patients 10000]
//   (or BENCH_LATENCY_REQUESTS / BENCH_LATENCY_SECONDS / BENCH_LATENCY_PATIENTS); run.mjs runs it after its own part.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildWorkspaces, signInAsAdmin, startServer } from '../lib/server.mjs';
import { insertFixture10k } from './fixture-10k.mjs';

/** The p95 budget of every endpoint measured here, in milliseconds. */
export const LATENCY_BUDGET_MS = 50;

const WARM_UP_REQUESTS = 10;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const round = (ms) => Number(ms.toFixed(2));

/** `requests` GETs one after the other (or until `seconds` have passed), each timed from send to the last byte. */
async function measure(base, cookie, { name, path }, { requests, seconds }) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1) {
    const { status } = await get();
    if (status !== 200) throw new Error(`${name}: GET ${path} answered ${status}`);
  }
  const timings = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  while (timings.length < requests && Date.now() < deadline) {
    const { ms, status } = await get();
    timings.push(ms);
    if (status !== 200) errors += 1;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const row = {
    name,
    path,
    requests: timings.length,
    errors,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
  row.withinBudget = errors === 0 && row.p95Ms < LATENCY_BUDGET_MS;
  console.log(
    `  ${name.padEnd(44)} n ${String(row.requests).padStart(4)}  p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  ` +
      `p99 ${row.p99Ms} ms  max ${row.maxMs} ms  errors ${errors}  ${row.withinBudget ? 'ok' : 'OVER'}`,
  );
  return row;
}

/** The calendar day in Sydney, as the reports count days. */
const sydneyDay = (instant) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', dateStyle: 'short' }).format(instant);

/** What to measure: the reports' endpoints and the patient list (first page, a name search, a phone search). */
async function targets() {
  const { routes } = await import('@telehealth/contract');
  const today = sydneyDay(new Date());
  const yearAgo = sydneyDay(new Date(Date.now() - 365 * 86_400_000));
  const year = `from=${yearAgo}&to=${today}`;
  const list = [
    { name: 'GET /api/admin/reports (30 days)', path: routes.adminReports.path },
    { name: 'GET /api/admin/reports (366 days)', path: `${routes.adminReports.path}?${year}` },
    { name: 'GET /api/admin/dashboard-charts', path: routes.adminDashboardCharts.path },
    {
      name: 'GET /api/admin/reports.csv appointments (366 d)',
      path: `${routes.exportAdminReport.path}?report=appointments&${year}`,
    },
  ];
  const patients = routes.adminPatients.path;
  list.push(
    { name: `GET ${patients} (first page)`, path: patients },
    { name: `GET ${patients}?q=smith`, path: `${patients}?q=smith` },
    // The fixture's patient 4321 has the mobile 0410004321, searched as people type it.
    { name: `GET ${patients}?q=0410 004 321`, path: `${patients}?q=${encodeURIComponent('0410 004 321')}` },
  );
  return list;
}

/**
 * Migrates and seeds a fresh PGlite data folder (the demo accounts, for the admin's sign-in), adds the fixture with
 * the server stopped, then measures each endpoint against the server started on it again.
 */
export async function benchLatency10k({ requests = 200, seconds = 30, patients = 10_000 } = {}) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'telehealth-bench-10k-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    await first.stop();
    const db = await PGlite.create(join(dataDir, 'db'));
    const fixtureStarted = performance.now();
    let counts;
    try {
      counts = await insertFixture10k(db, { patients });
    } finally {
      await db.close();
    }
    const fixtureSeconds = Number(((performance.now() - fixtureStarted) / 1000).toFixed(1));
    console.log(
      `\n10k fixture on PGlite in ${fixtureSeconds} s: ${counts.patients} patients, ${counts.practitioners} practitioners, ` +
        `${counts.assessments} assessments, ${counts.payments} payments, ${counts.appointments} appointments`,
    );
    // Still the demo (its admin signs in with a password alone); the database is not empty, so nothing is seeded.
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const cookie = await signInAsAdmin(server.base);
      console.log(
        `one request at a time, at most ${requests} per endpoint or ${seconds} s; budget p95 < ${LATENCY_BUDGET_MS} ms`,
      );
      const rows = [];
      for (const target of await targets())
        rows.push(await measure(server.base, cookie, target, { requests, seconds }));
      return { label: 'PGlite, 10,000 patients', fixture: { ...counts, seconds: fixtureSeconds }, rows };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return Number(index >= 0 ? args[index + 1] : fallback);
  };
  buildWorkspaces('@telehealth/server');
  const result = await benchLatency10k({
    requests: option('requests', process.env.BENCH_LATENCY_REQUESTS ?? 200),
    seconds: option('seconds', process.env.BENCH_LATENCY_SECONDS ?? 30),
    patients: option('patients', process.env.BENCH_LATENCY_PATIENTS ?? 10_000),
  });
  const over = result.rows.filter((row) => !row.withinBudget);
  if (over.length) {
    console.error(
      `\nOver budget (p95 ≥ ${LATENCY_BUDGET_MS} ms or errors): ${over.map((row) => row.name).join(', ')}`,
    );
    process.exit(1);
  }
  console.log('\nwithin budget');
}
