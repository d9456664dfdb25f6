import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import type { SuggestReply } from "../../src/domain/contracts/suggest";
import { fromCents } from "../../src/domain/money";
import { type PriceViewer, RETAIL_VIEWER, unitPrice } from "../../src/domain/pricing";
import { fitment } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueMake } from "../factories";
import { createDealer } from "./accounts-fixtures";

// Vehicle words in a search, 'Did you mean' and suggestions while typing (decision 035), on the demo
// catalogue and on parts each test makes with a vehicle of its own.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, cookies?: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}`, cookies });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Every page of a search: its parts in order, and the total it said. */
async function search(item: string): Promise<{ total: number; codes: string[]; didYouMean: string | undefined }> {
  const url = `/searchResualt?item=${encodeURIComponent(item)}`;
  const first = await get<ProductPage>(url);
  expect(first.status, item).toBe(200);
  const codes = first.body.data.map((part) => part.item);
  for (let page = 2; page <= first.body.last_page; page++) codes.push(...(await get<ProductPage>(`${url}&page=${page}`)).body.data.map((part) => part.item));
  return { total: first.body.total, codes, didYouMean: first.body.did_you_mean };
}

/** Letters no other word of the catalogue is a typo of: runs of them differ from each other in most places. */
function randomLetters(count: number): string {
  return Array.from(randomBytes(count), (byte) => "abcdefghiklmnoprstuvwxyz"[byte % 24]).join("");
}

/**
 * A vehicle no other test knows (its make and model made up), and parts around it whose descriptions
 * never name it: two that fit it (1967 and 1969), one universal, one that fits a Mustang only. Their
 * codes are letters only (the make's, A to D in the order made): a code with figures in it (the
 * factories' run id, say 3267A6) would be found by a year typed as text ('67').
 */
async function ownVehicle() {
  const { db } = t.database;
  const make = uniqueMake("ZX");
  const model = `Zeph${randomLetters(8)}`;
  const word = `quasar${randomLetters(10)}`;
  const part = (letter: string, descrip: string, columns: { yearFrom?: number; yearEnd?: number; fits?: string[] } = {}) =>
    createPart(db, { item: `${make}-${letter}`, make, descrip: `${descrip} ${word}`, ...columns });
  // Each part's make and years as its fitment gives them, as the shop keeps them (fitment-records.ts).
  const fits67 = await part("A", "Hood panel", { yearFrom: 1967, yearEnd: 1967 });
  const fits69 = await part("B", "Hood hinge", { yearFrom: 1969, yearEnd: 1969 });
  const universal = await part("C", "Hood polish");
  const mustangOnly = await part("D", "Hood trim", { yearFrom: 1967, yearEnd: 1967, fits: ["FORD"] });
  await db.insert(fitment).values([
    { item: fits67.item, year: 1967, make, model },
    { item: fits69.item, year: 1969, make, model },
    { item: mustangOnly.item, year: 1967, make: "FORD", model: "Mustang" },
  ]);
  return { make, model, word, fits67: fits67.item, fits69: fits69.item, universal: universal.item, mustangOnly: mustangOnly.item };
}

