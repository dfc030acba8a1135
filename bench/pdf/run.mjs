#!/usr/bin/env node
// Another request's latency while PDFs render: /api/health and a signed-in /api/user, one at a time as a probe or a
// user would send them, first with nothing else to do, then while clients keep prescription previews rendering
// back to back. The built server on PGlite, loopback only. Fails when /api/health's p95 during the renders is over
// the budget: the renders must not hold up the event loop.
//
// node bench/pdf/run.mjs [--seconds 15] [--renderers 4]
//   (or BENCH_PDF_SECONDS / BENCH_PDF_RENDERERS)
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildWorkspaces, repoRoot as root, signInAsAdmin, startServer } from '../lib/server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const seconds = Number(option('seconds', process.env.BENCH_PDF_SECONDS ?? 15));
const renderers = Number(option('renderers', process.env.BENCH_PDF_RENDERERS ?? 4));
/** Gap between two probe requests, so that the probe samples the loop rather than loading it. */
const PROBE_GAP_MS = 20;
/** /api/health's p95 while PDFs render: drawn on the event loop it was about a second. */
export const BUDGET_P95_MS = 200;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (ms) => (ms === null ? null : Number(ms.toFixed(1)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latencies (send to last byte) of `url`, one request at a time, until `until()` is false. */
async function probe(url, headers, until) {
  const times = [];
  let errors = 0;
  while (until()) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - started);
      else errors += 1;
    } catch {
      errors += 1;
    }
    await sleep(PROBE_GAP_MS);
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length + errors,
    errors,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1) ?? null),
  };
}

/** A client that asks for a PDF preview as soon as the last one arrived, until `until()` is false. */
async function renderLoop(base, cookie, templateReact, until, times) {
  const body = JSON.stringify({ templateReact });
  while (until()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/prescription-templates/preview/pdf`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body,
    });
    const bytes = await response.arrayBuffer();
    if (!response.ok || bytes.byteLength === 0) throw new Error(`preview answered ${response.status}`);
    times.push(performance.now() - started);
  }
}

/** Both probes in turn for `seconds` each, with `renderers` clients keeping PDFs rendering meanwhile (or none). */
async function phase(label, base, cookie, templateReact, withRenderers) {
  let running = true;
  const pdfTimes = [];
  const loops = withRenderers
    ? Array.from({ length: renderers }, () =>
        renderLoop(base, cookie, templateReact, () => running, pdfTimes),
      )
    : [];
  // The renders get going (and a lazily started pool its threads: each client's first PDF has arrived) before the
  // probes count.
  if (withRenderers) {
    while (pdfTimes.length < renderers) await sleep(100);
    await sleep(1_000);
  }
  pdfTimes.length = 0;
  const results = {};
  for (const [name, path, headers] of [
    ['GET /api/health', '/api/health', {}],
    ['GET /api/user (signed in)', '/api/user', { cookie }],
  ]) {
    const end = Date.now() + seconds * 1000;
    results[name] = await probe(`${base}${path}`, headers, () => Date.now() < end);
  }
  running = false;
  await Promise.all(loops);
  pdfTimes.sort((a, b) => a - b);
  const pdfs = withRenderers
    ? {
        rendered: pdfTimes.length,
        perSecond: Number((pdfTimes.length / (2 * seconds)).toFixed(1)),
        p50Ms: round(percentile(pdfTimes, 50)),
        p95Ms: round(percentile(pdfTimes, 95)),
      }
    : null;
  console.log(`\n${label}`);
  for (const [name, row] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(28)} p50 ${String(row.p50Ms).padStart(6)} ms  p95 ${String(row.p95Ms).padStart(6)} ms  max ${String(row.maxMs).padStart(6)} ms  (${row.requests} requests, ${row.errors} errors)`,
    );
  }
  if (pdfs) {
    console.log(
      `  PDF previews                 ${pdfs.rendered} in ${2 * seconds} s (${pdfs.perSecond}/s), p50 ${pdfs.p50Ms} ms  p95 ${pdfs.p95Ms} ms`,
    );
  }
  return { label, probes: results, pdfs };
}

buildWorkspaces('@telehealth/server');
// The admin previews without a second factor here: the bench measures rendering, not sign-in.
const server = await startServer({ REQUIRE_STAFF_MFA: '0' });
let result;
try {
  const { base } = server;
  const cookie = await signInAsAdmin(base);
  const templates = await (await fetch(`${base}/api/prescription-templates`, { headers: { cookie } })).json();
  const template = templates.find((item) => item.isDefault) ?? templates[0];
  console.log(
    `built server on PGlite (pid ${server.pid}), ${seconds} s per probe, ${renderers} clients rendering the default prescription template; ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}`,
  );
  const idle = await phase('no PDF rendering', base, cookie, template.templateReact, false);
  const busy = await phase(`${renderers} clients rendering PDFs`, base, cookie, template.templateReact, true);
  result = {
    measuredAt: new Date().toISOString(),
    cores: availableParallelism(),
    loadAverage: loadavg()[0],
    seconds,
    renderers,
    idle,
    busy,
  };
} finally {
  await server.stop();
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/pdf.json'), `${JSON.stringify(result, null, 2)}\n`);

const busyHealth = result.busy.probes['GET /api/health'];
if (busyHealth.errors > 0 || busyHealth.p95Ms > BUDGET_P95_MS) {
  console.error(
    `\nOver budget: /api/health p95 ${busyHealth.p95Ms} ms while PDFs render (budget ${BUDGET_P95_MS} ms), ${busyHealth.errors} errors`,
  );
  process.exit(1);
}
console.log('\nwithin budget');
