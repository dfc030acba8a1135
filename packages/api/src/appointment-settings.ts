import { type AppointmentSetting, buildPath, endpoints } from '@telehealth/contract';
import useSWR from 'swr';
import { useApiClient } from './client';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

/** `GET /api/admin/appointment-settings`: one setting per practitioner. A 401 reads as an empty list. */
export function useAppointmentSettings() {
  const client = useApiClient();
  return useSWR<AppointmentSetting[], ApiError>(endpoints.appointmentSettings, async (url: string) => {
    const settings = await client.request<AppointmentSetting[] | null>('GET', url, { on401: 'returnNull' });
    return settings ?? [];
  });
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
  return useApiMutation<AppointmentSetting, AppointmentDurationUpdate>(
    'PUT',
    endpoints.appointmentSetting,
    (client, { practitionerId, appointmentDuration }) =>
      client.request('PUT', buildPath(endpoints.appointmentSetting, { practitionerId }), {
        body: { appointmentDuration },
      }),
    { revalidate: [endpoints.appointmentSettings] },
  );
}
