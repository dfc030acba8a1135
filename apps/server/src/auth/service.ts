import {
  adminPeopleMessages,
  authMessages,
  errorTypes,
  type LoginInput,
  type RegisterInput,
} from '@telehealth/contract';
import { eq, sql } from 'drizzle-orm';
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

/** 409 'An account with this email already exists' on the `email` field. */
/** The user with this id, or null (the one a two-step challenge names). */
export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export const emailTaken = () =>
  new HttpError(409, authMessages.emailTaken, { errorType: errorTypes.conflict, field: 'email' });

/** Runs `work`; the email index's unique violation (a race the pre-check cannot settle) becomes `emailTaken()`. */
export async function refusingTakenEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Inserts an account (a patient signing up, staff added by an admin), or a 409 when the address is taken. */
export async function insertAccount(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  return refusingTakenEmail(async () => {
    const [created] = await db.insert(users).values(values).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  });
}

/**
 * A new patient account, or a 409 when the address is taken (the unique index settles a race). The mobile (E.164,
 * parsed by the contract) is the profile's, where reminders and texts go.
 */
export async function registerPatient(
  db: Db,
  input: Required<Pick<RegisterInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'password'>>,
  now: Date,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  return insertAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    role: 'patient',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The account whose password this is, or the same 401 whether the address or the password is wrong (the
 * dummy hash keeps the timing alike). A disabled account with the right password is 403 'This account has been
 * disabled.': only someone who knows the password learns it, and they learn why they cannot sign in. While a limit of `auth/rate-limit.ts` holds (account and address pair,
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
  if (user.disabledAt)
    throw new HttpError(403, adminPeopleMessages.accountDisabled, { errorType: errorTypes.forbidden });
  await attempt.forgiveAccount();
  return user;
}
