/**
 * Rate limits shared by every server process: counters in the `rate_limits` table (RateLimitStore), HTTP routes
 * through @fastify/rate-limit on that store (registerRateLimit, routeRateLimit, failureLimit), and high-rate
 * non-HTTP limits counted locally and reconciled in batches (BatchedRateLimiter, the chat's). See the README.
 */
export { BatchedRateLimiter, type BatchedRateLimiterOptions } from './batched';
export {
  clientAddress,
  type FailureLimit,
  failureLimit,
  type RateLimitPolicy,
  rateLimited,
  registerRateLimit,
  routeRateLimit,
} from './http';
export { PRUNE_INTERVAL_MS, type RateLimitCount, type RateLimitHit, RateLimitStore } from './store';
