import { useEffect, useRef } from 'react';
import { useRealtimeContext } from './RealtimeProvider';

/**
 * Calls `refresh` whenever a chat message or a read receipt arrives on the nearest provider's socket: the
 * unread count and the conversation list change at once, not at the next poll. Outside a provider it does nothing.
 */
export function useRefreshOnChatEvents(refresh: () => unknown): void {
  const client = useRealtimeContext()?.client;
  // The latest callback, so a new function each render does not resubscribe.
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    if (!client) return;
    const run = () => {
      void latest.current();
    };
    const offMessage = client.on('message', run);
    const offRead = client.on('read', run);
    return () => {
      offMessage();
      offRead();
    };
  }, [client]);
}
