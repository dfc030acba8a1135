import type { SendEmailOtpInput, VerifyEmailOtpInput } from '@telehealth/contract';
import { endpointKey, useEndpoint, useEndpointMutation } from './endpoint';

export function emailVerificationStatusKey(email: string) {
  return endpointKey('emailVerificationStatus', { query: { email } });
}

/**
 * `GET /api/auth/email-verification-status?email=`: `{ verified, codeActive, resendInSeconds }`. No request while
 * `email` is empty.
 */
export function useEmailVerificationStatus(email: string | null | undefined) {
  return useEndpoint('emailVerificationStatus', email ? { query: { email } } : null);
}

/** `POST /api/auth/send-email-otp` with the email: sends the 6-digit code; the status (its resend wait) reloads. */
export function useSendEmailOtp() {
  return useEndpointMutation('sendEmailOtp', (body: SendEmailOtpInput) => ({ body }));
}

/** `POST /api/auth/verify-email-otp` with email and code; the status and the session's user reload. */
export function useVerifyEmailOtp() {
  return useEndpointMutation('verifyEmailOtp', (body: VerifyEmailOtpInput) => ({ body }));
}
