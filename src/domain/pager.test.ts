import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCount, pagerEntries } from "./pager";

const pages = (current: number, total: number) => pagerEntries(current, total).map((e) => (e.kind === "page" ? e.page : "..."));

describe("page count", () => {
  it("is ceil(total / 20), at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(41)).toBe(3);
    expect(pageCount(200_000)).toBe(10_000);
  });

  it("matches ceil for any total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (total) => {
        expect(pageCount(total)).toBe(Math.ceil(total / 20));
      }),
    );
  });
});

describe("pager window", () => {
  it("shows every page when there are four or fewer", () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps first and last reachable with ellipses", () => {
    expect(pages(1, 10)).toEqual([1, 2, 3, 4, "...", 10]);
    expect(pages(5, 10)).toEqual([1, "...", 4, 5, 6, 7, "...", 10]);
    expect(pages(10, 10)).toEqual([1, "...", 7, 8, 9, 10]);
    expect(pages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps a page outside the range", () => {
    expect(pages(99, 3)).toEqual([1, 2, 3]);
    expect(pages(-4, 6)).toEqual([1, 2, 3, 4, "...", 6]);
  });

  it("always holds the current page, first and last, and a window of at most 4", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, raw) => {
        const current = Math.min(raw, total);
        const entries = pagerEntries(current, total);
        const numbers = entries.flatMap((e) => (e.kind === "page" ? [e.page] : []));
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        const window = numbers.filter((n) => n !== 1 && n !== total);
        expect(window.length).toBeLessThanOrEqual(4);
        for (let i = 1; i < entries.length; i++) {
          const [a, b] = [entries[i - 1]!, entries[i]!];
          if (a.kind === "page" && b.kind === "page") expect(b.page).toBe(a.page + 1);
          if (a.kind === "ellipsis") expect(b.kind).toBe("page");
        }
      }),
    );
  });
});
