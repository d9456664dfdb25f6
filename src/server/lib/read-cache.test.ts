import { describe, expect, it } from "vitest";
import { ReadCache } from "./cache";

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
});
