/**
 * Rate limits shared by every server process: counters in the `rate_limits` table or in Redis (RateLimitStore), HTTP routes
 * through @fastify/rate-limit on that store (registerRateLimit, routeRateLimit, failureLimit), and high-rate
 * non-HTTP limits counted locally and reconciled in batches (BatchedRateLimiter, the chat's). See the README.
 */
export { BatchedRateLimiter, type BatchedRateLimiterOptions } from './batched';
export {
  clientAddress,
  FAIL_OPEN_WARNING_INTERVAL_MS,
  type FailureLimit,
  failOpen,
  failureLimit,
  type RateLimitPolicy,
  rateLimited,
  registerRateLimit,
  routeRateLimit,
} from './http';
export { createRateLimitRedis, REDIS_COMMAND_TIMEOUT_MS, RedisRateLimitStore } from './redis-store';
export {
  PgRateLimitStore,
  PRUNE_INTERVAL_MS,
  type RateLimitCount,
  type RateLimitHit,
  type RateLimitStore,
} from './store';
