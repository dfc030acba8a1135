import { authMessages, contactServerMessages } from '@telehealth/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from './contact';
import { type Database, openDatabase } from './db/client';
import { rateLimits } from './db/schema';
import {
  atOnce,
  buildServer,
  CLUSTER_START_TIMEOUT_MS,
  type ClusterDatabase,
  type ClusterInstance,
  call,
  clusterTestsEnabled,
  createClusterDatabase,
  startInstances,
} from './test/cluster';
import { type TestRedisKeys, testRedisKeys, testRedisUrl } from './test/redis';

// The same limits as in instances.test.ts, with REDIS_URL set: two real processes count in Redis together, and
// nothing of it goes to the rate_limits table.

let build: Awaited<ReturnType<typeof buildServer>> | undefined;
let database: ClusterDatabase | undefined;
let db: Database | undefined;
let redis: TestRedisKeys | undefined;
let a: ClusterInstance;
let b: ClusterInstance;

describe.skipIf(!clusterTestsEnabled || !testRedisUrl)(
  'two server processes counting rate limits in Redis',
  () => {
    beforeAll(async () => {
      [build, database, redis] = await Promise.all([buildServer(), createClusterDatabase(), testRedisKeys()]);
      [a, b] = (await startInstances(2, {
        entry: build.entry,
        databaseUrl: database.url,
        env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix },
      })) as [ClusterInstance, ClusterInstance];
      db = await openDatabase({ kind: 'postgres', url: database.url });
    }, CLUSTER_START_TIMEOUT_MS + 30_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.close();
      await database?.dispose();
      await redis?.dispose();
      build?.dispose();
    }, 30_000);

    it("counts the contact form's per-address limit on A and B together", async () => {
      const form = {
        name: 'Ada',
        email: 'ada@example.com',
        type: 'General Inquiry',
        subject: 'Hello',
        message: 'A question.',
      };
      const post = (instance: ClusterInstance) => () =>
        call(instance, 'POST', '/api/contact', { body: form });
      const answers = await atOnce(
        ...Array.from({ length: CONTACT_RATE_LIMIT.max + 1 }, (_, n) => post(n % 2 ? a : b)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array.from({ length: CONTACT_RATE_LIMIT.max }, () => 201),
        429,
      ]);
      for (const answer of await atOnce(post(a), post(b))) {
        expect(answer.status).toBe(429);
        expect(answer.body).toEqual({
          message: contactServerMessages.rateLimited,
          errorType: 'rate_limited',
        });
      }
    });

    it('counts the sign-in throttle on A and B together', async () => {
      const wrong = (instance: ClusterInstance) => () =>
        call(instance, 'POST', '/api/auth/login', {
          body: { email: 'henry.taylor@example.com', password: 'Wrong#Password1' },
        });
      for (const answer of await atOnce(wrong(a), wrong(b))) expect(answer.status).toBe(401);
      for (const answer of await atOnce(wrong(a), wrong(b))) expect(answer.status).toBe(401);
      expect((await wrong(b)()).status).toBe(401);
      for (const answer of await atOnce(wrong(a), wrong(b))) {
        expect(answer.status).toBe(429);
        expect(answer.body).toEqual({ message: authMessages.signInDelayed, errorType: 'rate_limited' });
      }
    });

    it('keeps the counters in Redis, under REDIS_KEY_PREFIX, and none in PostgreSQL', async () => {
      expect(await redis?.count()).toBeGreaterThan(0);
      const [rows] = await (db as Database).db.select({ n: count() }).from(rateLimits);
      expect(rows?.n).toBe(0);
    });
  },
);
