import { describe, expect, it } from 'vitest';
import { firstFieldError } from '../validation';
import {
  emailVerificationMessages,
  otpInput,
  otpPolicy,
  otpResendTooSoonMessage,
  sanitizeOtp,
  verifyEmailOtpInput,
} from './email-verification';

describe('email verification', () => {
  it('keeps digits only, at most 6, and needs exactly 6', () => {
    expect(sanitizeOtp('12a3-45 678')).toBe('123456');
    expect(otpInput.safeParse({ otp: '123456' }).success).toBe(true);
    const short = otpInput.safeParse({ otp: '12345' });
    expect(short.success ? null : firstFieldError(short.error)?.message).toBe('Enter the 6-digit code');
    expect(verifyEmailOtpInput.safeParse({ email: 'admin@example.com', otp: '12345a' }).success).toBe(false);
  });
  it('words the spec strings and the resend refusal', () => {
    expect(emailVerificationMessages.sendFailed).toBe('Failed to send verification email.');
    expect(emailVerificationMessages.verifyFailed).toBe('Invalid verification code.');
    expect(otpResendTooSoonMessage(40)).toBe('Please wait 40 seconds before requesting another code');
    expect(otpResendTooSoonMessage(1)).toBe('Please wait 1 second before requesting another code');
    expect(otpPolicy).toEqual({ ttlMinutes: 10, maxAttempts: 5, resendSeconds: 60 });
  });
});
