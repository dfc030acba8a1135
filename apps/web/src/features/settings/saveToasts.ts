import { SLOW_SAVE_WARNING_MS, settingsMessages } from '@telehealth/contract';
import { toast } from '@telehealth/ui';

/**
 * Runs a save; if it is still running after 5 seconds, the Warning toast appears once (docs/product/settings.md). The
 * save's own result or error passes through.
 */
export async function withSlowWarning<T>(save: Promise<T>): Promise<T> {
  const timer = setTimeout(() => {
    toast({ title: settingsMessages.slowSaveTitle, description: settingsMessages.slowSave, tone: 'caution' });
  }, SLOW_SAVE_WARNING_MS);
  try {
    return await save;
  } finally {
    clearTimeout(timer);
  }
}
