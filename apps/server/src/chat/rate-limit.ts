import { chatLimits } from '@telehealth/contract';
import type { Db } from '../db/client';
import { BatchedRateLimiter, RateLimitStore } from '../rate-limit';

export const CHAT_RATE_WINDOW_MS = 60_000;

/**
 * The chat's limit: 100 `chat_message` frames a minute per user, on the shared rate-limit table so that every
 * process counts the same user together. Frames are decided in memory and synced in batches (BatchedRateLimiter):
 * no database round trip per message.
 */
export function chatMessageLimiter(db: Db, now: () => Date, onSyncError: (error: unknown) => void) {
  return new BatchedRateLimiter(new RateLimitStore(db, now), {
    name: 'chat',
    max: chatLimits.messagesPerMinute,
    windowMs: CHAT_RATE_WINDOW_MS,
    now,
    onSyncError,
  });
}
