import { useUnreadCount } from '@telehealth/api';
import { useEffect } from 'react';
import { useRealtimeContext } from './RealtimeProvider';

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
  const client = useRealtimeContext()?.client;

  useEffect(() => {
    if (!client) return;
    const refresh = () => {
      void mutate();
    };
    const offMessage = client.on('message', refresh);
    const offRead = client.on('read', refresh);
    return () => {
      offMessage();
      offRead();
    };
  }, [client, mutate]);

  return { count: data?.count, isLoading, error, refresh: () => mutate() };
}
