import { createHash, randomBytes } from 'node:crypto';
import { SESSION_HINT_COOKIE } from '@telehealth/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { BusEvent, EventBus } from '../bus';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

// The session cookie's name comes from the config (`config.sessionCookie`: `__Host-sid` in production, `sid` on
// plain-http development). The session hint (contract's SESSION_HINT_COOKIE) lives as long as it, holding no secret.
/** lastSeenAt is written at most this often (less for short idle limits), so reading a page is not a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;
/** How long a looked-up session is trusted without the database; session-ended events forget it at once. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions held in memory at most (least recently used go first). */
export const SESSION_CACHE_MAX = 1_000;

export type UserRow = typeof users.$inferSelect;

/** The user's columns a request may need: the public user and what the guards read. Never the password hash. */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  isAdmin: users.isAdmin,
  isPractitioner: users.isPractitioner,
  isContentWriter: users.isContentWriter,
  timezone: users.timezone,
  emailVerified: users.emailVerified,
  contactEmail: users.contactEmail,
  contactMobile: users.contactMobile,
  address: users.address,
  addressLine2: users.addressLine2,
  suburb: users.suburb,
  state: users.state,
  postcode: users.postcode,
  country: users.country,
  dpid: users.dpid,
};

/** The signed-in user as the session lookup reads it. */
export type SessionUser = Pick<UserRow, keyof typeof sessionUserColumns>;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  id: number;
  tokenHash: string;
  user: SessionUser;
}

/**
 * How often lastSeenAt is written: at most once a minute, and at least four times per idle period, so that a user
 * who keeps using the app is never taken for idle (with a 1-minute limit and a write per minute, they were).
 */
export function touchIntervalMs(policy: SessionPolicy): number {
  return Math.min(TOUCH_INTERVAL_MS, Math.floor(policy.idleMs / 4));
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

/** A well-formed token is 43 base64url characters; anything else cannot match, so no query is made for it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function prepareSessionQuery(db: Db) {
  return (
    db
      .select({
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: sessionUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A disabled account's sessions are ended when it is disabled; this keeps one that raced with it out too.
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(users.disabledAt)))
      .limit(1)
      .prepare('session_by_token_hash')
  );
}

interface CachedSession {
  session: ActiveSession;
  expiresAtMs: number;
  /** The lastSeenAt the database holds, as far as this process knows (it wrote it or read it). */
  writtenAtMs: number;
  /** When this process read the row: trusted for SESSION_CACHE_TTL_MS on the app's clock. */
  loadedAtMs: number;
}

/**
 * Finds the live session of a cookie token. One prepared statement reads the session and the user's needed
 * columns; live sessions are then held for a few seconds in a small LRU, which every `session-ended` event on the
 * bus (logout, password change, account disabled, on any process) clears for the sessions it names.
 *
 * Idle time is measured from the last request this process saw for the session, or the database's lastSeenAt
 * when that is later (another process's requests). lastSeenAt is written when older than `touchIntervalMs`.
 */
