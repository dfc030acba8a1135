import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';

/** Set by scripts/test.mjs: 'postgres' runs every database test on a fresh PostgreSQL database. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** The instant every seeded test database and test clock starts from. */
export const TEST_EPOCH = new Date('2026-03-02T00:00:00.000Z');

export interface TestDatabase extends Database {
  /** The PostgreSQL database's URL, for a second pool or a LISTEN client; null on PGlite. */
  url: string | null;
  /** Closes it and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** The migrated databases of this run that each test file copies (made once by src/test/global-setup.ts). */
export type DatabaseSnapshots =
  | { kind: 'pglite'; seeded: string; empty: string }
  | {
      kind: 'postgres';
      seeded: string;
      empty: string;
      /** This run's databases are named from it, so that its teardown finds any a test file left behind. */
      prefix: string;
    };

/** Dumps are read once per worker: the files of a worker share them. */
const dumps = new Map<string, Promise<Blob>>();
function dumpAt(file: string): Promise<Blob> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A migrated database of its own for one test file, seeded with the demo data at TEST_EPOCH or not: PGlite in
 * memory, or a new PostgreSQL database created on TEST_DATABASE_URL's server (dropped again by dispose). It is a
 * copy of the run's snapshot (global-setup.ts), so it is the same as migrating and seeding here; `now` other than
 * TEST_EPOCH seeds afresh.
 */
export async function createTestDatabase(options: { seed: boolean; now?: Date }): Promise<TestDatabase> {
  const snapshots = inject('databaseSnapshots') as DatabaseSnapshots | undefined;
  const fromSnapshot =
    snapshots && (options.now === undefined || options.now.getTime() === TEST_EPOCH.getTime());
  const snapshot = fromSnapshot ? (options.seed ? snapshots.seeded : snapshots.empty) : null;
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const prefix = snapshots?.kind === 'postgres' ? snapshots.prefix : 'telehealth_test';
    const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"${snapshot ? ` template "${snapshot}"` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(snapshot ? { loadDataDir: await dumpAt(snapshot) } : {}),
    });
  }
  if (!snapshot) await prepareDatabase(database, { seedDemo: options.seed }, options.now ?? TEST_EPOCH);
  return {
    ...database,
    url: databaseUrl,
    async dispose() {
      await database.close();
      await drop?.();
    },
  };
}

/** Configuration as a test server sees it; the web build is absent unless a test provides one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'telehealth-test-unused'),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'telehealth-test-no-web-dist'),
      LOG_LEVEL: 'silent',
    }),
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function testClock(start: Date = TEST_EPOCH) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

export const DEMO_PASSWORD = 'Telehealth#2026';

/**
 * The session cookie's name on a test server (outside production), from `config.sessionCookie` as every reader of
 * the cookie takes it: tests send and read the cookie under this name, never a literal.
 */
export const SESSION_COOKIE = testConfig().sessionCookie.name;

/** The session cookie's value a response set, if any (under `name`: a production-configured app's own). */
export function sessionCookieOf(
  response: LightMyRequestResponse,
  name: string = SESSION_COOKIE,
): string | undefined {
  const cookie = response.cookies.find((item) => item.name === name);
  return cookie?.value || undefined;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<{ response: LightMyRequestResponse; sid: string | undefined }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  return { response, sid: sessionCookieOf(response) };
}

/** The states of the job queue's jobs named `queue` for one appointment (a reminder's, e.g.). */
export async function appointmentJobStates(
  database: Database,
  queue: string,
  appointmentId: number,
): Promise<string[]> {
  const result = await database.db.execute(
    sql`select state from pgboss.job where name = ${queue} and (data->>'appointmentId')::int = ${appointmentId}`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
}
