import { chatLimits } from '@telehealth/contract';
import type { Db } from '../db/client';
import { BatchedRateLimiter, PgRateLimitStore, type RateLimitStore } from '../rate-limit';

export const CHAT_RATE_WINDOW_MS = 60_000;

/**
 * The chat's limit: 100 `chat_message` frames a minute per user, on the app's shared rate-limit store so that every
 * process counts the same user together. Frames are decided in memory and synced in batches (BatchedRateLimiter):
 * no database round trip per message.
 */
export function chatMessageLimiter(
  db: Db,
  now: () => Date,
  onSyncError: (error: unknown) => void,
  store: RateLimitStore = new PgRateLimitStore(db, now),
) {
  return new BatchedRateLimiter(store, {
    name: 'chat',
    max: chatLimits.messagesPerMinute,
    windowMs: CHAT_RATE_WINDOW_MS,
    now,
    onSyncError,
  });
}
