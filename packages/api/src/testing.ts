import {
  endpoints,
  type MessageResponse,
  type TestEmailRequest,
  type TestSmsRequest,
  type TestSmsResult,
} from '@telehealth/contract';
import { useApiMutation } from './mutation';

/**
 * `POST /api/admin/testing/sms`: resolves with the result body. A provider's refusal is a 200 with
 * `success: false` (show 'SMS Sending Failed'); only request errors reject.
 */
export function useSendTestSms() {
  return useApiMutation<TestSmsResult, TestSmsRequest>('POST', endpoints.testSms, (client, payload) =>
    client.request('POST', endpoints.testSms, { body: payload }),
  );
}

/** `POST /api/admin/testing/email` with the IDs as integers (parse the form with `testEmailInput`). */
export function useSendTestEmail() {
  return useApiMutation<MessageResponse | null, TestEmailRequest>(
    'POST',
    endpoints.testEmail,
    (client, payload) => client.request('POST', endpoints.testEmail, { body: payload }),
  );
}
