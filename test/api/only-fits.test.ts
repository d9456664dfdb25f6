import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage, SaleItemPage, Specials } from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import { fitOfKeys } from "../../src/domain/fitment";
import { fitment } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createHolidayItem, createPart, createSpecial, uniqueMake } from "../factories";

// 'Only parts that fit' (decision 032): ?fits=year_MAKE_Model narrows the lists, the search, Hot Deals
// and the specials to the parts with a fitment row of that vehicle and the universal parts.

let t: TestApp;
const mustang = { year: 1967, make: "FORD", model: "Mustang" };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}` });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Every page of a list, its parts in order. */
async function everyPage(url: string): Promise<{ total: number; items: ProductPage["data"] }> {
  const first = await get<ProductPage>(url);
  expect(first.status).toBe(200);
  const items = [...first.body.data];
  for (let page = 2; page <= first.body.last_page; page++) items.push(...(await get<ProductPage>(`${url}&page=${page}`)).body.data);
  return { total: first.body.total, items };
}

/** A make of its own with a part that fits a vehicle, one that fits another and a universal one. */
async function threeParts(options: { promotional?: boolean } = {}) {
  const make = uniqueMake("FIT");
  const { db } = t.database;
  const fits = await createPart(db, { make, descrip: "Fitting hood panel", promotional: options.promotional ?? false });
  const other = await createPart(db, { make, descrip: "Fitting hood hinge", promotional: options.promotional ?? false });
  const universal = await createPart(db, { make, descrip: "Fitting hood polish", promotional: options.promotional ?? false });
  await db.insert(fitment).values([
    { item: fits.item, year: 1967, make: "FORD", model: "Mustang" },
    { item: fits.item, year: 1968, make: "FORD", model: "Mustang" },
    { item: other.item, year: 1969, make: "CHEVROLET", model: "Camaro" },
  ]);
  return { make, fits: fits.item, other: other.item, universal: universal.item };
}

describe("GET /api/searchResualt?fits=", () => {
  it("keeps the parts that fit the vehicle and the universal parts, and counts only those", async () => {
    const { make, fits, other, universal } = await threeParts();
    const all = await everyPage(`/searchResualt?make=${make}`);
    expect(all.items.map((part) => part.item).sort()).toEqual([fits, other, universal].sort());
    const narrowed = await everyPage(`/searchResualt?make=${make}&fits=1967_FORD_Mustang`);
    expect(narrowed.total).toBe(2);
    expect(narrowed.items.map((part) => part.item).sort()).toEqual([fits, universal].sort());
  });

  it("carries each part's vehicles, so a card says whether it fits by the one rule", async () => {
    const { make, fits, other, universal } = await threeParts();
    const { items } = await everyPage(`/searchResualt?make=${make}`);
    const byCode = new Map(items.map((part) => [part.item, part]));
    expect(byCode.get(fits)?.fits).toEqual(["1967-1968|FORD|Mustang"]);
    expect(byCode.get(universal)?.fits).toEqual([]);
    expect(fitOfKeys(byCode.get(fits)!.fits!, mustang)).toBe("fits");
    expect(fitOfKeys(byCode.get(other)!.fits!, mustang)).toBe("does-not-fit");
    expect(fitOfKeys(byCode.get(universal)!.fits!, mustang)).toBe("universal");
  });

  it("narrows the demo shop's FORD list: F67-HOOD is in, C69-BUMPER never, and the total shrinks", async () => {
    const all = await get<ProductPage>("/searchResualt?make=FORD");
    const narrowed = await everyPage("/searchResualt?make=FORD&fits=1967_FORD_Mustang");
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.body.total);
    expect(narrowed.items.length).toBe(narrowed.total);
    expect(narrowed.items.map((part) => part.item)).toContain("F67-HOOD");
    for (const part of narrowed.items) expect(fitOfKeys(part.fits ?? [], mustang)).not.toBe("does-not-fit");
    const camaro = await everyPage("/searchResualt?fits=1969_CHEVROLET_Camaro&item=bumper");
    expect(camaro.items.map((part) => part.item)).toContain("C69-BUMPER");
    expect((await everyPage("/searchResualt?fits=1967_FORD_Mustang&item=bumper")).items.map((part) => part.item)).not.toContain("C69-BUMPER");
  });

  it("reads the model in any case, and a vehicle no part fits keeps only universal parts", async () => {
    const { make, fits, universal } = await threeParts();
    expect((await everyPage(`/searchResualt?make=${make}&fits=1967_ford_MUSTANG`)).items.map((part) => part.item).sort()).toEqual([fits, universal].sort());
    expect((await everyPage(`/searchResualt?make=${make}&fits=1967_FORD_Nomodel`)).items.map((part) => part.item)).toEqual([universal]);
  });

  it("narrows a text search with a year", async () => {
    const { make, fits, universal } = await threeParts();
    const found = await everyPage(`/searchResualt?make=${make}&item=fitting%20hood&fits=1968_FORD_Mustang`);
    expect(found.items.map((part) => part.item).sort()).toEqual([fits, universal].sort());
  });

  it("follows fitment added to a part already listed (the change log), so it is no longer universal", async () => {
    const make = uniqueMake("FIT");
    const part = await createPart(t.database.db, { make });
    expect((await everyPage(`/searchResualt?make=${make}&fits=1967_FORD_Mustang`)).items.map((p) => p.item)).toEqual([part.item]);
    await t.database.db.insert(fitment).values({ item: part.item, year: 1970, make: "DODGE", model: "Challenger" });
    expect((await everyPage(`/searchResualt?make=${make}&fits=1967_FORD_Mustang`)).total).toBe(0);
    expect((await everyPage(`/searchResualt?make=${make}&fits=1970_DODGE_Challenger`)).items.map((p) => p.item)).toEqual([part.item]);
  });

  it.each([
    ["not a vehicle", "mustang"],
    ["a year the shop does not list", "1800_FORD_Mustang"],
    ["no model", "1967_FORD_"],
    ["a make with characters no make has", "1967_F<O>RD_Mustang"],
    ["a model too long", `1967_FORD_${"M".repeat(61)}`],
  ])("answers 400 for %s", async (_, fits) => {
    const answer = await get<ApiError>(`/searchResualt?make=FORD&fits=${encodeURIComponent(fits)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/fits must be a vehicle/);
  });
});

