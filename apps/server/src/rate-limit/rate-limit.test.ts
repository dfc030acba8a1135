import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { authMessages, contactServerMessages } from '@telehealth/contract';
import { count, eq, like, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDelayMs, MAX_PAIR_FAILURES } from '../auth';
import { CONTACT_RATE_LIMIT } from '../contact';
import { type Database, openDatabase } from '../db/client';
import { rateLimits } from '../db/schema';
import { loggerOptions } from '../http/log';
import { createTestDatabase, login, type TestDatabase, testClock } from '../test/helpers';
import { type TestRedisKeys, testRedisKeys, testRedisUrl } from '../test/redis';
import { createTestServer } from '../test/server';
import { BatchedRateLimiter } from './batched';
import { createRateLimitRedis, RedisRateLimitStore } from './redis-store';
import { PgRateLimitStore, PRUNE_INTERVAL_MS, type RateLimitStore } from './store';

// Two "processes": on PostgreSQL each has its own pool, as two servers would; on PGlite (one process by
// construction) they share the database object, which still proves that no count lives in an app's memory.
let database: TestDatabase;
let second: Database;
const clock = testClock();
let redisKeys: TestRedisKeys | null = null;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  if (testRedisUrl) redisKeys = await testRedisKeys();
});

afterAll(async () => {
  if (second !== database) await second?.close();
  await database?.dispose();
  await redisKeys?.dispose();
});

async function rowsLike(prefix: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
  return row?.n ?? 0;
}

/** The two stores behind the same interface: the `rate_limits` table, and Redis when TEST_REDIS_URL is set. */
const storeKinds = [
  { kind: 'PostgreSQL', redis: false },
  { kind: 'Redis', redis: true },
] as const;

