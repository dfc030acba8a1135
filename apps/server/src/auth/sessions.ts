import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../bus';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sid';
/** lastSeenAt is written at most this often, so reading a page is not a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;

export type UserRow = typeof users.$inferSelect;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  id: number;
  tokenHash: string;
  user: UserRow;
}

/** Only this digest is stored; the token itself lives in the cookie alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const PRUNE_INTERVAL_MS = 10 * 60_000;
let lastPrunedAt = Number.NEGATIVE_INFINITY;

/** Sessions nobody comes back for are removed here, at most every ten minutes per process, on sign-in. */
async function pruneExpiredSessions(db: Db, now: Date, policy: SessionPolicy): Promise<void> {
  if (Math.abs(now.getTime() - lastPrunedAt) < PRUNE_INTERVAL_MS) return;
  lastPrunedAt = now.getTime();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs))));
}

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  policy: SessionPolicy,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  await pruneExpiredSessions(db, now, policy);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/** The live session for a cookie token with its user, in one indexed query; expired sessions are deleted. */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<ActiveSession | null> {
  // A well-formed token is 43 base64url characters; anything else cannot match, so skip the query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;

  const { session } = row;
  const nowMs = now.getTime();
  if (nowMs >= session.expiresAt.getTime() || nowMs - session.lastSeenAt.getTime() >= policy.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (nowMs - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { id: session.id, tokenHash, user: row.user };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends sessions: deletes them, then tells every server process on the bus (`session-ended`), so that caches
 * forget them and their sockets close at once. Without `sessionIds`, every session of the user ends (password
 * change, account disabled).
 */
export async function endSessions(
  ctx: { db: Db; bus: EventBus },
  target: { userId: number; sessionIds?: number[] },
): Promise<void> {
  const { userId, sessionIds } = target;
  if (sessionIds && sessionIds.length === 0) return;
  await ctx.db
    .delete(sessions)
    .where(
      sessionIds
        ? and(eq(sessions.userId, userId), inArray(sessions.id, sessionIds))
        : eq(sessions.userId, userId),
    );
  await ctx.bus.publish({ t: 'session-ended', userId, ...(sessionIds ? { sessionIds } : {}) });
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  // No Max-Age: the cookie ends with the browser session; the server enforces idle and absolute expiry.
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