describe("Hot Deals, holiday sale and specials with fits", () => {
  it("narrows Hot Deals (GET /api/searchFeatured)", async () => {
    const { make, fits, universal } = await threeParts({ promotional: true });
    const deals = await everyPage(`/searchFeatured?make=${make}&fits=1967_FORD_Mustang`);
    expect(deals.items.map((part) => part.item).sort()).toEqual([fits, universal].sort());
    expect((await get<ApiError>("/searchFeatured?fits=nope")).status).toBe(400);
  });

  it("narrows the specials (GET /api/specials)", async () => {
    const { fits, other, universal } = await threeParts();
    for (const item of [fits, other, universal]) await createSpecial(t.database.db, { item, salePrice: 10, orgPrice: 20 });
    const all = (await get<Specials>("/specials")).body.item.map((part) => part.item);
    expect(all).toEqual(expect.arrayContaining([fits, other, universal]));
    const narrowed = await get<Specials>("/specials?fits=1967_FORD_Mustang");
    expect(narrowed.status).toBe(200);
    const codes = narrowed.body.item.map((part) => part.item);
    expect(codes).toEqual(expect.arrayContaining([fits, universal]));
    expect(codes).not.toContain(other);
    expect((await get<ApiError>("/specials?fits=1967")).status).toBe(400);
  });

  it("narrows the holiday sale search (POST /api/searchHolidaySale)", async () => {
    const { make, fits, other, universal } = await threeParts();
    for (const item of [fits, other, universal]) await createHolidayItem(t.database.db, { item });
    const reply = await t.app.inject({ method: "POST", url: "/api/searchHolidaySale", payload: { make, fits: "1967_FORD_Mustang" } });
    expect(reply.statusCode).toBe(200);
    const page = reply.json<SaleItemPage>();
    expect(page.total).toBe(2);
    expect(page.data.map((part) => part.item).sort()).toEqual([fits, universal].sort());
    const bad = await t.app.inject({ method: "POST", url: "/api/searchHolidaySale", payload: { make, fits: "1967-FORD" } });
    expect(bad.statusCode).toBe(400);
  });
});
