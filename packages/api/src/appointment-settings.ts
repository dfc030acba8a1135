import type { AppointmentSetting } from '@telehealth/contract';
import { useEndpoint, useEndpointMutation } from './endpoint';

const noSettings: AppointmentSetting[] = [];

/** `GET /api/admin/appointment-settings`: one setting per practitioner. A 401 reads as an empty list. */
export function useAppointmentSettings() {
  return useEndpoint('listAppointmentSettings', {}, { tolerate: { 401: noSettings } });
}

export interface AppointmentDurationUpdate {
  practitionerId: number;
  appointmentDuration: number;
}

/**
 * `PUT /api/admin/appointment-settings/{practitionerId}`. A failure rejects with the server's message
 * ('Update Failed'); a success refreshes the list.
 */
export function useUpdateAppointmentDuration() {
  return useEndpointMutation(
    'updateAppointmentDuration',
    ({ practitionerId, appointmentDuration }: AppointmentDurationUpdate) => ({
      params: { practitionerId },
      body: { appointmentDuration },
    }),
    { revalidate: ['listAppointmentSettings'] },
  );
}
