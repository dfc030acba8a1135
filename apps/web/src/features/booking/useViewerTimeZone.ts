import { useUser } from '@telehealth/api';
import { safeTimeZone } from '@telehealth/contract';

/** The viewer's zone for dates and times: the profile's timezone, else the browser's (journeys, preamble). */
export function useViewerTimeZone(): string {
  const { user } = useUser();
  return safeTimeZone(user?.timezone, safeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
}
