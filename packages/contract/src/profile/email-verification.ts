import { z } from 'zod';
import { emailAddress } from '../auth/auth';
import { safeString } from '../text';

/** The code has 6 digits. */
export const OTP_LENGTH = 6;

/** The code's life (beyond the spec): 10 minutes, 5 attempts, once; a new one at most every 60 seconds. */
export const otpPolicy = { ttlMinutes: 10, maxAttempts: 5, resendSeconds: 60 } as const;

/** Strings, word for word, and the code's own message. */
export const emailVerificationMessages = {
  otpInvalid: 'Enter the 6-digit code',
  verifiedBadge: 'Verified',
  notVerifiedBadge: 'Not Verified',
  codeSent: 'Verification code sent',
  verified: 'Email verified',
  sendFailedTitle: 'Failed to send code',
  sendFailed: 'Failed to send verification email.',
  verifyFailedTitle: 'Verification failed',
  verifyFailed: 'Invalid verification code.',
  /** Beyond the spec: the server's answers. */
  codeExpired: 'This code has expired. Request a new code.',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  noCode: 'No verification code was requested. Request a new code.',
  notYourEmail: 'You can only verify your own email address',
  alreadyVerified: 'Your email is already verified',
} as const;

/** 'Please wait {n} seconds before requesting another code' */
export function otpResendTooSoonMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code`;
}

/** What the code field keeps of what is typed or pasted: digits only, at most 6. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Exactly 6 digits; submit needs all of them. */
export const otpCode = safeString({ error: emailVerificationMessages.otpInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: emailVerificationMessages.otpInvalid });

/** The verification dialog's form. */
export const otpInput = z.object({ otp: otpCode });
export type OtpInput = z.infer<typeof otpInput>;

/** `POST /api/auth/send-email-otp` */
export const sendEmailOtpInput = z.object({ email: emailAddress });
export type SendEmailOtpInput = z.input<typeof sendEmailOtpInput>;

/** `POST /api/auth/verify-email-otp` */
export const verifyEmailOtpInput = z.object({ email: emailAddress, otp: otpCode });
export type VerifyEmailOtpInput = z.input<typeof verifyEmailOtpInput>;

/**
 * `GET /api/auth/email-verification-status?email=`: whether the address is verified; whether a code sent to it can
 * still be entered (unused, unexpired, attempts left), so the dialog reopens for it rather than sending another; and
 * how many seconds until another code may be asked for (0: now), so Resend shows its wait.
 */
export const emailVerificationStatus = z.object({
  verified: z.boolean(),
  codeActive: z.boolean(),
  resendInSeconds: z.number().int().min(0),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatus>;
