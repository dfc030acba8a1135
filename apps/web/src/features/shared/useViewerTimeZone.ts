import { useViewerZone } from './useViewerZone';

/**
 * `useViewerZone` as a zone name: the booking components name the zone beside each time ('9:30 am AEDT'), so they
 * need it even when it is the browser's.
 */
export function useViewerTimeZone(): string {
  return useViewerZone().timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