describe.each(storeKinds)('RateLimitStore on $kind', ({ redis }) => {
  // Two "processes" of each store: their own pool (PostgreSQL) or their own client (Redis).
  let open: () => [RateLimitStore, RateLimitStore];
  const clients: Redis[] = [];

  beforeAll(async () => {
    if (!redis) {
      open = () => [new PgRateLimitStore(database.db, clock.now), new PgRateLimitStore(second.db, clock.now)];
      return;
    }
    if (!redisKeys) return;
    const keys = redisKeys;
    const client = async () => {
      const connection = createRateLimitRedis(keys.url, keys.prefix);
      await connection.connect();
      clients.push(connection);
      return new RedisRateLimitStore(connection, clock.now);
    };
    const pair = [await client(), await client()] as [RateLimitStore, RateLimitStore];
    open = () => pair;
  });

  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  const skip = redis && !testRedisUrl;

  it.skipIf(skip)('counts hits in a fixed window from the first hit, then starts again', async () => {
    const [store] = open();
    expect(await store.hit('store-test:a', 1000)).toMatchObject({ current: 1, ttlMs: 1000 });
    clock.advance(400);
    expect(await store.hit('store-test:a', 1000)).toMatchObject({ current: 2, ttlMs: 600 });
    expect(await store.peek('store-test:a')).toMatchObject({ current: 2, ttlMs: 600 });
    clock.advance(600);
    expect(await store.peek('store-test:a')).toBeNull();
    expect(await store.hit('store-test:a', 1000)).toMatchObject({ current: 1, ttlMs: 1000 });
    await store.reset('store-test:a');
    expect(await store.peek('store-test:a')).toBeNull();
  });

  it.skipIf(skip)('never loses a hit when two processes race on one key', async () => {
    const [one, two] = open();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).hit('store-test:race', 60_000)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it.skipIf(skip)('adds a batch of several keys at once, each in its own window', async () => {
    const [one, two] = open();
    const at = clock.now().getTime();
    await one.hit('store-batch:b', 5_000);
    const counts = await two.hitMany([
      { key: 'store-batch:a', count: 3, resetAt: at + 60_000 },
      { key: 'store-batch:b', count: 2, resetAt: at + 60_000 },
    ]);
    expect(counts.get('store-batch:a')).toEqual({ current: 3, resetAt: at + 60_000, ttlMs: 60_000 });
    // b's window started with its first hit, 5 s long: the batch joins it.
    expect(counts.get('store-batch:b')).toEqual({ current: 3, resetAt: at + 5_000, ttlMs: 5_000 });
    expect(await two.hitMany([])).toEqual(new Map());
  });
});

describe('PgRateLimitStore', () => {
  it('deletes expired rows at most once a minute, after a hit', async () => {
    const store = new PgRateLimitStore(database.db, clock.now);
    await store.hit('store-prune:first', 1000); // the first hit prunes, and starts the minute
    await store.hit('store-prune:old', 1000);
    clock.advance(2000);
    await store.hit('store-prune:fresh', PRUNE_INTERVAL_MS * 10);
    expect(await rowsLike('store-prune:')).toBe(3); // expired, but pruned a minute after the last prune only
    clock.advance(PRUNE_INTERVAL_MS);
    await store.hit('store-prune:fresh', PRUNE_INTERVAL_MS * 10);
    expect(await rowsLike('store-prune:')).toBe(1);
  });
});

describe('BatchedRateLimiter', () => {
  const limiter = (db: Database, syncMs = 60_000) =>
    new BatchedRateLimiter(new PgRateLimitStore(db.db, clock.now), {
      name: 'batched-test',
      max: 5,
      windowMs: 60_000,
      syncMs,
      now: clock.now,
    });

  it('decides in memory, exactly in one process, and syncs the hits in one statement', async () => {
    const local = limiter(database);
    const decisions = Array.from({ length: 7 }, () => local.tryHit(1));
    expect(decisions).toEqual([true, true, true, true, true, false, false]);
    expect(local.tryHit(2)).toBe(true);
    // Nothing is written until the sync.
    expect(await rowsLike('batched-test:')).toBe(0);
    await local.sync();
    const store = new PgRateLimitStore(database.db, clock.now);
    expect((await store.peek('batched-test:1'))?.current).toBe(5);
    expect((await store.peek('batched-test:2'))?.current).toBe(1);
    await local.close();
  });

  it('shares one limit between two processes once they have synced', async () => {
    const one = limiter(database);
    const two = limiter(second);
    expect([one.tryHit(3), one.tryHit(3), one.tryHit(3)]).toEqual([true, true, true]);
    await one.sync();
    expect(two.tryHit(3)).toBe(true); // two has not heard of the three yet
    await two.sync(); // ... and now it has: 4 in the window
    expect([two.tryHit(3), two.tryHit(3)]).toEqual([true, false]);
    await two.sync();
    expect(one.tryHit(3)).toBe(true); // one still believes 3 were sent
    await one.sync();
    expect(one.tryHit(3)).toBe(false);
    await Promise.all([one.close(), two.close()]);
  });

  it('syncs many keys in several small statements, every hit counted', async () => {
    const wide = new BatchedRateLimiter(new PgRateLimitStore(database.db, clock.now), {
      name: 'batched-wide',
      max: 5,
      windowMs: 60_000,
      syncMs: 60_000,
      now: clock.now,
    });
    for (let id = 0; id < 120; id++) for (let n = 0; n < 1 + (id % 3); n++) wide.tryHit(id);
    await wide.sync();
    const [row] = await database.db
      .select({ keys: count(), hits: sum(rateLimits.hits) })
      .from(rateLimits)
      .where(like(rateLimits.key, 'batched-wide:%'));
    expect(row).toEqual({ keys: 120, hits: String(40 * 1 + 40 * 2 + 40 * 3) });
    await wide.close();
  });

  it('syncs at once when a key has syncEvery unsent hits', async () => {
    const eager = new BatchedRateLimiter(new PgRateLimitStore(database.db, clock.now), {
      name: 'batched-eager',
      max: 100,
      windowMs: 60_000,
      syncMs: 60_000,
      now: clock.now,
    });
    const store = new PgRateLimitStore(database.db, clock.now);
    for (let n = 0; n < 9; n++) eager.tryHit(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await store.peek('batched-eager:1')).toBeNull(); // 9 of 10: waiting for syncMs
    eager.tryHit(1);
    await expect.poll(async () => (await store.peek('batched-eager:1'))?.current, { timeout: 5000 }).toBe(10);
    await eager.close();
  });

  it('starts a new window when the clock passes the old one, and syncs on its own after syncMs', async () => {
    const timed = limiter(database, 20);
    for (let n = 0; n < 5; n++) timed.tryHit(4);
    expect(timed.tryHit(4)).toBe(false);
    clock.advance(60_000);
    expect(timed.tryHit(4)).toBe(true);
    const store = new PgRateLimitStore(database.db, clock.now);
    await expect.poll(async () => (await store.peek('batched-test:4'))?.current, { timeout: 5000 }).toBe(1);
    timed.prune();
    expect(timed.size).toBe(1);
    clock.advance(60_000);
    timed.prune();
    expect(timed.size).toBe(0);
    await timed.close();
  });

  it('keeps hits whose sync failed and sends them with the next one', async () => {
    const failures: unknown[] = [];
    const store = new PgRateLimitStore(database.db, clock.now);
    let failNext = true;
    const flaky = Object.create(store) as RateLimitStore;
    flaky.hitMany = (hits) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('connection lost'));
      }
      return store.hitMany(hits);
    };
    const local = new BatchedRateLimiter(flaky, {
      name: 'batched-flaky',
      max: 5,
      windowMs: 60_000,
      syncMs: 60_000,
      now: clock.now,
      onSyncError: (error) => failures.push(error),
    });
    local.tryHit(1);
    local.tryHit(1);
    await local.sync();
    expect(failures).toHaveLength(1);
    local.tryHit(1);
    await local.sync();
    expect((await store.peek('batched-flaky:1'))?.current).toBe(3);
    await local.close();
  });
});

