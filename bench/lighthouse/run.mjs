#!/usr/bin/env node
// Lighthouse 12 in its default mobile mode (simulated throttling) against the built server, with Debian's Chromium,
// loopback only. Each page runs `--runs` times (3 by default); the median of each category is reported, and the
// bench fails when one is under 95.
//
// node bench/lighthouse/run.mjs [--runs 3] [--pages /,/auth]   (or BENCH_LIGHTHOUSE_RUNS / BENCH_LIGHTHOUSE_PAGES)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../tests/scripts/chromium.mjs';
import { buildWorkspaces, repoRoot, startServer } from '../lib/server.mjs';

/** The pages measured; a new public page adds itself here. */
export const pages = [
  '/',
  '/auth',
  '/contact',
  '/privacy',
  '/assessment',
  '/erectile-dysfunction',
  '/articles',
  '/articles/understanding-erectile-dysfunction',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = 95;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const chosen = String(option('pages', process.env.BENCH_LIGHTHOUSE_PAGES ?? pages.join(','))).split(',');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

buildWorkspaces('@telehealth/web', '@telehealth/server');
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  logLevel: 'silent',
});

const results = [];
try {
  // A server in service is warm: the first page measured should not pay for the process's first requests.
  for (const page of chosen) await (await fetch(`${server.base}${page}`)).text();
  for (const page of chosen) {
    const scores = Object.fromEntries(categories.map((category) => [category, []]));
    const metrics = { fcpMs: [], lcpMs: [], tbtMs: [], cls: [] };
    const failing = new Set();
    for (let run = 0; run < runs; run++) {
      // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART): that run is made again, twice at most.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(`${server.base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        }));
        if (!lhr.runtimeError) break;
        if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3)
          throw new Error(`${page}: ${lhr.runtimeError.message}`);
      }
      // The last run's full report, for finding what holds the largest paint back (its element and request chain).
      mkdirSync(join(repoRoot, 'bench/results/lighthouse'), { recursive: true });
      writeFileSync(
        join(repoRoot, 'bench/results/lighthouse', `${page.replace(/\W+/g, '_') || 'home'}.json`),
        JSON.stringify(lhr),
      );
      for (const category of categories)
        scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      metrics.fcpMs.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
      metrics.lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      metrics.tbtMs.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      for (const category of categories) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
            failing.add(`${category}: ${ref.id}`);
        }
      }
    }
    const row = {
      page,
      ...Object.fromEntries(categories.map((category) => [category, median(scores[category])])),
      runs: scores,
      fcpMs: Math.round(median(metrics.fcpMs)),
      lcpMs: Math.round(median(metrics.lcpMs)),
      tbtMs: Math.round(median(metrics.tbtMs)),
      cls: Number(median(metrics.cls).toFixed(3)),
      auditsBelow90: [...failing],
    };
    results.push(row);
    console.log(
      `${page.padEnd(10)} performance ${row.performance}  accessibility ${row.accessibility}  ` +
        `best practices ${row['best-practices']}  SEO ${row.seo}  (FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, ` +
        `TBT ${row.tbtMs} ms, CLS ${row.cls})`,
    );
    if (row.auditsBelow90.length) console.log(`           audits under 0.9: ${row.auditsBelow90.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
);
const under = results.flatMap((row) =>
  categories
    .filter((category) => row[category] < BUDGET)
    .map((category) => `${row.page} ${category} ${row[category]}`),
);
if (under.length) {
  console.error(`Under ${BUDGET}:\n  ${under.join('\n  ')}`);
  process.exit(1);
}
console.log(`every page ≥ ${BUDGET} in every category`);
