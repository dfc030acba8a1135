import { api, presets } from '@telehealth/api';
import { settingsRecord } from '@telehealth/contract';

/** The settings as a record by key, with the list's loading and error state. */
export function useSettingsRecord() {
  // The 'stable' preset (docs/product/site.md); a 401 reads as no settings and no error.
  const { data, error, isLoading } = api.settings.listSettings.useQuery(
    {},
    { ...presets.stable, tolerate: { 401: undefined } },
  );
  return { values: data ? settingsRecord(data) : undefined, error, isLoading };
}