describe.each(storeKinds)('HTTP limits on two app instances, counters in $kind', ({ redis }) => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  const httpClock = testClock(new Date('2026-05-01T00:00:00Z'));
  const skip = redis && !testRedisUrl;

  beforeAll(async () => {
    if (skip) return;
    const config = redis && redisKeys ? { redisUrl: redisKeys.url, redisKeyPrefix: redisKeys.prefix } : {};
    ({ app: one } = await createTestServer({ database, clock: httpClock, config }));
    ({ app: two } = await createTestServer({ database: second, clock: httpClock, config }));
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const contact = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        type: 'General Inquiry',
        subject: 'Hello',
        message: 'A question.',
      },
    });

  it.skipIf(skip)('counts contact posts of one address on both instances against one limit', async () => {
    const ip = '198.51.100.7';
    for (let n = 0; n < CONTACT_RATE_LIMIT.max; n++) {
      expect((await contact(n % 2 ? one : two, ip)).statusCode).toBe(201);
    }
    for (const app of [one, two]) {
      const refused = await contact(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: contactServerMessages.rateLimited,
        errorType: 'rate_limited',
      });
      expect(refused.headers['retry-after']).toBe(String(CONTACT_RATE_LIMIT.windowMs / 1000));
      // Only Retry-After: no X-RateLimit-* headers on this API.
      expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    // IPv6 clients are counted by their /64, as @fastify/rate-limit does.
    for (let n = 0; n < CONTACT_RATE_LIMIT.max; n++) {
      expect((await contact(one, `2001:db8:1:2::${n + 1}`)).statusCode).toBe(201);
    }
    expect((await contact(two, '2001:db8:1:2::ff')).statusCode).toBe(429);
    httpClock.advance(CONTACT_RATE_LIMIT.windowMs);
    expect((await contact(two, ip)).statusCode).toBe(201);
  });

  it.skipIf(skip)(
    'delays an account after failures spread over both instances, and counts failures only',
    async () => {
      const email = redis ? 'william.jones@example.com' : 'noah.brown@example.com';
      // Successes never count: more than the limit of them, on both.
      for (let n = 0; n <= MAX_PAIR_FAILURES; n++) {
        expect((await login(n % 2 ? one : two, email, undefined, '203.0.113.50')).response.statusCode).toBe(
          200,
        );
      }
      for (let n = 1; n <= MAX_PAIR_FAILURES; n++) {
        const failed = await login(n % 2 ? one : two, email, 'Wrong#Password1', `203.0.113.${n}`);
        expect(failed.response.statusCode).toBe(401);
        if (n < MAX_PAIR_FAILURES) httpClock.advance(accountDelayMs(n));
      }
      const delay = accountDelayMs(MAX_PAIR_FAILURES);
      for (const app of [one, two]) {
        const blocked = await login(app, email, undefined, '203.0.113.99');
        expect(blocked.response.statusCode).toBe(429);
        expect(blocked.response.json()).toEqual({
          message: authMessages.signInDelayed,
          errorType: 'rate_limited',
        });
        expect(blocked.response.headers['retry-after']).toBe(String(delay / 1000));
      }
      httpClock.advance(delay);
      expect((await login(one, email, undefined, '203.0.113.99')).response.statusCode).toBe(200);
      // The success forgave the account's failures, in whichever store holds them.
      expect(await one.rateLimits.peek(`sign-in-account:${email}`)).toBeNull();
      const [left] = await database.db
        .select({ n: count() })
        .from(rateLimits)
        .where(eq(rateLimits.key, `sign-in-account:${email}`));
      expect(left?.n).toBe(0);
    },
  );
});

