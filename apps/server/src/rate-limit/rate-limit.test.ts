import { authMessages, contactServerMessages } from '@telehealth/contract';
import { count, eq, like, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDelayMs, MAX_PAIR_FAILURES } from '../auth/rate-limit';
import { CONTACT_RATE_LIMIT } from '../contact/routes';
import { type Database, openDatabase } from '../db/client';
import { rateLimits } from '../db/schema';
import { createTestApp, createTestDatabase, login, type TestDatabase, testClock } from '../test/helpers';
import { BatchedRateLimiter } from './batched';
import { PRUNE_INTERVAL_MS, RateLimitStore } from './store';

// Two "processes": on PostgreSQL each has its own pool, as two servers would; on PGlite (one process by
// construction) they share the database object, which still proves that no count lives in an app's memory.
let database: TestDatabase;
let second: Database;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
});

afterAll(async () => {
  if (second !== database) await second?.close();
  await database?.dispose();
});

async function rowsLike(prefix: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
  return row?.n ?? 0;
}

describe('RateLimitStore', () => {
  it('counts hits in a fixed window from the first hit, then starts again', async () => {
    const store = new RateLimitStore(database.db, clock.now);
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

  it('never loses a hit when two processes race on one key', async () => {
    const one = new RateLimitStore(database.db, clock.now);
    const two = new RateLimitStore(second.db, clock.now);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).hit('store-test:race', 60_000)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('deletes expired rows at most once a minute, after a hit', async () => {
    const store = new RateLimitStore(database.db, clock.now);
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
    new BatchedRateLimiter(new RateLimitStore(db.db, clock.now), {
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
    const store = new RateLimitStore(database.db, clock.now);
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
    const wide = new BatchedRateLimiter(new RateLimitStore(database.db, clock.now), {
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
    const eager = new BatchedRateLimiter(new RateLimitStore(database.db, clock.now), {
      name: 'batched-eager',
      max: 100,
      windowMs: 60_000,
      syncMs: 60_000,
      now: clock.now,
    });
    const store = new RateLimitStore(database.db, clock.now);
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
    const store = new RateLimitStore(database.db, clock.now);
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
    const store = new RateLimitStore(database.db, clock.now);
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

describe('HTTP limits on two app instances', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  const httpClock = testClock(new Date('2026-05-01T00:00:00Z'));

  beforeAll(async () => {
    one = await createTestApp(database, { now: httpClock.now });
    two = await createTestApp(second, { now: httpClock.now });
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

  it('counts contact posts of one address on both instances against one limit', async () => {
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

  it('delays an account after failures spread over both instances, and counts failures only', async () => {
    const email = 'noah.brown@example.com';
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
    const [left] = await database.db
      .select({ n: count() })
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-account:${email}`));
    expect(left?.n).toBe(0);
  });
});
