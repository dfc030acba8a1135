import { useEffect } from 'react';
import { type Cache, type Middleware, type State, unstable_serialize, useSWRConfig } from 'swr';
import { KEEP_UNUSED_MS } from './presets';

/** An SWR cache that forgets entries no mounted hook has used for a while. */
export interface RetainingCache extends Cache<unknown> {
  /** Marks a key as in use until the returned release is called. */
  retain(key: string): () => void;
}

export function isRetainingCache(cache: unknown): cache is RetainingCache {
  return typeof (cache as Partial<RetainingCache> | null)?.retain === 'function';
}

/**
 * SWR keeps answers until the page unloads; we keep them 10 minutes (docs/product/site.md). This cache deletes an
 * entry `keepUnusedMs` after the last hook using its key unmounts (or after it was written, when no
 * hook uses it), so that health data does not outlive its use. Entries in use are never dropped:
 * SWR does not notify hooks of deletions.
 */
export function createRetainingCache(options: { keepUnusedMs?: number } = {}): RetainingCache {
  const keepUnusedMs = options.keepUnusedMs ?? KEEP_UNUSED_MS;
  const entries = new Map<string, State<unknown>>();
  const users = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const cancel = (key: string) => {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
  };
  const scheduleDrop = (key: string) => {
    cancel(key);
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        if (!users.get(key)) entries.delete(key);
      }, keepUnusedMs),
    );
  };

  return {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
      if (!users.get(key)) scheduleDrop(key);
    },
    delete(key) {
      cancel(key);
      entries.delete(key);
    },
    retain(key) {
      users.set(key, (users.get(key) ?? 0) + 1);
      cancel(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (users.get(key) ?? 1) - 1;
        if (left > 0) {
          users.set(key, left);
          return;
        }
        users.delete(key);
        if (entries.has(key)) scheduleDrop(key);
      };
    },
  };
}

/** SWR middleware: while a hook is mounted, its key counts as in use for a `RetainingCache`. */
export const retainWhileMounted: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig();
  const serialized = unstable_serialize(key);
  useEffect(() => {
    if (!serialized || !isRetainingCache(cache)) return;
    return cache.retain(serialized);
  }, [cache, serialized]);
  return useSWRNext(key, fetcher, config);
};
