import { authMessages, errorTypes, type LoginInput, type RegisterInput } from '@telehealth/contract';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../crypto/password';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { rateLimited } from '../rate-limit';
import type { SignInAttempt } from './rate-limit';
import type { UserRow } from './sessions';

/** The account with this address, compared without regard to case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

const emailTaken = () =>
  new HttpError(409, authMessages.emailTaken, { errorType: errorTypes.conflict, field: 'email' });

/** A new patient account, or a 409 when the address is taken (the unique index settles a race). */
export async function registerPatient(
  db: Db,
  input: Required<Pick<RegisterInput, 'firstName' | 'lastName' | 'email' | 'password'>>,
  now: Date,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'patient',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * The account whose password this is, or the same 401 whether the address or the password is wrong (the
 * dummy hash keeps the timing alike). While a limit of `auth/rate-limit.ts` holds (account and address pair,
 * the account's growing delay, the address ceiling), a 429 with Retry-After; a success forgives the account.
 */
export async function authenticate(
  db: Db,
  input: Pick<LoginInput, 'email' | 'password'>,
  attempt: SignInAttempt,
): Promise<UserRow> {
  const block = await attempt.blocked();
  if (block) throw rateLimited(block.message, block.retryAfterMs);
  const user = await findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await attempt.recordFailure();
    throw new HttpError(401, authMessages.invalidCredentials);
  }
  await attempt.forgiveAccount();
  return user;
}
