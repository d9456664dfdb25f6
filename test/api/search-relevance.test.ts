import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../src/domain/contracts/catalog";
import { parts } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueCode } from "../factories";
import { JUDGED } from "../fixtures/search-judgements";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function topCodes(query: string, count = 3): Promise<{ total: number; codes: string[] }> {
  const answer = await t.app.inject({ url: `/api/searchResualt?item=${encodeURIComponent(query)}` });
  expect(answer.statusCode, query).toBe(200);
  const page = answer.json() as ProductPage;
  return { total: page.total, codes: page.data.slice(0, count).map((part) => part.item) };
}

describe("search relevance on the demo catalogue", () => {
  it.each(JUDGED)("finds what '%s' means (%s) among the first three", async (query, mustFind) => {
    expect((await topCodes(query)).codes).toContain(mustFind);
  });

  it("puts a part first when its number is typed however it is written, for every part of the demo catalogue", async () => {
    const all = await t.database.db.select({ item: parts.item }).from(parts);
    const sample = all.filter((_, index) => index % 25 === 0);
    expect(sample.length).toBeGreaterThanOrEqual(40);
    for (const { item } of sample) {
      for (const written of [item.toLowerCase(), item.replaceAll("-", ""), item.replaceAll("-", " ").toLowerCase()]) {
        expect((await topCodes(written, 1)).codes, written).toEqual([item]);
      }
    }
  });

  it("counts every part that matches: the total is exact, whatever the order", async () => {
    const { total } = await topCodes("hood");
    const answer = await t.app.inject({ url: `/api/searchResualt?item=hood&page=${Math.ceil(total / 20)}` });
    const last = answer.json() as ProductPage;
    expect(last.data.length).toBe(total - (Math.ceil(total / 20) - 1) * 20);
    expect(total).toBeGreaterThan(20);
  });

  it("ranks the parts holding the words side by side as typed before those holding them apart, whatever their codes", async () => {
    const word = `zorbit${Date.now().toString(36)}`;
    const apart = await createPart(t.database.db, { item: uniqueCode("A"), descrip: `Bumper ${word} bracket front` });
    const together = await createPart(t.database.db, { item: uniqueCode("Z"), descrip: `Front bumper ${word} cover` });
    expect(apart.item < together.item).toBe(true);
    // Every pair of neighbouring words side by side, then some of them ('front bumper' of three), then none.
    expect((await topCodes(`front bumper ${word}`)).codes).toEqual([together.item, apart.item]);
    expect((await topCodes(`${word} front bumper`)).codes).toEqual([together.item, apart.item]);
    const all = await createPart(t.database.db, { item: uniqueCode("Z"), descrip: `${word} Front Bumper` });
    expect((await topCodes(`${word} front bumper`)).codes).toEqual([all.item, together.item, apart.item]);
    // One word, or words in another order than typed: item-code order.
    expect((await topCodes(word)).codes).toEqual([apart.item, together.item, all.item].sort());
    expect((await topCodes(`bumper front ${word}`)).codes).toEqual([apart.item, together.item, all.item].sort());
  });

  it("finds nothing for a text with no word in it, and nothing for a word no part holds even with a typo", async () => {
    expect((await topCodes("%")).total).toBe(0);
    expect((await topCodes("qqqqqqqq")).total).toBe(0);
  });
});
