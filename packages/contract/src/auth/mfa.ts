import { z } from 'zod';
import { safeString } from '../text';
import { user } from '../user';

/**
 * Messages of two-step sign-in (required for staff, optional for patients: docs/product/access.md); the server
 * answers with the same words.
 */
export const mfaMessages = {
  codeRequired: 'Enter the code from your authenticator app',
  codeInvalidFormat: 'Enter the 6-digit code, or a recovery code like abcde-23456',
  totpInvalidFormat: 'Enter the 6-digit code from your authenticator app',
  codeRejected: 'That code is not right, or has already been used',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  staffRequired: 'Staff accounts need two-step sign-in. Set it up now to finish signing in.',
  alreadyEnrolled: 'Two-step sign-in is already on',
  noEnrolment: 'Start the set-up of two-step sign-in again',
  notEnrolled: 'Two-step sign-in is not on',
  disabled: 'Two-step sign-in is off',
  factorRequired: 'Choose the authenticator app (totp) to set up',
} as const;

/** The number of recovery codes an enrolment hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const TOTP = /^\d{6}$/;
// Recovery codes are 10 characters of a base32 alphabet without look-alikes, shown as `abcde-23456`.
const RECOVERY = /^[a-z2-9]{10}$/;

/** A code as typed, without spaces and hyphens, in lower case. */
export function normalizeMfaCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

/** Whether a normalized code has the shape of a recovery code (and not of a TOTP code). */
export const isRecoveryCode = (normalized: string): boolean => RECOVERY.test(normalized);

/** A 6-digit TOTP code or a recovery code (normalized). */
export const mfaCode = safeString({ error: mfaMessages.codeRequired })
  .trim()
  .min(1, { message: mfaMessages.codeRequired })
  .max(40, { message: mfaMessages.codeInvalidFormat })
  .transform(normalizeMfaCode)
  .refine((value) => TOTP.test(value) || RECOVERY.test(value), { message: mfaMessages.codeInvalidFormat });

/** A 6-digit TOTP code only (confirming an enrolment). */
export const totpCode = safeString({ error: mfaMessages.codeRequired })
  .trim()
  .min(1, { message: mfaMessages.codeRequired })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => TOTP.test(value), { message: mfaMessages.totpInvalidFormat });

/** The token a sign-in answers with while a second factor is due; short-lived and single-use. */
export const mfaChallengeToken = safeString({ error: mfaMessages.challengeExpired })
  .min(1, { message: mfaMessages.challengeExpired })
  .max(200, { message: mfaMessages.challengeExpired });

/** `POST /api/auth/login`'s answer when a code is due instead of a session. */
export const mfaChallenge = z.union([
  z.object({ mfaRequired: z.literal(true), challenge: z.string() }),
  z.object({ mfaEnrolmentRequired: z.literal(true), challenge: z.string() }),
]);
export type MfaChallenge = z.infer<typeof mfaChallenge>;

/** `POST /api/auth/login`: the user and a session, or a challenge for the second factor. */
export const loginResult = z.union([user, mfaChallenge]);
export type LoginResult = z.infer<typeof loginResult>;

/** Whether a sign-in answered with a challenge rather than a user. */
export function isMfaChallenge(result: LoginResult): result is MfaChallenge {
  return 'challenge' in result;
}

/** `POST /api/auth/mfa/verify` */
export const mfaVerifyInput = z.object({ challenge: mfaChallengeToken, code: mfaCode });
export type MfaVerifyInput = z.input<typeof mfaVerifyInput>;

/**
 * `POST /api/auth/mfa/enrolment`: a signed-in staff member, or the enrolment challenge of a sign-in. The factor is
 * named (TOTP is the only one today) so that an empty or malformed body is never taken for a new enrolment.
 */
export const mfaEnrolmentStartInput = z.strictObject({
  factor: z.literal('totp', { error: mfaMessages.factorRequired }),
  challenge: mfaChallengeToken.optional(),
});
export type MfaEnrolmentStartInput = z.input<typeof mfaEnrolmentStartInput>;

/** The secret to add to an authenticator app: as an otpauth URI, a QR code (data URL) and text. */
export const mfaEnrolment = z.object({
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
  secret: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolment>;

/** `POST /api/auth/mfa/enrolment/confirm` */
export const mfaEnrolmentConfirmInput = z.object({ challenge: mfaChallengeToken.optional(), code: totpCode });
export type MfaEnrolmentConfirmInput = z.input<typeof mfaEnrolmentConfirmInput>;

/** The recovery codes, shown once, and the signed-in user (a session starts when the enrolment was a sign-in's). */
export const mfaEnrolmentConfirmed = z.object({ recoveryCodes: z.array(z.string()), user });
export type MfaEnrolmentConfirmed = z.infer<typeof mfaEnrolmentConfirmed>;

/** `GET /api/auth/mfa` */
export const mfaStatus = z.object({ enrolled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type MfaStatus = z.infer<typeof mfaStatus>;

/** `POST /api/auth/mfa/disable`: a current code (or a recovery code) proves the factor is at hand. */
export const mfaDisableInput = z.object({ code: mfaCode });
export type MfaDisableInput = z.input<typeof mfaDisableInput>;

/** `GET /api/auth/sign-in-policy`: what the sign-in page tells every visitor about it. */
export const signInPolicy = z.object({
  /** False only on the demo, which lets staff sign in with a password alone and says so. */
  staffTwoStepRequired: z.boolean(),
});
export type SignInPolicy = z.infer<typeof signInPolicy>;

/** The sign-in page's notice where staff two-step sign-in is relaxed (the demo only). */
export const demoSignInNotice = {
  title: 'Demo site',
  body: 'Staff accounts on this demo sign in with a password alone. In a real clinic, staff must also enter a code from an authenticator app.',
} as const;
