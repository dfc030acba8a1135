import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { createDatabase, findNginx, missingNginxMessage, startCluster } from '../../scripts/cluster.mjs';
import { demoAccounts, expectConnected, messageIn, send, signIn } from '../e2e/helpers';
import { subscribedVisitorAt } from '../playwright.config';

// Two instances on one PostgreSQL database behind nginx (scripts/cluster.mjs, as `npm run cluster` runs them):
// a patient and a practitioner whose sockets landed on different instances chat, see each other typing, reading
// and online; then the patient's instance is stopped with SIGTERM and the patient's browser reconnects through
// nginx to the other instance, losing nothing and doubling nothing.

const serverUrl = process.env.TEST_DATABASE_URL;
const nginxMissing = !findNginx();

test.skip(!serverUrl, 'TEST_DATABASE_URL is not set: the cluster needs PostgreSQL');
test.skip(nginxMissing && !process.env.CI, missingNginxMessage);
test.describe.configure({ mode: 'serial' });

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
let dropDatabase: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const database = await createDatabase(serverUrl as string, 'telehealth_cluster_e2e');
  dropDatabase = database.drop;
  cluster = await startCluster({
    databaseUrl: database.url,
    port: 0,
    accessLog: false,
    env: { NODE_ENV: 'test', SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await dropDatabase?.();
});

/** A signed-in browser whose sockets' instances (X-Instance of each 101) and close codes are recorded. */
interface ChatUser {
  page: Page;
  log: Locator;
  /** The instance of every socket the page opened, in order. */
  instances: string[];
  closeCodes: () => Promise<number[]>;
  close: () => Promise<void>;
}

async function openChat(browser: Browser, email: string, counterpart: string): Promise<ChatUser> {
  const origin = cluster.url;
  const context = await browser.newContext({
    baseURL: origin,
    // A visitor who already answered the campaign popup (as in the e2e config), so none opens over the chat.
    storageState: subscribedVisitorAt(origin),
  });
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const codes: number[] = [];
    Object.defineProperty(window, '__socketCloseCodes', { value: codes });
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('close', (event) => codes.push(event.code));
      }
    };
  });
  const page = await context.newPage();
  const instances: string[] = [];
  const cdp = await context.newCDPSession(page);
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-instance');
    if (header) instances.push(String(header[1]));
  });
  await cdp.send('Network.enable');

  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(email === demoAccounts.patient ? '/dashboard/messages' : '/practitioner/messages');
  await page.getByRole('button', { name: new RegExp(counterpart) }).click();
  const log = page.getByRole('log', { name: `Messages: ${counterpart}` });
  await expect(log).toBeVisible();
  await expectConnected(page);
  return {
    page,
    log,
    instances,
    closeCodes: () =>
      page.evaluate(() => [...(window as unknown as { __socketCloseCodes: number[] }).__socketCloseCodes]),
    close: () => context.close(),
  };
}

function presenceOf(page: Page, counterpart: string): Locator {
  return page.getByRole('region', { name: counterpart });
}

test('two users on two instances chat through nginx, and one instance stops without a message lost or doubled', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const patient = await openChat(browser, demoAccounts.patient, 'Sarah Chen');
  const practitioner = await openChat(browser, demoAccounts.practitioner, 'Liam Nguyen');
  await expect.poll(() => patient.instances.length).toBeGreaterThan(0);
  await expect.poll(() => practitioner.instances.length).toBeGreaterThan(0);

  // Round robin decides where a socket lands. Until the two differ, one request more through nginx shifts the
  // turn, and the practitioner's page reloads (the open conversation is in its URL) with a new socket.
  for (
    let attempt = 0;
    attempt < 8 && patient.instances.at(-1) === practitioner.instances.at(-1);
    attempt++
  ) {
    await practitioner.page.evaluate(() => fetch('/api/health').then((response) => response.text()));
    const sockets = practitioner.instances.length;
    await practitioner.page.reload();
    await expectConnected(practitioner.page);
    await expect.poll(() => practitioner.instances.length).toBeGreaterThan(sockets);
  }
  const patientInstance = patient.instances.at(-1) as string;
  const practitionerInstance = practitioner.instances.at(-1) as string;
  expect(patientInstance).not.toBe(practitionerInstance);
  expect(cluster.instances.map((instance) => instance.name).sort()).toEqual(
    [patientInstance, practitionerInstance].sort(),
  );

  // Each sees the other online, across instances.
  await expect(presenceOf(patient.page, 'Sarah Chen').getByText('Online', { exact: true })).toBeVisible();
  await expect(
    presenceOf(practitioner.page, 'Liam Nguyen').getByText('Online', { exact: true }),
  ).toBeVisible();

  const run = Date.now().toString(36);
  // Patient → practitioner: delivered once, then read (the practitioner has the conversation open).
  const first = `Across instances, a question ${run}`;
  await send(patient.page, first);
  await expect(messageIn(practitioner.log, first)).toHaveCount(1);
  await expect(messageIn(patient.log, first).getByText('Read')).toBeVisible();

  // Typing crosses instances too.
  await practitioner.page
    .getByLabel('Message', { exact: true })
    .pressSequentially('Let me check', { delay: 30 });
  await expect(patient.page.getByText('Sarah is typing…')).toBeVisible();
  const reply = `Across instances, an answer ${run}`;
  await practitioner.page.getByLabel('Message', { exact: true }).fill(reply);
  await practitioner.page.getByRole('button', { name: 'Send' }).click();
  await expect(messageIn(patient.log, reply)).toHaveCount(1);
  await expect(messageIn(practitioner.log, reply).getByText('Read')).toBeVisible();

  // The patient's instance is stopped as a deployment would: SIGTERM.
  const victim = cluster.instances.find((instance) => instance.name === patientInstance);
  if (!victim) throw new Error(`no instance named ${patientInstance}`);
  const stoppedAt = Date.now();
  const stopped = victim.stop('SIGTERM');
  // The patient's socket is closed with 1012 (service restart), through nginx.
  await expect.poll(() => patient.closeCodes()).toContain(1012);
  // While the patient is away, the practitioner (on the other instance) writes.
  const duringRestart = `Written while your server restarted ${run}`;
  await send(practitioner.page, duringRestart);
  await expect(messageIn(practitioner.log, duringRestart)).toHaveCount(1);

  const { code, at } = await stopped;
  expect(code).toBe(0);
  expect(at - stoppedAt).toBeLessThan(10_000);

  // The patient's browser reconnects by itself, through nginx, to the instance still running.
  await expect.poll(() => patient.instances.at(-1), { timeout: 45_000 }).toBe(practitionerInstance);
  await expectConnected(patient.page);
  await expect(messageIn(patient.log, duringRestart)).toHaveCount(1);

  const afterRestart = `Back on the other instance ${run}`;
  await send(patient.page, afterRestart);
  await expect(messageIn(practitioner.log, afterRestart)).toHaveCount(1);
  await expect(messageIn(patient.log, afterRestart).getByText('Read')).toBeVisible();
  await expect(
    presenceOf(practitioner.page, 'Liam Nguyen').getByText('Online', { exact: true }),
  ).toBeVisible();

  // Exactly once each, also after any refetch-and-merge has settled; nothing from before was lost.
  await patient.page.waitForTimeout(1_500);
  for (const text of [first, reply, duringRestart, afterRestart]) {
    await expect(messageIn(patient.log, text)).toHaveCount(1);
    await expect(messageIn(practitioner.log, text)).toHaveCount(1);
  }

  await patient.close();
  await practitioner.close();
});
