/**
 * A sliding-window counter per key, in memory: at most `limit` hits in any `windowMs`. Each key keeps at most
 * `limit` timestamps. With several server processes each counts its own sockets, so a user spreading tabs over
 * N processes could send N × limit a minute (documented in the README).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<number, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit and returns true, or returns false (recording nothing) when the key is over the limit. */
  tryHit(key: number, now: number): boolean {
    let list = this.hits.get(key);
    if (!list) {
      list = [];
      this.hits.set(key, list);
    }
    const since = now - this.windowMs;
    let drop = 0;
    while (drop < list.length && (list[drop] as number) <= since) drop++;
    if (drop > 0) list.splice(0, drop);
    if (list.length >= this.limit) return false;
    list.push(now);
    return true;
  }

  /** Forgets keys with no hit inside the window. */
  prune(now: number): void {
    const since = now - this.windowMs;
    for (const [key, list] of this.hits) {
      if (list.length === 0 || (list[list.length - 1] as number) <= since) this.hits.delete(key);
    }
  }

  get size(): number {
    return this.hits.size;
  }
}
