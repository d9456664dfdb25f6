import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inAnyOf, union } from "./ordinals";

/** A list of ordinals as the index keeps them: distinct, in order. */
const ordinals = fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 120 }).map((list) => Int32Array.from(list.sort((a, b) => a - b)));

describe("inAnyOf", () => {
  it("keeps, in order, exactly the ordinals found in at least one of the lists", () => {
    fc.assert(
      fc.property(ordinals, fc.array(ordinals, { maxLength: 4 }), (among, lists) => {
        const expected = [...among].filter((ordinal) => lists.some((list) => list.includes(ordinal)));
        expect([...inAnyOf(among, lists)]).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("finds ordinals far apart in a long list (the gallop's last step lands past the end)", () => {
    const long = Int32Array.from({ length: 10_000 }, (_, at) => at * 3);
    expect([...inAnyOf(Int32Array.of(0, 2, 29_997, 29_998), [long])]).toEqual([0, 29_997]);
    expect([...inAnyOf(Int32Array.of(5, 30_000), [long])]).toEqual([]);
  });
});

describe("union", () => {
  it("lists, in order and once each, every ordinal of any list, merged or through a bitmap", () => {
    fc.assert(
      fc.property(fc.array(ordinals, { maxLength: 12 }), (lists) => {
        const expected = [...new Set(lists.flatMap((list) => [...list]))].sort((a, b) => a - b);
        expect([...union(lists)]).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
