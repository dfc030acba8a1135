import type { SWRConfiguration } from 'swr';

const MINUTE = 60_000;

/** How long a cached answer no mounted hook uses is kept: 10 minutes, as docs/product/site.md says. */
export const KEEP_UNUSED_MS = 10 * MINUTE;

/**
 * The data-fetch presets (docs/product/site.md, How pages talk to the server), in SWR's terms:
 * - "fresh for N" is `dedupingInterval: N` with `revalidateIfStale: true`: a hook mounted within N of
 *   the last fetch reuses it, a later one shows the cached data and refetches.
 * - "cache 10 min" is not an SWR option: `ApiProvider`'s cache drops an entry 10 minutes after the
 *   last hook using it unmounts (see `createRetainingCache`).
 * - No preset retries; mutations never retry either (SWR mutations do not).
 */
export const presets = {
  /** Fresh 5 min, no refocus refetch, no polling, cache 10 min, no retry. */
  stable: {
    dedupingInterval: 5 * MINUTE,
    revalidateOnFocus: false,
    revalidateIfStale: true,
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
    revalidateIfStale: true,
    refreshInterval: 30_000,
    shouldRetryOnError: false,
  },
} as const satisfies Record<string, SWRConfiguration>;

export type PresetName = keyof typeof presets;

/** The session's own rule: stale after 5 minutes, kept 10, never refetched on focus. */
export const sessionPreset = {
  dedupingInterval: 5 * MINUTE,
  revalidateOnFocus: false,
  revalidateIfStale: true,
  refreshInterval: 0,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
