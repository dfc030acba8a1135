import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';
import { pictureSettings } from './shared/screenshot';

const port = Number(process.env.STORYBOOK_PORT ?? 3101);

/**
 * Visual and accessibility checks of every story in the Storybook static build, in both themes (once, for a story
 * that sets its own theme).
 * Update the baselines after an intended visual change with `npm run visual:update -w @telehealth/tests`.
 */
export default defineConfig({
  testDir: './visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Three on 2 cores: each story waits on the preview between renders, and two workers left a fifth of the CPU idle
  // (the step took 241 s with two and 212 s with three, one after the other on the same machine).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a story that renders differently from one run to the next is a defect to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, ...pictureSettings },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node scripts/static-server.mjs ../apps/storybook/storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
