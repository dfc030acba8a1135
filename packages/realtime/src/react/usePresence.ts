import { useEffect, useMemo, useState } from 'react';
import { useRealtime } from './RealtimeProvider';

/**
 * Whether each of these users is online, as the server last said; a user the server has not
 * reported on is absent (unknown). Asks the server on every connect.
 */
export function usePresence(userIds: readonly number[]): Readonly<Record<number, boolean>> {
  const { client, status } = useRealtime();
  // The ids as a value, so that a new array with the same ids does not ask again.
  const idsKey = [...new Set(userIds)].sort((a, b) => a - b).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const [presence, setPresence] = useState<Record<number, boolean>>({});

  useEffect(() => {
    const known: Record<number, boolean> = {};
    for (const id of ids) {
      const online = client.getPresence(id);
      if (online !== undefined) known[id] = online;
    }
    setPresence(known);
    if (ids.length === 0) return;
    const watched = new Set(ids);
    return client.on('presence', ({ userId, online }) => {
      if (!watched.has(userId)) return;
      setPresence((current) => (current[userId] === online ? current : { ...current, [userId]: online }));
    });
  }, [client, ids]);

  useEffect(() => {
    if (status === 'connected' && ids.length > 0) client.requestPresence(ids);
    if (status === 'disconnected') setPresence({});
  }, [client, ids, status]);

  return presence;
}
