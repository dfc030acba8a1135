import { useUser } from '@telehealth/api';
import { isValidTimeZone, type ZoneOption } from '@telehealth/contract';

/**
 * The zone dates are shown in: the signed-in user's own (their profile's timezone), else the browser's. An
 * admin in Perth reading a submission sent from Sydney sees Perth time, whatever machine they use.
 */
export function useViewerZone(): ZoneOption {
  const { user } = useUser();
  const zone = user?.timezone;
  return zone && isValidTimeZone(zone) ? { timeZone: zone } : {};
}
