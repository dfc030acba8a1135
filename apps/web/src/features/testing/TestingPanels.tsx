import { api } from '@telehealth/api';
import {
  type TestEmailRequest,
  type TestSmsPayload,
  testEmailMessages,
  testEmailSentMessage,
  testSmsFailedMessage,
  testSmsMessages,
  testSmsSentMessage,
} from '@telehealth/contract';
import { TestEmailForm, TestSmsForm } from '@telehealth/forms';
import { serverError, useAction } from '../shared/useAction';

/** Sends a test SMS and toasts the outcome (docs/product/admin.md): sent, refused by the provider, or failed. */
export function TestSmsPanel() {
  const send = api.testing.sendTestSms.useMutation();
  const submit = useAction((values: TestSmsPayload) => send.trigger({ body: values }), {
    // Answered, but the provider may still have refused it.
    success: (result, values) =>
      result.success
        ? {
            title: testSmsMessages.successTitle,
            description: testSmsSentMessage(values.phoneNumber, result.provider),
            tone: 'positive',
          }
        : { title: testSmsMessages.failedTitle, description: testSmsFailedMessage(result), tone: 'critical' },
    failure: serverError(testSmsMessages.errorFallback, testSmsMessages.errorTitle),
  });
  return <TestSmsForm onSubmit={submit} />;
}

/** Sends a test email and toasts the outcome; a failure keeps the form as it was, to be corrected. */
export function TestEmailPanel() {
  const send = api.testing.sendTestEmail.useMutation();
  const submit = useAction((values: TestEmailRequest) => send.trigger({ body: values }), {
    success: (_, values) => ({
      title: testEmailMessages.sentTitle,
      description: testEmailSentMessage(values.templateType, values.recipientEmail),
      tone: 'positive',
    }),
    failure: serverError(testEmailMessages.failedFallback, testEmailMessages.errorTitle),
    rethrow: true,
  });
  return <TestEmailForm onSubmit={submit} />;
}
