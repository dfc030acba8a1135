import { useSyncExternalStore } from 'react';
import { matchMediaQuery, subscribeToMediaQuery } from '../internal/mediaQuery';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => subscribeToMediaQuery(QUERY, onChange);

/** Whether the person asked their system for less motion; follows the setting while mounted. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMediaQuery(QUERY)?.matches ?? false,
    // On the server (prerendered pages) nothing moves before hydration anyway.
    () => true,
  );
}
