import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { routes, serverMessages } from '@telehealth/contract';
import { demoAccounts, demoPassword } from './helpers';

// SIGTERM while PDFs render, on the built server (dist/main.js with its worker entry), as a deployment stops it.
// Each test runs a server of its own on a port of its own (PORT=0): the shared one keeps serving the other specs.
// No browser: the clients are plain sockets, so that a reset shows as one.

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
/** The server's promise: told to stop, it exits within 10 s whatever is in flight. */
const SHUTDOWN_PROMISE_MS = 10_000;
const CONCURRENT = 12;

class BuiltServer {
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'telehealth-shutdown-e2e-'));
  private out = '';
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  base = '';

  constructor(env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, [serverEntry], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    this.child.stdout?.on('data', (chunk) => {
      this.out += chunk;
    });
    this.child.stderr?.on('data', (chunk) => {
      this.out += chunk;
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  output(): string {
    return this.out;
  }

  /** Waits for a line of the server's log and answers its first group. */
  async line(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = pattern.exec(this.out);
      if (match) return match[1] ?? match[0];
      if (this.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${pattern} in the server's output:\n${this.out.slice(-4000)}`);
  }

  /** Migrating and seeding a fresh folder takes seconds, and more on a busy machine. */
  async start(): Promise<void> {
    this.base = await this.line(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 120_000);
  }

  async dispose(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

type Outcome = { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | { error: string };

/**
 * One request on a connection of its own (as 12 browsers or a proxy's fresh connections would send them). `sent`
 * resolves once the whole request has been handed to the kernel; `outcome` with the answer, or the socket's error.
 */
function request(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  let sent: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const outcome = new Promise<Outcome>((resolve) => {
    const outgoing = http.request(
      url,
      { method: init.method, headers: init.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.on('finish', () => sent());
    outgoing.end(init.body);
  });
  return { written, outcome };
}

async function signInAsAdmin(base: string): Promise<string> {
  const response = await fetch(`${base}${routes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: demoAccounts.admin, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function defaultTemplateBody(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/prescription-templates`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const templates = (await response.json()) as { templateReact: string; isDefault: boolean }[];
  const template = templates.find((item) => item.isDefault) ?? templates[0];
  if (!template) throw new Error('the demo seed has no prescription template');
  return template.templateReact;
}

function previewPdf(base: string, cookie: string, templateReact: string) {
  const body = JSON.stringify({ templateReact });
  return request(`${base}/api/prescription-templates/preview/pdf`, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
}

/** A 200 with the whole PDF: as long as it said, from its header to its end-of-file marker. */
function isCompletePdf(outcome: Outcome): boolean {
  if ('error' in outcome || outcome.status !== 200) return false;
  const text = outcome.body.toString('latin1');
  return (
    outcome.headers['content-type'] === 'application/pdf' &&
    Number(outcome.headers['content-length']) === outcome.body.length &&
    text.startsWith('%PDF-') &&
    text.trimEnd().endsWith('%%EOF')
  );
}

/** A 503 that tells the client when to come back, in the API's words. */
function isRetryLater(outcome: Outcome): boolean {
  if ('error' in outcome || outcome.status !== 503) return false;
  return (
    Number(outcome.headers['retry-after']) > 0 &&
    (JSON.parse(outcome.body.toString('utf8')) as { message?: string }).message === serverMessages.unavailable
  );
}

/** For a failure's message: what each client got, without the PDF bytes. */
function summary(outcomes: Outcome[]): string[] {
  return outcomes.map((outcome) =>
    'error' in outcome
      ? outcome.error
      : `${outcome.status} ${outcome.headers['content-type'] ?? ''} ${outcome.body.length} B retry-after=${outcome.headers['retry-after'] ?? '-'}`,
  );
}

test.describe.configure({ mode: 'serial' });

let server: BuiltServer | null = null;
test.afterEach(async () => {
  await server?.dispose();
  server = null;
});

test(`SIGTERM with ${CONCURRENT} PDF previews in flight: each is a complete PDF, readiness answers 503 at once, and the process exits within 10 s`, async () => {
  test.setTimeout(180_000);
  server = new BuiltServer();
  await server.start();
  const { base } = server;
  const cookie = await signInAsAdmin(base);
  const template = await defaultTemplateBody(base, cookie);
  // One preview first, as a running server has drawn some before it is stopped.
  expect(isCompletePdf(await previewPdf(base, cookie, template).outcome)).toBe(true);

  // A probe (a load balancer's) whose connection is open before the stop and whose request comes after it.
  const probe = net.connect(Number(new URL(base).port), '127.0.0.1');
  const probeAnswer = new Promise<string>((resolve) => {
    let text = '';
    probe.on('data', (chunk) => {
      text += chunk;
    });
    probe.on('close', () => resolve(text));
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
  });
  await new Promise<void>((resolve) => probe.once('connect', () => resolve()));
  probe.write(`GET ${routes.ready.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);

  const previews = Array.from({ length: CONCURRENT }, () => previewPdf(base, cookie, template));
  await Promise.all(previews.map((preview) => preview.written));
  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  await server.line(/"msg":"shutting down"/);
  probe.write('Connection: close\r\n\r\n');

  const outcomes = await Promise.all(previews.map((preview) => preview.outcome));
  expect(summary(outcomes).filter((_, index) => !isCompletePdf(outcomes[index] as Outcome))).toEqual([]);
  const readiness = await probeAnswer;
  expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
  expect(readiness).toMatch(/\r\nretry-after: \d+\r\n/i);
  expect(await server.exited).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_PROMISE_MS);
});

test(`SIGTERM with ${CONCURRENT} long PDF previews that cannot all finish: each is a complete PDF or a 503 with Retry-After, none is reset, and the process exits within 10 s`, async () => {
  test.setTimeout(180_000);
  // Two workers whatever the machine's cores, so that twelve long renders outlast the drain on any machine.
  server = new BuiltServer({ PDF_WORKERS: '2' });
  await server.start();
  const { base } = server;
  const cookie = await signInAsAdmin(base);
  // About 80 kB of template: a PDF of many pages that takes seconds to draw.
  const long = Array.from(
    { length: 1_000 },
    (_, line) => `<p>Line ${line + 1}: {{patientName}} takes {{medicineName}} as directed, with food.</p>`,
  ).join('\n');

  const previews = Array.from({ length: CONCURRENT }, () => previewPdf(base, cookie, long));
  await Promise.all(previews.map((preview) => preview.written));
  // Under way: the renders have started.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  const exitCode = await server.exited;
  const exitedAfter = Date.now() - stoppedAt;

  const outcomes = await Promise.all(previews.map((preview) => preview.outcome));
  expect(
    summary(outcomes).filter(
      (_, index) => !isCompletePdf(outcomes[index] as Outcome) && !isRetryLater(outcomes[index] as Outcome),
    ),
  ).toEqual([]);
  expect(outcomes.some(isRetryLater)).toBe(true);
  expect(exitCode).toBe(0);
  expect(exitedAfter).toBeLessThan(SHUTDOWN_PROMISE_MS);
});
