import type { AppointmentSetting } from '@telehealth/contract';
import { useEndpoint } from './endpoint';

const noSettings: AppointmentSetting[] = [];

/**
 * `GET /api/admin/appointment-settings`: one setting per practitioner. Kept by hand because a 401 reads as an empty
 * list, which every caller relies on.
 */
export function useAppointmentSettings() {
  return useEndpoint('listAppointmentSettings', {}, { tolerate: { 401: noSettings } });
}
