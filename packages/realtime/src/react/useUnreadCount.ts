import { useUnreadCount } from '@telehealth/api';
import { useRefreshOnChatEvents } from './useRefreshOnChatEvents';

export interface UseUnreadCountResult {
  /** Unread messages of the signed-in user; undefined until the first answer. */
  count: number | undefined;
  isLoading: boolean;
  error: Error | undefined;
  refresh: () => Promise<unknown>;
}

/**
 * The api package's `useUnreadCount` (realtime preset: refetch on focus, poll every 30 s), refreshed at once
 * when a message or a read receipt arrives on the socket (inside a `RealtimeProvider`).
 */
export function useLiveUnreadCount(): UseUnreadCountResult {
  const { data, error, isLoading, mutate } = useUnreadCount();
  useRefreshOnChatEvents(mutate);
  return { count: data?.count, isLoading, error, refresh: () => mutate() };
}