describe("vehicle words in a search", () => {
  it("narrow to the parts that fit that vehicle and the universal ones, the vehicle's own first, with an exact total", async () => {
    const v = await ownVehicle();
    const byModel = await search(`${v.model} ${v.word}`);
    expect(byModel.codes).toEqual([v.fits67, v.fits69, v.universal]);
    expect(byModel.total).toBe(3);
    expect((await search(`67 ${v.model} ${v.word}`)).codes).toEqual([v.fits67, v.universal]);
    expect((await search(`'69 ${v.model.toUpperCase()} ${v.word}`)).codes).toEqual([v.fits69, v.universal]);
    // A make and a year without a model are the list's make and year filters: the make's parts listed for 1967.
    expect((await search(`${v.word} 1967 ${v.make.toLowerCase()}`)).codes).toEqual([v.fits67, v.universal]);
    expect((await search(`${v.word} 1969 ${v.make.toLowerCase()}`)).codes).toEqual([v.fits69, v.universal]);
    // A typo in the model (five letters or more) is forgiven as the search's words are.
    expect((await search(`${v.model.slice(0, -2)}${v.model.slice(-1)}${v.model.slice(-2, -1)} ${v.word}`)).total).toBe(3);
    // Without text, the vehicle's parts come first, then the universal ones.
    const alone = await search(`1967 ${v.model}`);
    expect(alone.codes.slice(0, 1)).toEqual([v.fits67]);
    expect(alone.codes).toContain(v.universal);
    expect(alone.codes).not.toContain(v.fits69);
    expect(alone.total).toBe(alone.codes.length);
  });

  it("rank the vehicle's own parts whose names say so before its other own parts, then the universal ones", async () => {
    const v = await ownVehicle();
    // Made last, so it is last in item-code order: only its name can put it first.
    const naming = await createPart(t.database.db, {
      item: `${v.make}-E`,
      make: v.make,
      descrip: `1967 ${v.make} ${v.model} Hood ${v.word}`,
      yearFrom: 1967,
      yearEnd: 1967,
    });
    await t.database.db.insert(fitment).values({ item: naming.item, year: 1967, make: v.make, model: v.model });
    expect((await search(`${v.model} ${v.word}`)).codes).toEqual([naming.item, v.fits67, v.fits69, v.universal]);
    expect((await search(`67 ${v.model.toLowerCase()} ${v.word}`)).codes).toEqual([naming.item, v.fits67, v.universal]);
    // A part naming the model that does not fit it is not the vehicle's own: it is not listed at all.
    const elsewhere = await createPart(t.database.db, { item: `${v.make}-F`, make: v.make, descrip: `${v.model} Hood ${v.word}` });
    await t.database.db.insert(fitment).values({ item: elsewhere.item, year: 1990, make: "FORD", model: "Mustang" });
    expect((await search(`${v.model} ${v.word}`)).codes).toEqual([naming.item, v.fits67, v.fits69, v.universal]);
  });

  it("fall back to matching every word as text when the vehicle narrows to nothing, so naming a vehicle never finds less", async () => {
    const { db } = t.database;
    const word = `badge${randomLetters(10)}`;
    const named = await createPart(db, { descrip: `Mustang emblem ${word}` });
    await db.insert(fitment).values({ item: named.item, year: 1950, make: "STUDEBAKER", model: "Champion" });
    const found = await search(`mustang ${word}`);
    expect(found.codes).toEqual([named.item]);
  });

  it("follow fitment changes at the next request, as 'Only parts that fit' does", async () => {
    const v = await ownVehicle();
    const { db } = t.database;
    await db.insert(fitment).values({ item: v.universal, year: 1969, make: v.make, model: v.model });
    expect((await search(`67 ${v.model} ${v.word}`)).codes).toEqual([v.fits67]);
    await db.delete(fitment).where(and(eq(fitment.item, v.fits67), eq(fitment.year, 1967)));
    await db.insert(fitment).values({ item: v.fits67, year: 1968, make: v.make, model: v.model });
    expect((await search(`68 ${v.model} ${v.word}`)).codes).toEqual([v.fits67]);
    // No part fits a 1967 of that model any longer: the year is matched as text, which no part holds.
    expect((await search(`67 ${v.model} ${v.word}`)).total).toBe(0);
  });

  it("find the demo shop's parts: mustang hood, 67 mustang hood, camaro bumper, mustnag hood", async () => {
    for (const [query, code] of [
      ["mustang hood", "F67-HOOD"],
      ["67 mustang hood", "F67-HOOD"],
      ["camaro bumper", "C69-BUMPER"],
      ["mustnag hood", "F67-HOOD"],
    ] as const) {
      expect((await search(query)).codes.slice(0, 3), query).toContain(code);
    }
  });
});

describe("Did you mean", () => {
  it("offers a close search that finds parts when a search with words finds none", async () => {
    const v = await ownVehicle();
    // Three letters changed: beyond the search's typo rule (two from nine letters), near enough to suggest.
    const misspelt = `${v.word.slice(0, 6)}jjj${v.word.slice(9)}`;
    const nothing = await search(`${v.model} ${misspelt}`);
    expect(nothing.total).toBe(0);
    expect(nothing.didYouMean).toBe(`${v.model.toLowerCase()} ${v.word}`);
    expect((await search(nothing.didYouMean!)).codes).toEqual([v.fits67, v.fits69, v.universal]);
  });

  it("offers nothing when no close search finds anything, and never for a search that found parts", async () => {
    expect((await search("qqqqqqqq")).didYouMean).toBeUndefined();
    expect((await search("hood")).didYouMean).toBeUndefined();
  });
});