/** A TCP relay to Redis that the test can cut and restore, as an outage would (the network's edge). */
async function cuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

describe.skipIf(!testRedisUrl)('when Redis does not answer', () => {
  it('fails open: requests go through, the outage is logged, and counting resumes when it is back', async () => {
    if (!redisKeys) throw new Error('no test Redis');
    const relay = await cuttableRelay(new URL(redisKeys.url));
    const lines: { msg?: string; level?: number }[] = [];
    const { app } = await createTestServer({
      database,
      config: { redisUrl: relay.url, redisKeyPrefix: redisKeys.prefix, logLevel: 'warn' },
      logger: loggerOptions('warn', { write: (line) => lines.push(JSON.parse(line)) }),
    });
    try {
      const contact = () =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '198.51.100.200',
          payload: {
            name: 'Ada',
            email: 'ada@example.com',
            type: 'General Inquiry',
            subject: 'Hello',
            message: 'A question.',
          },
        });
      expect((await contact()).statusCode).toBe(201);
      expect((await app.rateLimits.peek('contact:198.51.100.200'))?.current).toBe(1);

      await relay.cut();
      const started = Date.now();
      for (let n = 0; n < CONTACT_RATE_LIMIT.max + 2; n++) expect((await contact()).statusCode).toBe(201);
      // Each refused command fails at once (no offline queue), never after a long wait.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(lines.some((line) => line.msg === 'rate limits not enforced: Redis did not answer')).toBe(true);
      // Once a minute at most: not once per request.
      expect(
        lines.filter((line) => line.msg === 'rate limits not enforced: Redis did not answer'),
      ).toHaveLength(1);

      await relay.restore();
      // ioredis reconnects on its own (every 2 s at most); the count kept in Redis is used again.
      await expect
        .poll(async () => (await app.rateLimits.peek('contact:198.51.100.200'))?.current, { timeout: 10_000 })
        .toBe(1);
      for (let n = 1; n < CONTACT_RATE_LIMIT.max; n++) expect((await contact()).statusCode).toBe(201);
      expect((await contact()).statusCode).toBe(429);
    } finally {
      await app.close();
      await relay.cut();
    }
  });

  it('starts while Redis is down, and lets requests through', async () => {
    if (!redisKeys) throw new Error('no test Redis');
    const relay = await cuttableRelay(new URL(redisKeys.url));
    await relay.cut();
    const { app } = await createTestServer({
      database,
      config: { redisUrl: relay.url, redisKeyPrefix: redisKeys.prefix },
    });
    try {
      for (let n = 0; n < CONTACT_RATE_LIMIT.max + 1; n++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '198.51.100.201',
          payload: {
            name: 'Ada',
            email: 'ada@example.com',
            type: 'General Inquiry',
            subject: 'Hello',
            message: 'A question.',
          },
        });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await app.close();
    }
  });
});
