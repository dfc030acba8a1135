import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export { chromiumLaunchOptions };

/**
 * Every journey starts as a visitor who signed up to a campaign today, so that no marketing popup (which the demo
 * seed has) opens over a page under test. `e2e/campaigns.spec.ts` starts from an empty state instead.
 */
export function subscribedVisitorAt(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'th_campaign_submissions',
            value: JSON.stringify([
              {
                campaignInstanceId: 'welcome-2026',
                campaignType: 'welcome_popup',
                email: 'e2e@example.com',
                submittedAt: new Date().toISOString(),
              },
            ]),
          },
        ],
      },
    ],
  };
}

export const subscribedVisitor = subscribedVisitorAt(baseURL);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    storageState: subscribedVisitor,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    // The production build of the server, serving the built SPA, on a fresh database with the demo seed.
    command: 'node scripts/e2e-server.mjs',
    // /api/health answers as soon as the port is bound; /api/ready once the database is migrated and seeded.
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
