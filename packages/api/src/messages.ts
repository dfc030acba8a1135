import { endpoints, type UnreadCount } from '@telehealth/contract';
import useSWR from 'swr';
import type { ApiError } from './errors';
import { presets } from './presets';

/**
 * `GET /api/messages/unread-count`: polled every 30 s and on focus. `@telehealth/realtime`'s `useLiveUnreadCount`
 * adds a refresh on every incoming message and read receipt; conversations themselves are fetched there too.
 */
export function useUnreadCount() {
  return useSWR<UnreadCount, ApiError>(endpoints.unreadCount, presets.realtime);
}
