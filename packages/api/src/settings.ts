import {
  routes,
  type Setting,
  type SettingKey,
  settingNotFoundMessage,
  settingUpdateFailedMessage,
} from '@telehealth/contract';
import type { ApiClient } from './client';
import { callEndpoint } from './endpoint';
import { ApiError, isApiError } from './errors';
import { useApiMutation } from './mutation';

/** The value of one setting; rejects with 'Setting with key {key} not found' when the list lacks it. */
export function requireSetting(settings: readonly Setting[] | undefined, key: SettingKey): string {
  const found = settings?.find((setting) => setting.key === key);
  if (!found) throw new Error(settingNotFoundMessage(key));
  return found.value;
}

/** The settings to save, by key or as pairs in order; null and undefined are sent as an empty string. */
export type SettingEntries =
  | Partial<Record<SettingKey, string | null | undefined>>
  | Iterable<readonly [SettingKey, string | null | undefined]>;

/**
 * Saves settings one at a time, in order, as the company form does (docs/product/settings.md). The first failure
 * stops the sequence and rejects with 'Failed to update setting: {reason}' (the server's message,
 * else the status text), an ApiError whose `field` is the key that failed.
 */
export async function saveSettingsSequentially(
  client: ApiClient,
  entries: SettingEntries,
): Promise<Setting[]> {
  const list =
    Symbol.iterator in entries
      ? [...(entries as Iterable<readonly [SettingKey, string | null | undefined]>)]
      : (Object.entries(entries) as [SettingKey, string | null | undefined][]);
  const saved: Setting[] = [];
  for (const [key, value] of list) {
    try {
      saved.push(
        await callEndpoint(client, 'updateSetting', { params: { key }, body: { value: value ?? '' } }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(isApiError(error) ? error.status : 0, settingUpdateFailedMessage(reason), {
        errorType: isApiError(error) ? error.errorType : undefined,
        field: key,
        body: isApiError(error) ? error.body : undefined,
      });
    }
  }
  return saved;
}

/**
 * Saves several settings in sequence (`saveSettingsSequentially`), then reloads the cached settings. Kept by hand:
 * one trigger sends a request per setting, one after another, and its failure names the setting.
 */
export function useSaveSettings() {
  return useApiMutation<Setting[], SettingEntries>(
    'PUT',
    routes.listSettings.path,
    saveSettingsSequentially,
    {
      revalidate: [routes.listSettings.path],
    },
  );
}
