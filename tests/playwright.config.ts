import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The second server's: each half of the journeys has a server and a demo database of its own. */
const secondBaseURL = `http://127.0.0.1:${port + 10}`;

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

/**
 * The journeys that run against the second server, the other half by time (the specs' durations in the timings
 * that `npm test` writes, .ci/test-timings.json). A new spec runs on the first server until it is moved here.
 */
const secondHalf = [
  'admin-management',
  'articles',
  'campaigns',
  'chat',
  'patient-journey-keyboard',
  'payments',
  'practitioner-review-keyboard',
  'settings',
];
const secondHalfPattern = new RegExp(`/(${secondHalf.join('|')})\\.spec\\.ts$`);

/**
 * Two workers, each with a server and a demo database of its own: the journeys sign in as the demo accounts and
 * change what they see (a password, a booked slot, the queue), so two at a time on one database would meet. Within
 * a half the specs run one after another, as they did on one worker, and none depends on another having run.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) without the screencast: recording
    // frames for every test took a third of the step's CPU (e2e on 2 cores: 373 s with them, 271 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: secondHalfPattern,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL,
        storageState: subscribedVisitorAt(baseURL),
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'chromium-2',
      testMatch: secondHalfPattern,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: secondBaseURL,
        storageState: subscribedVisitorAt(secondBaseURL),
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // The production build of the server, serving the built SPA, on a fresh database with the demo seed: twice.
  // /api/health answers as soon as the port is bound; /api/ready once the database is migrated and seeded.
  webServer: [baseURL, secondBaseURL].map((url) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: new URL(url).port },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
