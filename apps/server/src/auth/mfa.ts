import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isRecoveryCode, RECOVERY_CODE_COUNT } from '@telehealth/contract';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { type Db, transaction } from '../db/client';
import { mfaChallenges, mfaRecoveryCodes, userMfa } from '../db/schema';

/**
 * Two-step sign-in (docs/product/access.md): TOTP (RFC 6238, 30-second steps, 6 digits) through otplib, checked with
 * a window of ±1 step. The last accepted step is stored per user and only a later one is taken, by a conditional
 * UPDATE, so a code is never accepted twice, even by two instances at once. Recovery codes and challenge tokens are
 * stored as SHA-256 digests only.
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_WINDOW = 1;
/** How long a sign-in's challenge may be answered. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;
/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Telehealth';

export type MfaChallengePurpose = (typeof mfaChallenges.$inferSelect)['purpose'];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** otplib's authenticator at the app's clock (the clock is injected in tests). */
function authenticatorAt(now: Date) {
  return authenticator.clone({ window: TOTP_WINDOW, step: TOTP_STEP_MS / 1000, epoch: now.getTime() });
}

/** The TOTP code of `secret` at `at`; for tests and the e2e journey. */
export function totpAt(secret: string, at: Date): string {
  return authenticatorAt(at).generate(secret);
}

/** The time step a code matches at `now` (±1 step), or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = authenticatorAt(now).checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now.getTime() / TOTP_STEP_MS) + delta;
}

/** Takes the step for the user only if it is later than the last one taken: a replayed code is refused. */
async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(userMfa)
    .set({ lastStep: step })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
    .returning({ userId: userMfa.userId });
  return taken.length === 1;
}

export async function enrolledFactor(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.confirmedAt)))
    .limit(1);
  return row ?? null;
}

export async function mfaStatusOf(
  db: Db,
  userId: number,
): Promise<{ enrolled: boolean; recoveryCodesLeft: number }> {
  const enrolled = (await enrolledFactor(db, userId)) !== null;
  if (!enrolled) return { enrolled, recoveryCodesLeft: 0 };
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return { enrolled, recoveryCodesLeft: Number(row?.left ?? 0) };
}

/** A new pending secret for the user (replacing an earlier pending one): its URI, QR code and text. */
export async function startEnrolment(db: Db, user: { id: number; email: string }, now: Date) {
  const secret = authenticator.generateSecret(20);
  await db
    .insert(userMfa)
    .values({ userId: user.id, secret, createdAt: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secret, confirmedAt: null, lastStep: null, createdAt: now },
      where: isNull(userMfa.confirmedAt),
    });
  const otpauthUri = authenticator.keyuri(user.email, TOTP_ISSUER, secret);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { otpauthUri, qrCodeDataUrl, secret };
}

// Recovery codes: 10 characters of a base32 alphabet without 0/1/o/l look-alikes, shown as `abcde-23456`.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * Confirms the pending enrolment with its first code: the factor is on, and the recovery codes (replacing any
 * earlier ones) are answered once, in plain text, and stored hashed. 'no-enrolment' when none is pending.
 */
export async function confirmEnrolment(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<{ recoveryCodes: string[] } | 'no-enrolment' | 'rejected'> {
  const [pending] = await db
    .select()
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNull(userMfa.confirmedAt)))
    .limit(1);
  if (!pending) return 'no-enrolment';
  const step = matchingStep(pending.secret, code, now);
  if (step === null) return 'rejected';
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await transaction(db, async (tx) => {
    const done = await tx
      .update(userMfa)
      .set({ confirmedAt: now, lastStep: step })
      .where(and(eq(userMfa.userId, userId), isNull(userMfa.confirmedAt), eq(userMfa.secret, pending.secret)))
      .returning({ userId: userMfa.userId });
    if (done.length !== 1) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(
        recoveryCodes.map((plain) => ({ userId, codeHash: sha256(plain.replace('-', '')), createdAt: now })),
      );
    return true;
  });
  return confirmed ? { recoveryCodes } : 'no-enrolment';
}

/**
 * Checks a normalized code (contract's `mfaCode`) against the user's confirmed factor: a TOTP code whose step is
 * later than the last accepted, or an unused recovery code, which is used up. Null when refused.
 */
export async function verifyMfaCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const factor = await enrolledFactor(db, userId);
  if (!factor) return null;
  if (isRecoveryCode(code)) {
    const used = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(mfaRecoveryCodes.userId, userId),
          eq(mfaRecoveryCodes.codeHash, sha256(code)),
          isNull(mfaRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: mfaRecoveryCodes.id });
    return used.length === 1 ? 'recovery' : null;
  }
  const step = matchingStep(factor.secret, code, now);
  if (step === null) return null;
  return (await takeStep(db, userId, step)) ? 'totp' : null;
}

/** Turns the factor off: the secret and the recovery codes are removed. */
export async function disableMfa(db: Db, userId: number): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  });
}

/** A new challenge token for the user's next step; only its digest is stored. Expired ones are cleared here. */
export async function createChallenge(
  db: Db,
  userId: number,
  purpose: MfaChallengePurpose,
  now: Date,
): Promise<string> {
  await db
    .delete(mfaChallenges)
    .where(or(lt(mfaChallenges.expiresAt, now), eq(mfaChallenges.userId, userId)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(mfaChallenges).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** The live challenge of a token and purpose, or null. */
export async function findChallenge(db: Db, token: string, purpose: MfaChallengePurpose, now: Date) {
  const [row] = await db
    .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, sha256(token)),
        eq(mfaChallenges.purpose, purpose),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a challenge up; false when another request already did. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.id, id))
    .returning({ id: mfaChallenges.id });
  return gone.length === 1;
}
