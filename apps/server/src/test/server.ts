import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DeliveryConfig } from '../delivery/config';
import {
  createTestDatabase,
  login,
  SESSION_COOKIE,
  type TestClock,
  type TestDatabase,
  testClock,
  testConfig,
} from './helpers';

/** The roles of the demo accounts (`${role}@example.com`, DEMO_PASSWORD) a test server can sign in. */
export type Role = 'admin' | 'practitioner' | 'writer' | 'patient';
export const roles: readonly Role[] = ['admin', 'practitioner', 'writer', 'patient'];

/** What a test passes through to buildApp unchanged (documented there). */
type PassedThrough = Pick<
  BuildAppOptions,
  'bus' | 'chatHeartbeatMs' | 'consultationLeaveGraceMs' | 'onRoute' | 'paymentProvider' | 'storage'
>;

export type TestServerOptions<R extends Role = never, D extends Database = TestDatabase> = PassedThrough & {
  /** The clock the app reads (buildApp's `now`); by default a testClock() of its own, at TEST_EPOCH. */
  clock?: TestClock;
  /** Overrides of testConfig(), applied last: a `delivery` here replaces the whole of the one below. */
  config?: Partial<Config>;
  /**
   * Merged into the test config's delivery, over quick retries (backoff 10 ms, timeout 2 s) that only a test
   * with an SMTP or ClickSend stand-in meets: without one, messages go to the outbox at once.
   */
  delivery?: Partial<DeliveryConfig>;
  /** A DATA_DIR of its own, made in the temp folder and removed by close(); otherwise testConfig's (unused). */
  dataDir?: boolean;
  /** The demo roles to sign in (from 127.0.0.1), in order: `sids` holds their sessions and `as` sends them. */
  signIn?: readonly R[];
  /** Fastify's logger options; none by default. */
  logger?: FastifyServerOptions['logger'];
} & (
    | {
        /**
         * A database to share: another test server's, or a second pool on the same PostgreSQL database, as a
         * second process would have. close() leaves it open: its owner disposes it.
         */
        database: D;
        seed?: never;
      }
    | {
        database?: never;
        /** Without `database`, the server makes its own (createTestDatabase), demo data in unless false. */
        seed?: boolean;
      }
  );

export interface TestServer<R extends Role = never, D extends Database = TestDatabase> {
  /** The app, ready for app.inject or app.listen. */
  app: FastifyInstance;
  /** The database it runs on: the one it was given, or its own. */
  database: D;
  /** The clock it reads: the one it was given, or its own. */
  clock: TestClock;
  /** Its DATA_DIR (config.dataDir). */
  dataDir: string;
  /** The session id of each role it signed in. */
  sids: Record<R, string>;
  /** app.inject as a signed-in role, or anonymous with null (any cookies in `options` are replaced). */
  as(role: R | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app, then disposes the database and removes the DATA_DIR if it made them. */
  close(): Promise<void>;
}

/**
 * A ready app on a migrated test database, as every server test starts: its own database (seeded by default) or a
 * shared one, testConfig() with the test's overrides, a hand-moved clock, and sessions for the roles it names.
 */
export async function createTestServer<R extends Role = never, D extends Database = TestDatabase>(
  options: TestServerOptions<R, D> = {},
): Promise<TestServer<R, D>> {
  const clock = options.clock ?? testClock();
  const owned = options.database ? null : await createTestDatabase({ seed: options.seed ?? true });
  // Without `database`, D is its default, TestDatabase: what createTestDatabase made.
  const database = (options.database ?? owned) as D;
  const ownDataDir = options.dataDir ? await mkdtemp(path.join(os.tmpdir(), 'telehealth-test-data-')) : null;
  const base = testConfig();
  const config = testConfig({
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    delivery: { ...base.delivery, backoffMs: 10, timeoutMs: 2000, ...options.delivery },
    ...options.config,
  });
  const release = async () => {
    await owned?.dispose();
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };

  const app = await buildApp({
    config,
    db: database.db,
    now: clock.now,
    logger: options.logger ?? false,
    bus: options.bus,
    chatHeartbeatMs: options.chatHeartbeatMs,
    consultationLeaveGraceMs: options.consultationLeaveGraceMs,
    onRoute: options.onRoute,
    paymentProvider: options.paymentProvider,
    storage: options.storage,
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const sids = {} as Record<R, string>;
  try {
    await app.ready();
    for (const role of options.signIn ?? []) {
      const { sid } = await login(app, `${role}@example.com`);
      if (!sid) throw new Error(`${role} could not sign in`);
      sids[role] = sid;
    }
  } catch (error) {
    await app.close();
    await release();
    throw error;
  }

  return {
    app,
    database,
    clock,
    dataDir: config.dataDir,
    sids,
    as(role, injectOptions) {
      return app.inject({ ...injectOptions, cookies: role ? { [SESSION_COOKIE]: sids[role] } : {} });
    },
    async close() {
      await app.close();
      await release();
    },
  };
}
