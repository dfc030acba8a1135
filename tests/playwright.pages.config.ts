import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

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
  // One browser at a time: a second worker on 2 cores gained little, and the chat's presence badges (Online or
  // Offline) must not see another role's page that happens to be open at the same moment.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    timeout: 10_000,
    // A ratio would let a whole paragraph change on a tall page; a handful of pixels allows anti-aliasing only.
    toHaveScreenshot: { maxDiffPixels: 100, animations: 'disabled', caret: 'hide', scale: 'css' },
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
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/ },
    { name: 'pages', testMatch: /pages\.spec\.ts/, dependencies: ['sign-in'] },
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
