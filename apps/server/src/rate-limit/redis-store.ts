import { Redis, type Result } from 'ioredis';
import { countOf, type RateLimitCount, type RateLimitHit, type RateLimitStore } from './store';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, now: number, count: number, resetAt: number): Result<[number, number], Context>;
  }
}

// The PostgreSQL store's upsert, for one key, atomic in Redis: a hash { hits, reset_at } on the app's clock (so both
// stores count alike and tests can move time), expiring with its window so nothing needs pruning. One key per
// script call, so it also runs on Redis Cluster.
const HIT = `
local now = tonumber(ARGV[1])
local hits = tonumber(ARGV[2])
local reset = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'hits', 'reset_at')
local oldHits = tonumber(state[1])
local oldReset = tonumber(state[2])
if oldHits and oldReset and oldReset > now then
  hits = oldHits + hits
  reset = oldReset
end
redis.call('HSET', KEYS[1], 'hits', hits, 'reset_at', reset)
redis.call('PEXPIRE', KEYS[1], math.max(reset - now, 1))
return { hits, reset }`;

/** The client's settings: a Redis that is down or hung answers within about half a second, with an error. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * An ioredis client for the rate limits. Commands fail at once while it is disconnected (no offline queue) and
 * after REDIS_COMMAND_TIMEOUT_MS when Redis does not answer, so a Redis outage never holds a request; it keeps
 * reconnecting in the background. Keys get `keyPrefix`.
 */
export function createRateLimitRedis(url: string, keyPrefix: string): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
}

/**
 * The rate-limit counters in Redis (REDIS_URL): the same fixed windows as the `rate_limits` table, one atomic
 * script per key; a batch is one pipeline (one round trip). Errors are the caller's to handle (see failOpen).
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => Date,
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.now();
    const [hits, resetAt] = await this.redis.rateLimitHit(key, now.getTime(), 1, now.getTime() + windowMs);
    return countOf(hits, resetAt, now);
  }

  async hitMany(hits: readonly RateLimitHit[]): Promise<Map<string, RateLimitCount>> {
    const counts = new Map<string, RateLimitCount>();
    if (hits.length === 0) return counts;
    const now = this.now();
    const pipeline = this.redis.pipeline();
    for (const hit of hits) pipeline.rateLimitHit(hit.key, now.getTime(), hit.count, hit.resetAt);
    const results = (await pipeline.exec()) ?? [];
    hits.forEach((hit, index) => {
      const [error, reply] = results[index] ?? [new Error('rate limit hit returned no reply'), null];
      if (error) throw error;
      const [current, resetAt] = reply as [number, number];
      counts.set(hit.key, countOf(current, resetAt, now));
    });
    return counts;
  }

  async peek(key: string): Promise<RateLimitCount | null> {
    const now = this.now();
    const [hits, resetAt] = await this.redis.hmget(key, 'hits', 'reset_at');
    if (hits === null || resetAt === null || Number(resetAt) <= now.getTime()) return null;
    return countOf(hits, resetAt, now);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
