import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * Through a real proxy (docs/SCALING.md, Several instances): two server instances on one PostgreSQL database behind
 * nginx, started by the spec itself with scripts/cluster.mjs from the built server and web app (`npm test` builds
 * them earlier). Skipped without TEST_DATABASE_URL (the CI database); without nginx it is skipped too, except in
 * CI, where it fails.
 */
export default defineConfig({
  testDir: './cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 180_000,
  // Bounded: the cluster starts (migration and seed on an empty database) and the journey runs in well under this.
  globalTimeout: 6 * 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/cluster' }]],
  outputDir: 'test-results/cluster',
  use: { trace: { mode: 'retain-on-failure', screenshots: false }, launchOptions: chromiumLaunchOptions },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
