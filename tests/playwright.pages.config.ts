import { defineConfig } from '@playwright/test';
import { firstTag, presenceTag } from './pages/routes';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { pictureSettings } from './shared/screenshot';

const presenceTagPattern = new RegExp(presenceTag);
const firstTagPattern = new RegExp(firstTag);
/** What the two-worker projects leave to the projects that run alone. */
const aloneTagPattern = new RegExp(`${presenceTag}|${firstTag}`);

const port = Number(process.env.PAGES_PORT ?? 3102);

/** The demo seed's clock and the browsers' clock, the same fixed instant on every run (a Tuesday, 11:00 in Sydney). */
export const pinnedNow = '2026-09-01T01:00:00.000Z';

/**
 * Page baselines: every built route, signed in as the role whose frame it sits in, at a desktop and a phone size,
 * in light and dark, with axe on each. Against the production build of the server and SPA on a fresh demo seed.
 * Update the baselines after an intended change with `npm run pages:update -w @telehealth/tests`.
 */
export default defineConfig({
  testDir: './pages',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Two browsers at a time on one server. The pages with the chat's presence badges (Online or Offline) must not
  // see another role's page that happens to be open at the same moment: they run in the 'presence' project below,
  // one at a time, once every other capture and audit has finished. The audit trail, which lists the other
  // captures' visits, runs alone before them ('first').
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    timeout: 10_000,
    // A ratio would let a whole paragraph change on a tall page; a handful of pixels allows anti-aliasing only.
    toHaveScreenshot: { maxDiffPixels: 100, ...pictureSettings },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    trace: 'off',
  },
  projects: [
    // One after another, so that the audit trail lists the sign-ins in one order.
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/, fullyParallel: false },
    // The audit trail (routes.ts, firstTag): captured and audited alone, before the pages it would list.
    {
      name: 'first',
      testMatch: /pages\.spec\.ts/,
      grep: firstTagPattern,
      workers: 1,
      fullyParallel: false,
      dependencies: ['sign-in'],
    },
    { name: 'pages', testMatch: /pages\.spec\.ts/, grepInvert: aloneTagPattern, dependencies: ['first'] },
    // The conversations (routes.ts, presenceTag): captured and audited alone, after everything else.
    {
      name: 'presence',
      testMatch: /pages\.spec\.ts/,
      grep: presenceTagPattern,
      workers: 1,
      fullyParallel: false,
      dependencies: ['pages'],
    },
  ],
  webServer: {
    // The production build of the server, serving the built SPA, on a fresh database with the demo seed.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), SEED_NOW: pinnedNow },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
