import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, test } from '@playwright/test';
import { demoAccounts, expectConnected, messageIn, send, signIn } from './helpers';

// This spec restarts the server mid-conversation, so it runs its own server (not the shared webServer):
// the built server on a throwaway data folder with the demo seed, stopped with SIGTERM and started again
// on the same folder and port.
const port = Number(process.env.CHAT_E2E_PORT ?? 3150);
const origin = `http://127.0.0.1:${port}`;
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

class OwnServer {
  private process: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'telehealth-chat-e2e-'));

  async start(): Promise<void> {
    const child = spawn(process.execPath, [serverEntry], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        SEED_DEMO: '1',
        NODE_ENV: 'test',
      },
    });
    this.process = child;
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}: ${stderr}`);
      try {
        const response = await fetch(`${origin}/api/ready`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`Server did not start within 60 s: ${stderr}`);
  }

  /** SIGTERM, as a deployment would, and wait until the process (and its lock) is gone. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const server = new OwnServer();

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

async function openChat(browser: Browser, email: string, counterpart: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  const path = email === demoAccounts.patient ? '/dashboard/messages' : '/practitioner/messages';
  await page.goto(path);
  await page.getByRole('button', { name: new RegExp(counterpart) }).click();
  const log = page.getByRole('log', { name: `Messages: ${counterpart}` });
  await expect(log).toBeVisible();
  await expectConnected(page);
  return { context, page, log };
}

test('a patient and a practitioner chat both ways, with read marks, typing and a server restart', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const patient = await openChat(browser, demoAccounts.patient, 'Sarah Chen');
  const practitioner = await openChat(browser, demoAccounts.practitioner, 'Liam Nguyen');
  const run = Date.now().toString(36);

  // Patient → practitioner: delivered once, then read (the practitioner has the conversation open).
  const first = `Hello Dr Chen, a question about my dose ${run}`;
  await send(patient.page, first);
  await expect(messageIn(practitioner.log, first)).toHaveCount(1);
  await expect(messageIn(patient.log, first)).toHaveCount(1);
  await expect(messageIn(patient.log, first).getByText('Read')).toBeVisible();

  // Typing shows on the other side, in words.
  await practitioner.page.getByLabel('Message', { exact: true }).pressSequentially('Let me check', {
    delay: 30,
  });
  await expect(patient.page.getByText('Sarah is typing…')).toBeVisible();

  // Practitioner → patient, and markup stays text.
  const reply = `<b>Take it</b> with food ${run}`;
  await practitioner.page.getByLabel('Message', { exact: true }).fill(reply);
  await practitioner.page.getByRole('button', { name: 'Send' }).click();
  await expect(messageIn(patient.log, reply)).toHaveCount(1);
  await expect(patient.log.locator('b')).toHaveCount(0);
  await expect(messageIn(practitioner.log, reply).getByText('Read')).toBeVisible();

  // The server restarts mid-conversation: both reconnect by themselves.
  await server.stop();
  await expect(
    patient.page.getByText('Disconnected').or(patient.page.getByText('Connecting…')).first(),
  ).toBeVisible();
  await server.start();
  await expectConnected(patient.page);
  await expectConnected(practitioner.page);

  const afterRestart = `Right after the restart ${run}`;
  await send(patient.page, afterRestart);
  await expect(messageIn(practitioner.log, afterRestart)).toHaveCount(1);
  await expect(messageIn(patient.log, afterRestart).getByText('Read')).toBeVisible();
  // Exactly once, also after any refetch-and-merge has settled; nothing from before was lost.
  await practitioner.page.waitForTimeout(1500);
  await expect(messageIn(practitioner.log, afterRestart)).toHaveCount(1);
  await expect(messageIn(patient.log, afterRestart)).toHaveCount(1);
  await expect(messageIn(practitioner.log, first)).toHaveCount(1);
  await expect(messageIn(patient.log, reply)).toHaveCount(1);

  await patient.context.close();
  await practitioner.context.close();
});
