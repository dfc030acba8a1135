import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 10;
const PRUNE_INTERVAL_MS = 60_000;

export interface LoginAttemptKey {
  email: string;
  ip: string;
}

/**
 * Seconds until a sign-in may be tried again, or null when allowed. Blocked once the account or the IP
 * has MAX_LOGIN_FAILURES failures inside the window; the block lifts when the oldest of the latest
 * MAX_LOGIN_FAILURES leaves the window. Stored in the database so every server process sees the same count.
 */
export async function loginRetryAfter(db: Db, key: LoginAttemptKey, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let unblockAt = 0;
  for (const condition of [eq(loginAttempts.email, key.email), eq(loginAttempts.ip, key.ip)]) {
    const [threshold] = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(condition, gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1)
      .offset(MAX_LOGIN_FAILURES - 1);
    if (threshold) unblockAt = Math.max(unblockAt, threshold.createdAt.getTime() + LOGIN_WINDOW_MS);
  }
  if (unblockAt === 0) return null;
  return Math.max(1, Math.ceil((unblockAt - now.getTime()) / 1000));
}

let lastPrunedAt = 0;

export async function recordLoginFailure(db: Db, key: LoginAttemptKey, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email: key.email, ip: key.ip, createdAt: now });
  // Old rows are useless; an indexed range delete at most once a minute keeps the table small.
  if (Math.abs(now.getTime() - lastPrunedAt) >= PRUNE_INTERVAL_MS) {
    lastPrunedAt = now.getTime();
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  }
}

/** A successful sign-in forgives the account's failures (not the IP's, which may be guessing many accounts). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
