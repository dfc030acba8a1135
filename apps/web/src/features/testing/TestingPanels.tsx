import { errorMessage, useSendTestEmail, useSendTestSms } from '@telehealth/api';
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
import { toast } from '@telehealth/ui';

/** Sends a test SMS and toasts the outcome (Part 1 §8): sent, refused by the provider, or failed. */
export function TestSmsPanel() {
  const send = useSendTestSms();
  async function submit(values: TestSmsPayload) {
    try {
      const result = await send.trigger(values);
      if (result.success) {
        toast({
          title: testSmsMessages.successTitle,
          description: testSmsSentMessage(values.phoneNumber, result.provider),
          tone: 'positive',
        });
      } else {
        toast({
          title: testSmsMessages.failedTitle,
          description: testSmsFailedMessage(result),
          tone: 'critical',
        });
      }
    } catch (error) {
      toast({
        title: testSmsMessages.errorTitle,
        description: errorMessage(error, testSmsMessages.errorFallback),
        tone: 'critical',
      });
    }
  }
  return <TestSmsForm onSubmit={submit} />;
}

/** Sends a test email and toasts the outcome; a failure keeps the form as it was, to be corrected. */
export function TestEmailPanel() {
  const send = useSendTestEmail();
  async function submit(values: TestEmailRequest) {
    try {
      await send.trigger(values);
      toast({
        title: testEmailMessages.sentTitle,
        description: testEmailSentMessage(values.templateType, values.recipientEmail),
        tone: 'positive',
      });
    } catch (error) {
      toast({
        title: testEmailMessages.errorTitle,
        description: errorMessage(error, testEmailMessages.failedFallback),
        tone: 'critical',
      });
      throw error;
    }
  }
  return <TestEmailForm onSubmit={submit} />;
}
