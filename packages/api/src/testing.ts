import type { TestEmailRequest, TestSmsInput } from '@telehealth/contract';
import { useEndpointMutation } from './endpoint';

/**
 * `POST /api/admin/testing/sms`: resolves with the result body. A provider's refusal is a 200 with
 * `success: false` (show 'SMS Sending Failed'); only request errors reject.
 */
export function useSendTestSms() {
  return useEndpointMutation('sendTestSms', (body: TestSmsInput) => ({ body }));
}

/** `POST /api/admin/testing/email` with the IDs as integers (parse the form with `testEmailInput`). */
export function useSendTestEmail() {
  return useEndpointMutation('sendTestEmail', (body: TestEmailRequest) => ({ body }));
}
