import type { RateLimitCount, RateLimitStore } from './store';

export interface BatchedRateLimiterOptions {
  /** Names the limit; it prefixes its keys in the shared table (`chat`). */
  name: string;
  /** Hits allowed per key in a window. */
  max: number;
  windowMs: number;
  /** How long local hits wait at most before they go to the shared store together (5 s by default). */
  syncMs?: number;
  /** A key with this many unsent hits is sent at once, with whatever else is waiting (max / 10 by default). */
  syncEvery?: number;
  /** The app's clock, for the windows (tests move it). */
  now: () => Date;
  /** Called when a sync fails; its hits are kept and sent with the next one. */
  onSyncError?: (error: unknown) => void;
}

interface Entry {
  /** When this key's window ends (ms), as far as this process knows. */
  resetAt: number;
  /** The shared count at the last sync: every process's hits, ours included. */
  shared: number;
  /** Our hits on their way to the store. */
  syncing: number;
  /** Our hits not sent yet. */
  local: number;
}

export const DEFAULT_SYNC_MS = 5_000;
/** Keys per statement of a sync (an upsert of 50 rows takes about a millisecond in PGlite). */
const SYNC_CHUNK = 50;

/**
 * A limit for frames that arrive too often to pay a database round trip each (the chat's messages), shared by
 * every process all the same. Each hit is decided at once, in memory, against the key's shared count as of the
 * last sync plus this process's hits since. Hits go to the shared store in one statement for all keys: at once
 * when a key has `syncEvery` unsent hits, else after at most `syncMs`; the answer (every process's hits) becomes
 * the shared count. One process alone is exact. Across processes, each one's view of a key lags by the others'
 * unsent hits, fewer than `syncEvery` each (plus what arrives during one round trip), so a user spreading a burst
 * over N processes can pass the limit by about (N − 1) × syncEvery: the price of no per-message round trip.
 */
export class BatchedRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly syncMs: number;
  private readonly syncEvery: number;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private syncing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: BatchedRateLimiterOptions,
  ) {
    this.syncMs = options.syncMs ?? DEFAULT_SYNC_MS;
    this.syncEvery = options.syncEvery ?? Math.max(1, Math.ceil(options.max / 10));
  }

  /** Counts a hit and returns true, or returns false (counting nothing) when the key is at its limit. */
  tryHit(id: string | number): boolean {
    const key = `${this.options.name}:${id}`;
    const now = this.options.now().getTime();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { resetAt: now + this.options.windowMs, shared: 0, syncing: 0, local: 0 };
      this.entries.set(key, entry);
    }
    if (entry.shared + entry.syncing + entry.local >= this.options.max) return false;
    entry.local++;
    if (entry.local >= this.syncEvery) this.syncSoon();
    else this.schedule();
    return true;
  }

  /** Sends every local hit to the shared store now; resolves when the store has answered. */
  async sync(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = null;
    }
    // One sync at a time: hits that arrive meanwhile go with the next one.
    while (this.syncing) await this.syncing;
    const batch = [...this.entries].filter(([, entry]) => entry.local > 0);
    if (batch.length === 0) return;
    for (const [, entry] of batch) {
      entry.syncing = entry.local;
      entry.local = 0;
    }
    const run = (async () => {
      // Small statements, one after the other: on PGlite's single connection the chat's own INSERTs run in
      // between, instead of waiting behind one long upsert of every user.
      for (let start = 0; start < batch.length; start += SYNC_CHUNK) {
        await this.syncChunk(batch.slice(start, start + SYNC_CHUNK));
      }
    })().finally(() => {
      this.syncing = null;
    });
    this.syncing = run;
    await run;
  }

  private async syncChunk(chunk: [string, Entry][]): Promise<void> {
    let counts: Map<string, RateLimitCount>;
    try {
      counts = await this.store.hitMany(
        chunk.map(([key, entry]) => ({ key, count: entry.syncing, resetAt: entry.resetAt })),
      );
    } catch (error) {
      for (const [, entry] of chunk) {
        entry.local += entry.syncing;
        entry.syncing = 0;
      }
      this.options.onSyncError?.(error);
      this.schedule();
      return;
    }
    for (const [key, entry] of chunk) {
      const count = counts.get(key);
      // A window that ended locally meanwhile has a new entry; the old one's answer is stale.
      if (this.entries.get(key) !== entry || !count) continue;
      entry.shared = count.current;
      entry.resetAt = count.resetAt;
      entry.syncing = 0;
    }
  }

  /** Forgets keys whose window has ended and that have nothing left to send. */
  prune(): void {
    const now = this.options.now().getTime();
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.local === 0 && entry.syncing === 0) this.entries.delete(key);
    }
  }

  /** Keys this process counts now. */
  get size(): number {
    return this.entries.size;
  }

  /** Sends what is left, then stops syncing. */
  async close(): Promise<void> {
    this.closed = true;
    await this.sync();
  }

  /** Syncs once the frames already received have been decided (one sync for all of them). */
  private syncSoon(): void {
    if (this.immediate || this.closed) return;
    this.immediate = setImmediate(() => {
      this.immediate = null;
      void this.sync();
    });
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, this.syncMs);
    this.timer.unref();
  }
}
