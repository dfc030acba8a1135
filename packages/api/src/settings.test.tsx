import type { Setting } from '@telehealth/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { api as endpoints } from './contract-hooks';
import { createMockClient, mockFailure } from './mock';
import { presets } from './presets';
import { requireSetting, saveSettingsSequentially, useSaveSettings } from './settings';
import { mockApi } from './test-utils';

// As the settings screens read them: stable, and a 401 is no settings and no error.
const useSettingsList = () =>
  endpoints.settings.listSettings.useQuery({}, { ...presets.stable, tolerate: { 401: undefined } });

function settingsServer(initial: Record<string, string>) {
  const values = { ...initial };
  const api = mockApi({
    '/api/settings': () => Object.entries(values).map(([key, value]) => ({ key, value })),
    'PUT /api/settings/company_name': ({ options }) => {
      values.company_name = (options.body as { value: string }).value;
      return { key: 'company_name', value: values.company_name };
    },
    'PUT /api/settings/company_abn': ({ options }) => {
      values.company_abn = (options.body as { value: string }).value;
      return { key: 'company_abn', value: values.company_abn };
    },
    'PUT /api/settings/privacy_url': {
      status: 400,
      body: { message: 'Must be a valid URL', field: 'value' },
    },
  });
  return { api, values };
}

describe('listSettings', () => {
  it('gives nothing and no error for a 401', async () => {
    const api = mockApi({ '/api/settings': mockFailure(401, 'Not authenticated') });
    const { result } = renderHook(() => useSettingsList(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    expect(api.callsTo('GET /api/settings')).toHaveLength(1);
  });

  it('reads a fee, and rejects a missing key with its message', async () => {
    const { api } = settingsServer({ ed_assessment_fee: '20.00' });
    const { result } = renderHook(() => useSettingsList(), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(requireSetting(result.current.data, 'ed_assessment_fee')).toBe('20.00');
    expect(() => requireSetting(result.current.data, 'weight_loss_assessment_fee')).toThrow(
      'Setting with key weight_loss_assessment_fee not found',
    );
  });
});

describe('updateSetting', () => {
  it('puts { value } under the key and reloads the cached (stable) settings', async () => {
    const { api } = settingsServer({ company_name: 'Old' });
    const { result } = renderHook(
      () => ({ settings: useSettingsList(), update: endpoints.settings.updateSetting.useMutation() }),
      { wrapper: api.wrapper },
    );
    await waitFor(() =>
      expect(result.current.settings.data).toEqual([{ key: 'company_name', value: 'Old' }]),
    );
    await act(() =>
      result.current.update.trigger({ params: { key: 'company_name' }, body: { value: 'New' } }),
    );
    expect(api.callsTo('PUT /api/settings/company_name')[0]?.options.body).toEqual({ value: 'New' });
    expect(result.current.settings.data).toEqual([{ key: 'company_name', value: 'New' }]);
  });
});

describe('saveSettingsSequentially', () => {
  it('saves one key at a time, in order', async () => {
    const order: string[] = [];
    let inFlight = 0;
    const client = createMockClient({
      'PUT /api/settings/company_name': async () => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('company_name');
        inFlight -= 1;
        return { key: 'company_name', value: 'A' };
      },
      'PUT /api/settings/company_abn': () => {
        expect(inFlight).toBe(0);
        order.push('company_abn');
        return { key: 'company_abn', value: '12345' };
      },
    });
    const saved = await saveSettingsSequentially(client, { company_name: 'A', company_abn: '12345' });
    expect(order).toEqual(['company_name', 'company_abn']);
    expect(saved).toEqual<Setting[]>([
      { key: 'company_name', value: 'A' },
      { key: 'company_abn', value: '12345' },
    ]);
  });

  it('sends null as an empty string', async () => {
    const { api } = settingsServer({ company_name: 'Old' });
    const { result } = renderHook(() => useSaveSettings(), { wrapper: api.wrapper });
    await act(() => result.current.trigger({ company_name: null }));
    expect(api.callsTo('PUT /api/settings/company_name')[0]?.options.body).toEqual({ value: '' });
  });

  it('stops at the first failure with "Failed to update setting: …" naming the key', async () => {
    const { api, values } = settingsServer({ company_name: 'Old', company_abn: '1' });
    const { result } = renderHook(() => useSaveSettings(), { wrapper: api.wrapper });
    await expect(
      act(() =>
        result.current.trigger([
          ['company_name', 'New'],
          ['privacy_url', 'nope'],
          ['company_abn', '99999'],
        ]),
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Failed to update setting: Must be a valid URL',
      field: 'privacy_url',
    });
    expect(values).toEqual({ company_name: 'New', company_abn: '1' });
    expect(api.callsTo('PUT /api/settings/company_abn')).toHaveLength(0);
  });

  it('falls back to the status text when the server sends no message', async () => {
    const client = createApiClient(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(saveSettingsSequentially(client, { company_name: 'A' })).rejects.toThrow(
      'Failed to update setting: Bad Gateway',
    );
  });
});
