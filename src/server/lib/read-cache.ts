/**
 * A small read-through cache for public answers (catalogue lists, banners, catalogues). Concurrent
 * reads of one key share a single query (single flight); a settled answer is then reused for `ttlMs`.
 * With ttlMs 0 only the sharing remains, so answers are never older than the query that produced
 * them. Failures are not kept.
 *
 * `load` may return any thenable: a drizzle query builder is one, and it runs its query again on every
 * `then`, so the cache turns it into a real promise once and hands that same promise to every reader.
 *
 * Every reader gets the very same answer, so it is frozen (its plain objects and arrays, deeply) before
 * anyone sees it: a handler that changed it would change everyone's answer. Frozen also tells the
 * response serializer that the answer's JSON can be made once and reused (see isFrozenAnswer).
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value as Promise<T>;
    if (entry) this.entries.delete(key);
    // Settles once, whatever load returns (or throws).
    const value = new Promise<T>((resolve) => resolve(load())).then(freezeAnswer);
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
