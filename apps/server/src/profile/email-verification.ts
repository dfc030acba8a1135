import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  emailVerificationMessages,
  errorTypes,
  OTP_LENGTH,
  otpPolicy,
  otpResendTooSoonMessage,
} from '@telehealth/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit';
import type { SessionUser } from '../auth';
import { type Db, transaction } from '../db/client';
import { emailOtps, users } from '../db/schema';
import type { DeliveryService } from '../delivery';
import { sendTemplateEmail } from '../delivery/templates';
import { HttpError } from '../http/errors';

type Actor = Pick<AuditEntry, 'actorId' | 'actorRole' | 'ip'>;
const PURPOSE = 'email_verification' as const;

/** Only this digest is stored; it binds the code to its row's user so two users' codes never compare equal. */
export function hashOtp(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Six digits from the operating system's secure random source. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function requireOwnEmail(user: SessionUser, email: string): void {
  if (!sameEmail(user.email, email))
    throw new HttpError(403, emailVerificationMessages.notYourEmail, {
      errorType: errorTypes.forbidden,
      field: 'email',
    });
}

/** The user's latest code of this purpose, used or not (the resend wait counts from it). */
async function latestOtp(db: Db, userId: number) {
  const [latest] = await db
    .select()
    .from(emailOtps)
    .where(and(eq(emailOtps.userId, userId), eq(emailOtps.purpose, PURPOSE)))
    .orderBy(desc(emailOtps.createdAt), desc(emailOtps.id))
    .limit(1);
  return latest ?? null;
}

/** Whole seconds until another code may be sent after `latest` (0: now). */
function resendWaitSeconds(latest: { createdAt: Date } | null, now: Date): number {
  if (!latest) return 0;
  const waitMs = latest.createdAt.getTime() + otpPolicy.resendSeconds * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Whether the address is the user's and verified, whether its latest code can still be entered, and the resend
 * wait. Someone else's address is never reported on.
 */
export async function verificationStatus(
  db: Db,
  user: SessionUser,
  email: string | undefined,
  now: Date,
): Promise<{ verified: boolean; codeActive: boolean; resendInSeconds: number }> {
  if (email && !sameEmail(user.email, email))
    return { verified: false, codeActive: false, resendInSeconds: 0 };
  if (user.emailVerified) return { verified: true, codeActive: false, resendInSeconds: 0 };
  const latest = await latestOtp(db, user.id);
  const codeActive =
    latest !== null &&
    latest.consumedAt === null &&
    latest.expiresAt.getTime() > now.getTime() &&
    latest.attempts < otpPolicy.maxAttempts;
  return { verified: false, codeActive, resendInSeconds: resendWaitSeconds(latest, now) };
}

/**
 * Sends a new code to the user's own address through the `email_verification` template. A new code within
 * 60 seconds of the last is refused (429, with the seconds left); a new code replaces any earlier one.
 */
export async function sendEmailOtp(
  ctx: { db: Db; delivery: DeliveryService },
  user: SessionUser,
  email: string,
  actor: Actor,
  now: Date,
  code: string = generateOtp(),
): Promise<{ message: string }> {
  requireOwnEmail(user, email);
  if (user.emailVerified)
    throw new HttpError(409, emailVerificationMessages.alreadyVerified, { errorType: errorTypes.conflict });
  const seconds = resendWaitSeconds(await latestOtp(ctx.db, user.id), now);
  if (seconds > 0) {
    throw new HttpError(429, otpResendTooSoonMessage(seconds), {
      errorType: errorTypes.rateLimited,
      headers: { 'retry-after': String(seconds) },
    });
  }
  await transaction(ctx.db, async (tx) => {
    await tx
      .update(emailOtps)
      .set({ consumedAt: now })
      .where(
        and(eq(emailOtps.userId, user.id), eq(emailOtps.purpose, PURPOSE), isNull(emailOtps.consumedAt)),
      );
    await tx.insert(emailOtps).values({
      userId: user.id,
      email: user.email,
      purpose: PURPOSE,
      codeHash: hashOtp(user.id, code),
      expiresAt: new Date(now.getTime() + otpPolicy.ttlMinutes * 60_000),
      createdAt: now,
    });
    await recordAudit(
      tx,
      { ...actor, action: 'auth.email_otp_sent', targetType: 'user', targetId: user.id, details: {} },
      now,
    );
  });
  const result = await sendTemplateEmail(
    ctx.db,
    ctx.delivery,
    'email_verification',
    user.email,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      patient_name: `${user.firstName} ${user.lastName}`,
      otp: code,
      expiryMinutes: String(otpPolicy.ttlMinutes),
    },
    { type: 'email_verification', id: user.id },
  );
  if (!result.sent || result.status !== 'sent')
    throw new HttpError(502, emailVerificationMessages.sendFailed, { errorType: errorTypes.internal });
  return { message: emailVerificationMessages.codeSent };
}

/**
 * Checks a code: the latest unused one, within 10 minutes and 5 attempts; a right code is used up and marks
 * the email verified. Every wrong try counts; the fifth wrong try ends the code.
 */
export async function verifyEmailOtp(
  db: Db,
  user: SessionUser,
  body: { email: string; otp: string },
  actor: Actor,
  now: Date,
): Promise<{ message: string }> {
  requireOwnEmail(user, body.email);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(emailOtps)
      .where(and(eq(emailOtps.userId, user.id), eq(emailOtps.purpose, PURPOSE), isNull(emailOtps.consumedAt)))
      .orderBy(desc(emailOtps.createdAt), desc(emailOtps.id))
      .limit(1)
      .for('update');
    const refuse = (status: number, message: string) =>
      new HttpError(status, message, {
        errorType: status === 429 ? errorTypes.rateLimited : errorTypes.validation,
        field: 'otp',
      });
    if (!row) throw refuse(400, emailVerificationMessages.noCode);
    if (row.expiresAt.getTime() <= now.getTime()) throw refuse(400, emailVerificationMessages.codeExpired);
    if (row.attempts >= otpPolicy.maxAttempts) throw refuse(429, emailVerificationMessages.tooManyAttempts);
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashOtp(user.id, body.otp), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx.update(emailOtps).set({ attempts }).where(eq(emailOtps.id, row.id));
      await recordAudit(
        tx,
        {
          ...actor,
          action: 'auth.email_otp_failed',
          targetType: 'user',
          targetId: user.id,
          details: { attempts },
        },
        now,
      );
      // The attempt is counted even though the request fails: the transaction commits before the error leaves.
      return { refused: attempts >= otpPolicy.maxAttempts ? 'tooMany' : 'wrong' } as const;
    }
    await tx.update(emailOtps).set({ consumedAt: now }).where(eq(emailOtps.id, row.id));
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { ...actor, action: 'auth.email_verified', targetType: 'user', targetId: user.id, details: {} },
      now,
    );
    return { refused: null } as const;
  }).then((outcome) => {
    if (outcome.refused === 'tooMany')
      throw new HttpError(429, emailVerificationMessages.tooManyAttempts, {
        errorType: errorTypes.rateLimited,
        field: 'otp',
      });
    if (outcome.refused === 'wrong')
      throw new HttpError(400, emailVerificationMessages.verifyFailed, {
        errorType: errorTypes.validation,
        field: 'otp',
      });
    return { message: emailVerificationMessages.verified };
  });
}
