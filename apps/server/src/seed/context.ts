import type { Db } from '../db/client';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** What every area of the seed needs: the transaction, the demo password's hash and a clock anchored on today. */
export interface SeedContext {
  /** The seed's one transaction. */
  db: Db;
  /** The argon2id hash of the demo password, shared by every demo account. */
  passwordHash: string;
  /** `days` from today's UTC midnight plus whole hours: times stay readable and stable within a day. */
  at(days: number, hoursUtc?: number): Date;
}

export function seedContext(db: Db, passwordHash: string, now: Date): SeedContext {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { db, passwordHash, at: (days, hoursUtc = 0) => new Date(today + days * DAY + hoursUtc * HOUR) };
}
