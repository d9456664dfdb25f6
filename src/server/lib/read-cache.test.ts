import { describe, expect, it } from "vitest";
import { isFrozenAnswer, ReadCache } from "./read-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ReadCache", () => {
  it("shares one load between concurrent reads of a key", async () => {
    const cache = new ReadCache(0);
    const pending = deferred<number>();
    let loads = 0;
    const load = () => {
      loads++;
      return pending.promise;
    };
    const reads = [cache.get("k", load), cache.get("k", load), cache.get("k", load)];
    pending.resolve(7);
    expect(await Promise.all(reads)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it("with ttl 0 loads again once the shared load has settled", async () => {
    const cache = new ReadCache(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    expect(await cache.get("k", async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("reuses a settled answer until its time is up", async () => {
    let now = 1_000;
    const cache = new ReadCache(5_000, 100, () => now);
    let loads = 0;
    expect(await cache.get("k", async () => ++loads)).toBe(1);
    now += 4_999;
    expect(await cache.get("k", async () => ++loads)).toBe(1);
    now += 2;
    expect(await cache.get("k", async () => ++loads)).toBe(2);
  });

  it("does not keep a failure", async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("keeps at most maxEntries answers, dropping the oldest", async () => {
    const cache = new ReadCache(60_000, 2);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => 10)).toBe(10);
    expect(await cache.get("c", async () => 30)).toBe(3);
  });

  it("clear forgets every answer", async () => {
    const cache = new ReadCache(60_000);
    await cache.get("k", async () => 1);
    cache.clear();
    expect(await cache.get("k", async () => 2)).toBe(2);
  });

  it("answers a read whose load was under way when the cache was cleared or the entry evicted, without keeping it", async () => {
    const cache = new ReadCache(60_000, 1);
    const cleared = deferred<number>();
    const reading = cache.get("k", () => cleared.promise);
    cache.clear();
    cleared.resolve(1);
    expect(await reading).toBe(1);
    expect(await cache.get("k", async () => 2)).toBe(2);

    const evicted = deferred<number>();
    const evictedReading = cache.get("a", () => evicted.promise);
    await cache.get("b", async () => 3);
    evicted.resolve(4);
    expect(await evictedReading).toBe(4);
    expect(await cache.get("a", async () => 5)).toBe(5);
  });

  it("runs a lazy thenable (a drizzle query builder) once, however many readers await it", async () => {
    const cache = new ReadCache(60_000);
    let runs = 0;
    // Like drizzle's QueryPromise: nothing runs until then() is called, and each then() runs again.
    const lazyQuery: PromiseLike<string> = {
      // biome-ignore lint/suspicious/noThenProperty: a lazy thenable is what this test is about.
      then: (onFulfilled, onRejected) => Promise.resolve(`rows ${++runs}`).then(onFulfilled, onRejected),
    };
    const first = await cache.get("k", () => lazyQuery);
    const second = await cache.get("k", () => lazyQuery);
    expect([first, second]).toEqual(["rows 1", "rows 1"]);
    expect(runs).toBe(1);
  });

  it("freezes an answer deeply, since every reader shares it", async () => {
    const cache = new ReadCache(60_000);
    const when = new Date(0);
    const answer = await cache.get("k", async () => ({ data: [{ item: "A", when }], total: 1 }));
    expect(isFrozenAnswer(answer)).toBe(true);
    expect(Object.isFrozen(answer.data)).toBe(true);
    expect(Object.isFrozen(answer.data[0])).toBe(true);
    expect(Object.isFrozen(when)).toBe(false);
    expect(() => answer.data.push({ item: "B", when })).toThrow(TypeError);
    expect(isFrozenAnswer({ total: 1 })).toBe(false);
  });

  it("does not keep a load that throws before it returns", async () => {
    const cache = new ReadCache(60_000);
    await expect(
      cache.get("k", () => {
        throw new Error("bad key");
      }),
    ).rejects.toThrow("bad key");
    expect(cache.size).toBe(0);
  });
});
