import {
  type EmailVerificationStatus,
  endpoints,
  type MessageResponse,
  type SendEmailOtpInput,
  type VerifyEmailOtpInput,
} from '@telehealth/contract';
import useSWR from 'swr';
import { userKey } from './auth';
import type { ApiError } from './errors';
import { useApiMutation } from './mutation';

export function emailVerificationStatusKey(email: string) {
  return [endpoints.emailVerificationStatus, { email }] as const;
}

/** `GET /api/auth/email-verification-status?email=`: `{ verified }`. No request while `email` is empty. */
export function useEmailVerificationStatus(email: string | null | undefined) {
  return useSWR<EmailVerificationStatus, ApiError>(email ? emailVerificationStatusKey(email) : null);
}

/** `POST /api/auth/send-email-otp` with the email: sends the 6-digit code. */
export function useSendEmailOtp() {
  return useApiMutation<MessageResponse, SendEmailOtpInput>('POST', endpoints.sendEmailOtp, (client, input) =>
    client.request('POST', endpoints.sendEmailOtp, { body: input }),
  );
}

/** `POST /api/auth/verify-email-otp` with email and code; the status and the session's user reload. */
export function useVerifyEmailOtp() {
  return useApiMutation<MessageResponse, VerifyEmailOtpInput>(
    'POST',
    endpoints.verifyEmailOtp,
    (client, input) => client.request('POST', endpoints.verifyEmailOtp, { body: input }),
    { revalidate: [endpoints.emailVerificationStatus, userKey] },
  );
}
