/**
 * A small read-through cache for public catalogue answers. Concurrent reads of one key share a single
 * query (single flight); a settled answer is then reused for `ttlMs`. With ttlMs 0 only the sharing
 * remains, so answers are never older than the query that produced them. Failures are not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value as Promise<T>;
    if (entry) this.entries.delete(key);
    const value = load();
    const fresh = { value, expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      () => {
        if (this.entries.get(key) !== fresh) return;
        if (this.ttlMs > 0) fresh.expires = this.now() + this.ttlMs;
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Forgets every answer, e.g. after staff change the catalogue. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
