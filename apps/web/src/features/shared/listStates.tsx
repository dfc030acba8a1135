import { Text } from '@telehealth/ui';
import { loadFailure } from './loadFailure';

/**
 * LoadState's words for a list in an admin page or dialog: a spinner 'Loading {what}', 'Failed to load {what}. Please
 * try again.' unless the server says why, and `none` (muted) when the list is empty.
 */
export function listStates(what: string, none: string) {
  return {
    ...loadFailure(`Failed to load ${what}. Please try again.`),
    loadingLabel: `Loading ${what}`,
    loadingIndicator: 'spinner' as const,
    empty: <Text tone="muted">{none}</Text>,
    isEmpty: (list: readonly unknown[]) => list.length === 0,
  };
}
