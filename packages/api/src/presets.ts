import type { SWRConfiguration } from 'swr';

const MINUTE = 60_000;

/**
 * The data-fetch presets of Part 1 §9. SWR keeps data until the cache is dropped, so the
 * "kept 10 minutes" part is enforced by `useUser` and logout clearing the cache.
 */
export const presets = {
  /** Fresh 5 min, no refocus refetch, no polling, no retry. */
  stable: {
    dedupingInterval: 5 * MINUTE,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    refreshInterval: 0,
    shouldRetryOnError: false,
  },
  /** The default: always stale, refetch on focus, no polling, no retry. */
  fresh: {
    dedupingInterval: 0,
    revalidateOnFocus: true,
    revalidateIfStale: true,
    refreshInterval: 0,
    shouldRetryOnError: false,
  },
  /** Refetch on focus, poll every 30 s, no retry. */
  realtime: {
    dedupingInterval: 0,
    revalidateOnFocus: true,
    refreshInterval: 30_000,
    shouldRetryOnError: false,
  },
} as const satisfies Record<string, SWRConfiguration>;

export type PresetName = keyof typeof presets;

/** The session's own rule: stale after 5 minutes, never refetched on focus. */
export const sessionPreset = {
  dedupingInterval: 5 * MINUTE,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
