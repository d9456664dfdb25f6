/**
 * Loads rows by key in batches: the keys asked for during one turn of the event loop go to the
 * database together, as one query (`where key = any($1)`), instead of one round trip each. Every
 * answer is read after its request arrived, so nothing is ever stale; the batching only saves round
 * trips when many requests come at once (50 shoppers opening quick views, each one's session lookup).
 * A key asked for twice in one batch is loaded once.
 */
export class BatchLoader<K, V> {
  private pending: Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]> | null = null;

  /**
   * @param loadMany loads the rows of some keys; a key without a row is simply absent from the map.
   * @param maxBatch a batch this big goes at once, without waiting for the turn to end.
   */
  constructor(
    private readonly loadMany: (keys: K[]) => PromiseLike<Map<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  /** The row of one key, or undefined when there is none. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      let batch = this.pending;
      if (batch === null) {
        batch = new Map();
        this.pending = batch;
        const scheduled = batch;
        setImmediate(() => this.flush(scheduled));
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= this.maxBatch) this.flush(batch);
    });
  }

  private flush(batch: NonNullable<BatchLoader<K, V>["pending"]>): void {
    if (this.pending !== batch) return;
    this.pending = null;
    let loading: PromiseLike<Map<K, V>>;
    try {
      loading = this.loadMany([...batch.keys()]);
    } catch (error) {
      loading = Promise.reject(error);
    }
    Promise.resolve(loading).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}