describe("GET /api/suggest", () => {
  it("answers with up to 6 parts, the vehicles, the makes and the part types the words name, each with its page", async () => {
    const { status, body } = await get<SuggestReply>("/suggest?q=must");
    expect(status).toBe(200);
    expect(body.parts.length).toBeGreaterThan(0);
    expect(body.parts.length).toBeLessThanOrEqual(6);
    for (const part of body.parts) expect(Object.keys(part).sort()).toEqual(["descrip", "descrip_fr", "item", "make", "price"]);
    expect(body.vehicles.length).toBeGreaterThan(0);
    for (const vehicle of body.vehicles) {
      expect(vehicle).toMatchObject({ make: "FORD", model: "Mustang", name: `${vehicle.year} Ford Mustang`, path: `/vehicles/${vehicle.year}/FORD/Mustang` });
    }
    const makes = await get<SuggestReply>("/suggest?q=chev");
    expect(makes.body.makes).toContainEqual({ make: "CHEVROLET", name: "Chevrolet", path: "/all-products/CHEVROLET" });
    const year = await get<SuggestReply>(`/suggest?q=${encodeURIComponent("'67 mustang")}`);
    expect(year.body.vehicles[0]).toMatchObject({ year: 1967, name: "1967 Ford Mustang", path: "/vehicles/1967/FORD/Mustang" });
    expect(year.body.parts.map((part) => part.item)).toContain("F67-HOOD");
    const types = await get<SuggestReply>(`/suggest?q=${encodeURIComponent("mustang gri")}`);
    expect(types.body.part_types).toEqual([{ id: "grille", label: "Grille", path: "/search?item=mustang&type=grille" }]);
    const narrowed = await get<{ total: number; data: { item: string }[] }>("/searchResualt?item=mustang&type=grille");
    expect(narrowed.body.data.map((part) => part.item)).toContain("F65-GRILLE");
  });

  it("refuses a text shorter than 2 characters, longer than 100, or missing, with a clear 400", async () => {
    for (const url of ["/suggest", "/suggest?q=", "/suggest?q=a", "/suggest?q=%20a%20", `/suggest?q=${"a".repeat(101)}`]) {
      const { status, body } = await get<ApiError>(url);
      expect(status, url).toBe(400);
      expect(body.error.message, url).toMatch(/at least 2 characters|at most 100 characters/);
    }
  });

  it("prices each part as the caller's card does, for a visitor and for a dealer", async () => {
    const dealer = await createDealer(t.database.db, { pricecode: 3 });
    const signIn = await t.app.inject({ method: "POST", url: "/api/loginDealer", payload: { account: dealer.account, password: dealer.password } });
    const sid = signIn.cookies.find((cookie) => cookie.name === "sid")?.value;
    expect(sid).toBeDefined();
    const callers: { viewer: PriceViewer; cookies?: Record<string, string> }[] = [
      { viewer: RETAIL_VIEWER },
      { viewer: { kind: "dealer", priceCode: 3 }, cookies: { sid: sid! } },
    ];
    const prices: number[][] = [];
    for (const caller of callers) {
      const suggested = await get<SuggestReply>("/suggest?q=hood", caller.cookies);
      expect(suggested.body.parts.length).toBe(6);
      const cards = await get<ProductPage>("/searchResualt?item=hood", caller.cookies);
      expect(suggested.body.parts.map((part) => part.item)).toEqual(cards.body.data.slice(0, 6).map((part) => part.item));
      const cardPrices = cards.body.data.slice(0, 6).map((card) => fromCents(unitPrice(card, caller.viewer).unitCents));
      expect(suggested.body.parts.map((part) => part.price)).toEqual(cardPrices);
      prices.push(cardPrices);
    }
    expect(prices[1]).not.toEqual(prices[0]);
  });
});
