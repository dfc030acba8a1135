/** The browser's answer to a media query, or null where there is none (server rendering, old test DOMs). */
export function matchMediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Calls `onChange` whenever the query's answer changes; returns the unsubscribe, for `useSyncExternalStore`. */
export function subscribeToMediaQuery(query: string, onChange: () => void): () => void {
  const list = matchMediaQuery(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
