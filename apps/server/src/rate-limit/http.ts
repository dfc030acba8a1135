import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import { errorTypes } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { createRateLimitRedis, RedisRateLimitStore } from './redis-store';
import { PgRateLimitStore, type RateLimitStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters behind every rate limit of this app (the `rate_limits` table, or Redis). */
    rateLimits: RateLimitStore;
  }
}

/** A limit on an HTTP route: `max` requests per key in a fixed window of `windowMs`. */
export interface RateLimitPolicy {
  /** Names the limit; it prefixes its keys in the shared table (`contact`, `sign-in-account`). */
  name: string;
  max: number;
  windowMs: number;
  /** The 429 answer's message, the contract's. */
  message: string;
  /** What is counted; the client's address by default (IPv6 by /64, as @fastify/rate-limit does). */
  key?: (request: FastifyRequest) => string;
}

/** The client's address as @fastify/rate-limit keys it: IPv4 as is, IPv6 by its /64 network. */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/** 429 with the contract's message and `errorType: 'rate_limited'`; Retry-After in whole seconds, at least 1. */
export function rateLimited(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, {
    errorType: errorTypes.rateLimited,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

/** @fastify/rate-limit's store interface over the shared table. */
function storeOn(store: RateLimitStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.hit(key, timeWindow).then(
        (count) => callback(null, { current: count.current, ttl: count.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** The non-mutating read behind `{ increment: false }`. */
    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      store.peek(key).then(
        (count) =>
          callback(null, count ? { current: count.current, ttl: count.ttlMs } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    // Keys carry their limit's name already (see keyOf), so every route shares one store.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}

function keyOf(policy: Pick<RateLimitPolicy, 'name' | 'key'>, request: FastifyRequest): string {
  return `${policy.name}:${(policy.key ?? clientAddress)(request)}`;
}

/** How often, at most, a store that fails open says so in the log. */
export const FAIL_OPEN_WARNING_INTERVAL_MS = 60_000;

/**
 * The store as the HTTP limits use it when it is Redis: an error (Redis down, or not answering within its command
 * timeout) lets the request through as if it were the key's first hit, and is logged at most once a minute.
 * Batches (`hitMany`, the chat's) still fail: the batched limiter keeps its hits and counts them in memory meanwhile.
 */
export function failOpen(
  store: RateLimitStore,
  now: () => Date,
  warn: (error: unknown) => void,
): RateLimitStore {
  let warnedAt = Number.NEGATIVE_INFINITY;
  const report = (error: unknown) => {
    const at = Date.now();
    if (at - warnedAt < FAIL_OPEN_WARNING_INTERVAL_MS) return;
    warnedAt = at;
    warn(error);
  };
  return {
    hit: (key, windowMs) =>
      store.hit(key, windowMs).catch((error: unknown) => {
        report(error);
        return { current: 1, resetAt: now().getTime() + windowMs, ttlMs: windowMs };
      }),
    hitMany: (hits) => store.hitMany(hits),
    peek: (key) =>
      store.peek(key).catch((error: unknown) => {
        report(error);
        return null;
      }),
    reset: (key) =>
      store.reset(key).catch((error: unknown) => {
        report(error);
      }),
  };
}

/**
 * The app's rate-limit store: Redis when REDIS_URL is set (failing open, see failOpen), else the `rate_limits`
 * table. The Redis client connects before the app serves, and is closed with the app.
 */
async function openStore(app: FastifyInstance): Promise<RateLimitStore> {
  const { db, now, config } = app.ctx;
  if (!config.redisUrl) {
    return new PgRateLimitStore(db, now, (error) => app.log.warn({ err: error }, 'rate limit prune failed'));
  }
  const redis = createRateLimitRedis(config.redisUrl, `${config.redisKeyPrefix}rate-limit:`);
  // ioredis reports every failed reconnection here; the first failure of each outage is logged (code only).
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    app.log.error({ code: error.code, name: error.name }, 'rate limits: Redis unreachable');
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate limits: Redis reachable again');
    down = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // A Redis that is down at start does not stop the server: the limits fail open until it answers.
  await redis.connect().catch(() => {});
  return failOpen(new RedisRateLimitStore(redis, now), now, (error) =>
    app.log.warn(
      { code: (error as { code?: string }).code, name: (error as Error).name },
      'rate limits not enforced: Redis did not answer',
    ),
  );
}

/**
 * Registers @fastify/rate-limit (not global: routes opt in with `routeRateLimit`) on the shared store, and
 * decorates `app.rateLimits`. Must come before the routes it limits. Only `Retry-After` is sent, on 429s.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const store = await openStore(app);
  app.decorate('rateLimits', store);
  await app.register(fastifyRateLimit, {
    global: false,
    store: storeOn(store),
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}

/**
 * The `config.rateLimit` of a route: every request counts, accepted or refused, before the body is read.
 * `app.post(path, { config: { rateLimit: routeRateLimit(policy) } }, handler)`.
 */
export function routeRateLimit(policy: RateLimitPolicy): RateLimitOptions {
  return {
    max: policy.max,
    timeWindow: policy.windowMs,
    keyGenerator: (request) => keyOf(policy, request),
    errorResponseBuilder: (_request, context) => rateLimited(policy.message, context.ttl),
  };
}

/** A limit that counts failures only (`failureLimit`): ask before the attempt, count it if it fails. */
export interface FailureLimit {
  /** Milliseconds until an attempt is allowed again, or null when it is allowed now. */
  retryAfterMs(request: FastifyRequest): Promise<number | null>;
  /** Counts a failed attempt. */
  fail(request: FastifyRequest): Promise<void>;
  /** Forgets the key's failures. */
  forgive(request: FastifyRequest): Promise<void>;
}

/**
 * A limit on failed attempts, through @fastify/rate-limit's manual limiter: `{ increment: false }` reads the count
 * without adding to it, so successes never count. Blocked once `max` failures are in the window.
 */
export function failureLimit(app: FastifyInstance, policy: Omit<RateLimitPolicy, 'message'>): FailureLimit {
  const check = app.createRateLimit({
    max: policy.max,
    timeWindow: policy.windowMs,
    keyGenerator: (request) => keyOf(policy, request),
  });
  return {
    async retryAfterMs(request) {
      const status = await check(request, { increment: false });
      return status.isAllowed || status.remaining > 0 ? null : status.ttl;
    },
    async fail(request) {
      await check(request);
    },
    async forgive(request) {
      await app.rateLimits.reset(keyOf(policy, request));
    },
  };
}