export class SessionStore {
  private readonly query: ReturnType<typeof prepareSessionQuery>;
  private readonly cache = new LRUCache<string, CachedSession>({
    max: SESSION_CACHE_MAX,
    // Real time, only so that memory is given back; freshness is judged on the app's clock below.
    ttl: SESSION_CACHE_TTL_MS,
  });
  /** The last request this process saw per session id (bounded like the cache, kept for the idle period). */
  private readonly lastActivity: LRUCache<number, number>;
  /** Bumped by every session-ended event: a lookup that raced with one does not cache what it read. */
  private generation = 0;
  private readonly touchMs: number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    bus: EventBus,
  ) {
    this.query = prepareSessionQuery(db);
    this.touchMs = touchIntervalMs(policy);
    this.lastActivity = new LRUCache<number, number>({ max: SESSION_CACHE_MAX * 10 });
    this.unsubscribe = bus.subscribe((event) => this.onBusEvent(event));
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
    this.lastActivity.clear();
  }

  private onBusEvent(event: BusEvent): void {
    if (event.t === 'session-ended') this.forget(event.userId, event.sessionIds);
    else if (event.t === 'user-changed') this.forget(event.userId);
    else if (event.t === 'reconnected') {
      // The bus's listener was down: a session-ended event may have been missed, so nothing cached is trusted.
      this.generation += 1;
      this.cache.clear();
    }
  }

  /** Drops the cached sessions of a user (all of them, or those ids). */
  forget(userId: number, sessionIds?: number[]): void {
    this.generation += 1;
    for (const [key, entry] of this.cache.entries()) {
      if (entry.session.user.id !== userId) continue;
      if (sessionIds && !sessionIds.includes(entry.session.id)) continue;
      this.cache.delete(key);
    }
    for (const id of sessionIds ?? []) this.lastActivity.delete(id);
  }

  async find(token: string, now: Date): Promise<ActiveSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const nowMs = now.getTime();
    let entry = this.cache.get(tokenHash);
    if (entry && (nowMs - entry.loadedAtMs >= SESSION_CACHE_TTL_MS || nowMs < entry.loadedAtMs)) {
      this.cache.delete(tokenHash);
      entry = undefined;
    }
    if (!entry) {
      const generation = this.generation;
      const [row] = await this.query.execute({ tokenHash });
      if (!row) return null;
      entry = {
        session: { id: row.id, tokenHash, user: row.user },
        expiresAtMs: row.expiresAt.getTime(),
        writtenAtMs: row.lastSeenAt.getTime(),
        loadedAtMs: nowMs,
      };
      if (generation === this.generation) this.cache.set(tokenHash, entry);
    }

    const { session } = entry;
    const lastSeenMs = Math.max(entry.writtenAtMs, this.lastActivity.get(session.id) ?? 0);
    if (nowMs >= entry.expiresAtMs || nowMs - lastSeenMs >= this.policy.idleMs) {
      this.cache.delete(tokenHash);
      this.lastActivity.delete(session.id);
      await this.db.delete(sessions).where(eq(sessions.id, session.id));
      return null;
    }
    this.lastActivity.set(session.id, nowMs);
    if (nowMs - entry.writtenAtMs >= this.touchMs) {
      entry.writtenAtMs = nowMs;
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    }
    return session;
  }
}

/**
 * Ends the session of a cookie token (a sign-in replacing it, a sign-out of a session already gone) and tells every
 * process, so that no cache keeps it.
 */
export async function deleteSessionByToken(ctx: { db: Db; bus: EventBus }, token: string): Promise<void> {
  const deleted = await ctx.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ id: sessions.id, userId: sessions.userId });
  for (const { id, userId } of deleted)
    await ctx.bus.publish({ t: 'session-ended', userId, sessionIds: [id] });
}

/**
 * Says that a user's columns changed (after the transaction that changed them commits), so that no process answers
 * from a cached copy of the old ones.
 */
export async function userChanged(ctx: { bus: EventBus }, userId: number): Promise<void> {
  await ctx.bus.publish({ t: 'user-changed', userId });
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

/** The session cookie's name and whether it is Secure on this request: from the config, for every reader. */
function sessionCookieOf(request: FastifyRequest): { name: string; secure: boolean } {
  const { sessionCookie } = request.server.ctx.config;
  return {
    name: sessionCookie.name,
    secure: sessionCookie.alwaysSecure || request.protocol === 'https',
  };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieOf(request).name];
  return value ? value : undefined;
}

/** Replies that start a session: the hook that clears a refused session's cookies leaves them alone. */
const startedSessions = new WeakSet<FastifyReply>();

/** Whether this reply sets a new session cookie (a sign-in, even one made with an ended session's cookie). */
export function startsSession(reply: FastifyReply): boolean {
  return startedSessions.has(reply);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { name, secure } = sessionCookieOf(request);
  startedSessions.add(reply);
  // No Max-Age: the cookie ends with the browser session; the server enforces idle and absolute expiry.
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  // Readable by the page on purpose: it holds no secret, only whether asking for the session is worth it.
  reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', path: '/', secure });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, secure } = sessionCookieOf(request);
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', path: '/', secure });
}
