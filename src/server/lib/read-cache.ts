import { LRUCache } from "lru-cache";

type Load = () => PromiseLike<unknown>;

/**
 * The shop's read-through cache for public answers (catalogue lists, banners, catalogues), on
 * lru-cache. Concurrent reads of one key share a single load (single flight); a settled answer is
 * then reused for `ttlMs`, and at most `maxEntries` are kept (least recently used go first). With
 * ttlMs 0 only the sharing remains, so answers are never older than the load that produced them.
 * Failures are not kept. `clear()` is how a change (stock, an order, a staff edit) is seen at once.
 *
 * `load` may return any thenable: a drizzle query builder is one, and it runs its query again on every
 * `then`, so the cache turns it into a real promise once and hands that same promise to every reader.
 *
 * Every reader gets the very same answer, so it is frozen (its plain objects and arrays, deeply) before
 * anyone sees it: a handler that changed it would change everyone's answer. Frozen also tells the
 * response serializer that the answer's JSON can be made once and reused (see isFrozenAnswer).
 */
export class ReadCache {
  private readonly answers: LRUCache<string, { value: unknown }, Load> | null;
  private readonly loading = new Map<string, Promise<unknown>>();
  /** While true (another server's changes might go unheard), answers are not kept: only concurrent reads share. */
  private suspended = false;

  constructor(
    readonly ttlMs: number,
    maxEntries = 2000,
    now?: () => number,
  ) {
    this.answers =
      ttlMs > 0
        ? new LRUCache<string, { value: unknown }, Load>({
            max: maxEntries,
            ttl: ttlMs,
            ttlResolution: 0,
            ...(now ? { perf: { now } } : {}),
            // A load under way when its entry goes (a change cleared the cache, or it was evicted) still
            // answers the readers waiting for it, and is not kept.
            ignoreFetchAbort: true,
            fetchMethod: async (_key, _stale, { context }) => ({ value: freezeAnswer(await context()) }),
          })
        : null;
  }

  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    if (this.answers && !this.suspended) return this.answers.fetch(key, { context: safely(load) }).then((entry) => entry!.value as T);
    const shared = this.loading.get(key);
    if (shared) return shared as Promise<T>;
    const value = safely(load)().then(freezeAnswer) as Promise<T>;
    this.loading.set(key, value);
    const forget = () => {
      if (this.loading.get(key) === value) this.loading.delete(key);
    };
    value.then(forget, forget);
    return value;
  }

  /** Stops keeping answers (and forgets those kept), or starts again. */
  suspend(suspended: boolean): void {
    this.suspended = suspended;
    this.clear();
  }

  /** Forgets every answer: the next read loads afresh. */
  clear(): void {
    this.answers?.clear();
    this.loading.clear();
  }

  get size(): number {
    return (this.answers?.size ?? 0) + this.loading.size;
  }
}

/** The load as a real promise: settles once, whatever the load returns (or throws synchronously). */
function safely<T>(load: () => PromiseLike<T>): () => Promise<T> {
  return () => new Promise<T>((resolve) => resolve(load()));
}

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Freezes an answer's plain objects and arrays, deeply; anything else (a Date, a Buffer) is left as it is. */
export function freezeAnswer<T>(value: T): T {
  if (!isPlain(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) freezeAnswer(child);
  return value;
}

/** Whether a value is a frozen answer (a plain object or array that can never change), e.g. one from a ReadCache. */
export function isFrozenAnswer(value: unknown): value is object {
  return isPlain(value) && Object.isFrozen(value);
}

/**
 * `wrap` applied once per frozen answer: the same frozen wrapper (say `{ items: answer }`) comes back for
 * the same answer, so the wrapper's JSON is made once too. Other values are wrapped afresh each time.
 */
export function wrapOnce<A extends object, W extends object>(wrap: (answer: A) => W): (answer: A) => W {
  const wrappers = new WeakMap<A, W>();
  return (answer) => {
    if (!isFrozenAnswer(answer)) return wrap(answer);
    let wrapper = wrappers.get(answer);
    if (wrapper === undefined) {
      wrapper = freezeAnswer(wrap(answer));
      wrappers.set(answer, wrapper);
    }
    return wrapper;
  };
}
