import type { AppointmentSetting } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from './contract-hooks';
import { mockFailure } from './mock';
import { mockApi } from './test-utils';

const setting: AppointmentSetting = {
  id: 1,
  practitionerId: 5,
  appointmentDuration: 15,
  practitioner: { name: 'Grace Hopper', specialization: 'GP', isActive: true, appointmentLimit: 4 },
};

/** The settings as the page reads them: a 401 is no practitioners. */
const useSettingsList = () =>
  api.appointmentSettings.listAppointmentSettings.useQuery({}, { tolerate: { 401: [] } });

describe('listAppointmentSettings', () => {
  it('reads a 401 as an empty list', async () => {
    const mock = mockApi({ '/api/admin/appointment-settings': mockFailure(401, 'Not authenticated') });
    const { result } = renderHook(() => useSettingsList(), { wrapper: mock.wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.error).toBeUndefined();
  });
});

describe('updateAppointmentDuration', () => {
  it('puts the duration under the practitioner id and refreshes the list', async () => {
    let duration = 15;
    const mock = mockApi({
      '/api/admin/appointment-settings': () => [{ ...setting, appointmentDuration: duration }],
      'PUT /api/admin/appointment-settings/5': ({ options }) => {
        duration = (options.body as { appointmentDuration: number }).appointmentDuration;
        return { ...setting, appointmentDuration: duration };
      },
    });
    const { result } = renderHook(
      () => ({
        list: useSettingsList(),
        update: api.appointmentSettings.updateAppointmentDuration.useMutation(),
      }),
      { wrapper: mock.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() =>
      result.current.update.trigger({ params: { practitionerId: 5 }, body: { appointmentDuration: 12 } }),
    );
    expect(mock.callsTo('PUT /api/admin/appointment-settings/5')[0]?.options.body).toEqual({
      appointmentDuration: 12,
    });
    expect(result.current.list.data?.[0]?.appointmentDuration).toBe(12);
  });

  it('rejects with the message from the JSON body', async () => {
    const mock = mockApi({
      'PUT /api/admin/appointment-settings/5': mockFailure(
        400,
        'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit',
      ),
    });
    const { result } = renderHook(() => api.appointmentSettings.updateAppointmentDuration.useMutation(), {
      wrapper: mock.wrapper,
    });
    await expect(
      act(() => result.current.trigger({ params: { practitionerId: 5 }, body: { appointmentDuration: 20 } })),
    ).rejects.toMatchObject({ message: 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit' });
  });
});
