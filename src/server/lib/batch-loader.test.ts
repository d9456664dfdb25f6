import { describe, expect, it } from "vitest";
import { BatchLoader } from "./batch-loader";

describe("BatchLoader", () => {
  it("loads the keys asked for in one turn with one call, each key once", async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== "missing").map((k) => [k, k.length]));
    });
    const answers = await Promise.all([loader.load("a"), loader.load("bb"), loader.load("a"), loader.load("missing")]);
    expect(answers).toEqual([1, 2, 1, undefined]);
    expect(calls).toEqual([["a", "bb", "missing"]]);
  });

  it("starts a new batch for keys asked for after the turn", async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    expect(await loader.load("a")).toBe("A");
    expect(await loader.load("b")).toBe("B");
    expect(calls).toEqual([["a"], ["b"]]);
  });

  it("sends a full batch at once", async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k * 2]));
    }, 2);
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(3)])).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it("fails every waiter of a failed batch, and the next batch tries again", async () => {
    let fail = true;
    const loader = new BatchLoader<string, string>(async (keys) => {
      if (fail) throw new Error("database down");
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = [loader.load("a"), loader.load("b")];
    await expect(failed[0]).rejects.toThrow("database down");
    await expect(failed[1]).rejects.toThrow("database down");
    fail = false;
    expect(await loader.load("a")).toBe("a");
  });

  it("fails the batch when loadMany throws before it returns", async () => {
    const loader = new BatchLoader<string, string>(() => {
      throw new Error("bad query");
    });
    await expect(loader.load("a")).rejects.toThrow("bad query");
  });
});
