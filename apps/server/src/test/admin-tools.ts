import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config';
import type { DeliveryConfig } from '../delivery/config';
import type { FileStorage } from '../storage';
import {
  createTestApp,
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestDatabase,
  testClock,
  testConfig,
} from './helpers';

export type Role = 'admin' | 'practitioner' | 'writer' | 'patient';
export const roles: Role[] = ['admin', 'practitioner', 'writer', 'patient'];

export interface AdminToolsHarness {
  database: TestDatabase;
  app: FastifyInstance;
  dataDir: string;
  sids: Record<Role, string>;
  clock: ReturnType<typeof testClock>;
  /** app.inject as a role (or anonymous), from a given IP. */
  as(role: Role | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A seeded database, an app with its own DATA_DIR, and a session for each demo role. */
export async function createHarness(
  options: { delivery?: Partial<DeliveryConfig>; config?: Partial<Config>; storage?: FileStorage } = {},
): Promise<AdminToolsHarness> {
  const database = await createTestDatabase({ seed: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'telehealth-admin-tools-'));
  const base = testConfig();
  const clock = testClock();
  const app = await createTestApp(database, {
    now: clock.now,
    config: {
      dataDir,
      delivery: { ...base.delivery, backoffMs: 10, timeoutMs: 2000, ...options.delivery },
      ...options.config,
    },
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const sids = {} as Record<Role, string>;
  for (const role of roles) {
    const { sid } = await login(app, `${role}@example.com`);
    if (!sid) throw new Error(`${role} could not sign in`);
    sids[role] = sid;
  }
  return {
    database,
    app,
    dataDir,
    sids,
    clock,
    as(role, injectOptions) {
      return app.inject({ ...injectOptions, cookies: role ? { [SESSION_COOKIE]: sids[role] } : {} });
    },
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder, recursively, as paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export interface FormFile {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----telehealth${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
