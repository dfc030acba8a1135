import { useSettings } from '@telehealth/api';
import { settingsRecord } from '@telehealth/contract';

/** The settings as a record by key, with the list's loading and error state. */
export function useSettingsRecord() {
  const { data, error, isLoading } = useSettings();
  return { values: data ? settingsRecord(data) : undefined, error, isLoading };
}
