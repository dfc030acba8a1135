/** The socket's timing rules (docs/product/messaging.md, The connection). */
export const socketLimits = {
  /** A connection attempt that has not opened by then is closed and counts as a failure. */
  connectTimeoutMs: 7_000,
  /** Reconnect attempts after a drop before the client gives up. */
  maxReconnectAttempts: 10,
  /** The first reconnect waits this long; each further attempt doubles it. */
  reconnectBaseDelayMs: 1_000,
  /** No reconnect waits longer than this, jitter included. */
  reconnectMaxDelayMs: 30_000,
  /**
   * Upward jitter as a share of the attempt's base delay (up to 30%), so that clients dropped
   * together by a server restart do not all come back in the same second.
   */
  reconnectJitterRatio: 0.3,
  /** The counterpart's typing indicator clears after this long without a new typing event. */
  typingTimeoutMs: 3_000,
  /** A message fetch is aborted after this long. */
  fetchTimeoutMs: 10_000,
} as const;

/**
 * The wait before reconnect attempt `attempt` (counted from 1): 1000·2^(attempt−1) ms plus up to
 * 30% of that as upward jitter, never more than 30000 ms. With `random = () => 0` it gives exactly
 * 1000, 2000, 4000, 8000, 16000, then 30000 from attempt 6 on (where the cap also swallows the jitter).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Number.isFinite(attempt) ? Math.max(1, Math.floor(attempt)) : 1;
  // 2^30 already dwarfs the cap; clamping the exponent keeps huge attempt numbers finite.
  const base = socketLimits.reconnectBaseDelayMs * 2 ** Math.min(step - 1, 30);
  const share = Math.min(Math.max(Number(random()) || 0, 0), 1);
  const jitter = share * socketLimits.reconnectJitterRatio * base;
  return Math.min(Math.round(base + jitter), socketLimits.reconnectMaxDelayMs);
}
