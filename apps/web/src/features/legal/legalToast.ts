import { errorMessage } from '@telehealth/api';
import { toast } from '@telehealth/ui';

/**
 * Waits for a legal-document request and says how it went (Part 1 §8): 'Success' with `done`, or 'Error' with the
 * server's words, else `failed` ('Failed to create document'...). Resolves true on success.
 */
export async function legalToast(request: Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await request;
    toast({ title: 'Success', description: done, tone: 'positive' });
    return true;
  } catch (error) {
    toast({ title: 'Error', description: errorMessage(error, failed), tone: 'critical' });
    return false;
  }
}
