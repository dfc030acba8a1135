import type { Db } from '../db/client';
import { arrayLiteral, type PreparedStatement, preparedStatement } from '../db/prepared';

/** A key's count in its current window. */
export interface RateLimitCount {
  /** Hits in the window, this one included. */
  current: number;
  /** When the window ends (ms since the epoch); the next hit after it starts a new one. */
  resetAt: number;
  /** Milliseconds from now (the store's clock) until the window ends. */
  ttlMs: number;
}

export interface RateLimitHit {
  key: string;
  /** Hits to add (a batch of a process's local hits, or 1). */
  count: number;
  /** When a new window would end: the window's length after its first hit. */
  resetAt: number;
}

/** How often expired rows are deleted, at most (by each process, after a hit). */
export const PRUNE_INTERVAL_MS = 60_000;

// One statement for one key or many: atomic per key (the row is locked by ON CONFLICT), so processes racing on a
// key never lose a hit. A row whose window has ended starts again from this hit. Times are the app's clock
// (`now`), so tests can move it. The epoch is returned in ms as float8: text in PGlite, a number in node-postgres.
const HIT = `insert into rate_limits as r (key, hits, expires_at)
select * from unnest($1::text[], $2::int[], $3::timestamptz[])
on conflict (key) do update set
  hits = case when r.expires_at <= $4::timestamptz then excluded.hits else r.hits + excluded.hits end,
  expires_at = case when r.expires_at <= $4::timestamptz then excluded.expires_at else r.expires_at end
returning key, hits, round(extract(epoch from expires_at) * 1000)::float8`;

const PEEK = `select hits, round(extract(epoch from expires_at) * 1000)::float8 from rate_limits
where key = $1 and expires_at > $2::timestamptz`;

const RESET = 'delete from rate_limits where key = $1';

const PRUNE = 'delete from rate_limits where expires_at <= $1::timestamptz';

export function countOf(current: unknown, resetAt: unknown, now: Date): RateLimitCount {
  const end = Number(resetAt);
  return { current: Number(current), resetAt: end, ttlMs: end - now.getTime() };
}

/**
 * The counters every rate limit shares: fixed windows per key that start at a key's first hit, as
 * @fastify/rate-limit's own stores count, on the app's clock (`now`). Nothing lives in one process's memory, so
 * every server process sees the same counts. Two implementations: PostgreSQL (`PgRateLimitStore`, the default) and
 * Redis (`RedisRateLimitStore`, when REDIS_URL is set).
 */
export interface RateLimitStore {
  /** Counts one hit of `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  /** Counts several keys' hits at once (one round trip); each key once. */
  hitMany(hits: readonly RateLimitHit[]): Promise<Map<string, RateLimitCount>>;
  /** The key's count in its current window, without counting; null when it has none. */
  peek(key: string): Promise<RateLimitCount | null>;
  /** Forgets the key's count (a successful sign-in forgives its account's failures). */
  reset(key: string): Promise<void>;
}

/**
 * The counters in the `rate_limits` table. Races are settled by the database (one atomic upsert per hit or
 * batch). Expired rows are deleted at most once a minute per process.
 */
export class PgRateLimitStore implements RateLimitStore {
  private readonly hitStatement: PreparedStatement;
  private readonly peekStatement: PreparedStatement;
  private readonly resetStatement: PreparedStatement;
  private readonly pruneStatement: PreparedStatement;
  private lastPrunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly onPruneError: (error: unknown) => void = () => {},
  ) {
    this.hitStatement = preparedStatement(db, 'rate_limit_hit', HIT);
    this.peekStatement = preparedStatement(db, 'rate_limit_peek', PEEK);
    this.resetStatement = preparedStatement(db, 'rate_limit_reset', RESET);
    this.pruneStatement = preparedStatement(db, 'rate_limit_prune', PRUNE);
  }

  /** Counts one hit of `key` in a window of `windowMs`. */
  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const counts = await this.hitMany([{ key, count: 1, resetAt: this.now().getTime() + windowMs }]);
    const count = counts.get(key);
    if (!count) throw new Error('rate limit hit returned no row');
    return count;
  }

  /** Counts several keys' hits in one statement; each key once. */
  async hitMany(hits: readonly RateLimitHit[]): Promise<Map<string, RateLimitCount>> {
    const counts = new Map<string, RateLimitCount>();
    if (hits.length === 0) return counts;
    const now = this.now();
    const rows = await this.hitStatement([
      arrayLiteral(hits.map((hit) => hit.key)),
      arrayLiteral(hits.map((hit) => hit.count)),
      arrayLiteral(hits.map((hit) => new Date(hit.resetAt).toISOString())),
      now.toISOString(),
    ]);
    for (const [key, current, resetAt] of rows) {
      counts.set(String(key), countOf(current, resetAt, now));
    }
    await this.pruneNow(now.getTime());
    return counts;
  }

  /** The key's count in its current window, without counting; null when it has none. */
  async peek(key: string): Promise<RateLimitCount | null> {
    const now = this.now();
    const [row] = await this.peekStatement([key, now.toISOString()]);
    return row ? countOf(row[0], row[1], now) : null;
  }

  /** Forgets the key's count (a successful sign-in forgives its account's failures). */
  async reset(key: string): Promise<void> {
    await this.resetStatement([key]);
  }

  /** Deletes every row whose window has ended. */
  async prune(): Promise<void> {
    await this.pruneStatement([this.now().toISOString()]);
  }

  private async pruneNow(now: number): Promise<void> {
    // The test clock may move backwards between files: any jump of a minute counts.
    if (Math.abs(now - this.lastPrunedAt) < PRUNE_INTERVAL_MS) return;
    this.lastPrunedAt = now;
    // An indexed range delete; a failure must not fail the hit that triggered it.
    await this.prune().catch(this.onPruneError);
  }
}
