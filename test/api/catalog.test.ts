import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ClassicBodyDetail,
  ClassicModel,
  ItemDetail,
  Make,
  Product,
  ProductPage,
  RandomNewProducts,
  SaleItem,
  SaleItemPage,
} from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import { classicModelImages, itemMakes, parts, views } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createClassicModel, createHolidayItem, createMake, createPart, createParts, createSpecial, uniqueCode, uniqueMake } from "../factories";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "0" } });
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}` });
  return { status: response.statusCode, body: response.json<T>() };
}

async function post<T>(url: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object });
  return { status: response.statusCode, body: response.json<T>() };
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

const TIER_KEYS = ["price2", "price3", "price4", "price5", "price6"];

/** Dealer tier prices are confidential: no public answer may carry them. */
function expectNoDealerTiers(products: object[]) {
  for (const product of products) for (const key of TIER_KEYS) expect(product).not.toHaveProperty(key);
}

const codes = (products: { item: string }[]) => products.map((p) => p.item);

describe("makes", () => {
  it("GET /makes lists the make grid with id, make and path", async () => {
    const make = await createMake(t.database.db, { path: "/media/makes/test.svg" });
    const { status, body } = await get<Make[]>("/makes");
    expect(status).toBe(200);
    expect(body).toContainEqual({ id: make.id, make: make.make, path: "/media/makes/test.svg" });
  });

  it("GET /vehicle-makes answers {items:[{id, make}]} in alphabetical order", async () => {
    const make = await createMake(t.database.db);
    const { status, body } = await get<{ items: { id: number; make: string }[] }>("/vehicle-makes");
    expect(status).toBe(200);
    expect(body.items).toContainEqual({ id: make.id, make: make.make });
    const names = body.items.map((m) => m.make);
    expect(names).toEqual([...names].sort());
    expect(body.items.every((m) => Object.keys(m).sort().join() === "id,make")).toBe(true);
  });
});

describe("item detail", () => {
  it("GET /item/:id maps every column to the contract, without dealer tiers, with the makes it fits", async () => {
    const [ford, mercury] = [uniqueMake("FORD"), uniqueMake("MERC")];
    await createPart(t.database.db, { make: ford, fits: [ford, uniqueMake()] });
    const part = await createPart(t.database.db, {
      descrip: "Steel hood 1967-1968",
      make: ford,
      fits: [ford, mercury],
      model: "Mustang",
      yearFrom: 1967,
      yearEnd: 1968,
      onhand: 0,
      onshpeta: "2030-05-17",
      onsale: true,
      orderpt: 2,
      qty: 1,
      price: 1234.5,
      pricel: 1299.99,
      promotional: true,
      oversize: true,
    });
    await createSpecial(t.database.db, { item: part.item, salePrice: 1111.11, orgPrice: 1299.99 });
    const { status, body } = await get<ItemDetail>(`/item/${part.item}`);
    expect(status).toBe(200);
    expect(body.singleItem).toEqual({
      item: part.item,
      descrip: "Steel hood 1967-1968",
      descrip_fr: null,
      make: ford,
      model: "Mustang",
      year_from: 1967,
      year_end: 1968,
      onhand: 0,
      onshpeta: "2030-05-17",
      onsale: true,
      orderpt: 2,
      promotional: true,
      special_price: 1111.11,
      qty: 1,
      // The vehicles it fits (decision 032): none written for this part, so a universal one.
      fits: [],
      price: 1234.5,
      pricel: 1299.99,
      img_path: part.imgPath,
      big: part.big,
      oversize: true,
    });
    expect(body.item_makes.map((m) => m.make)).toEqual([ford, mercury]);
    expect(body.item_makes.every((m) => Number.isInteger(m.row_id))).toBe(true);
  });

  it("answers onshpeta null when no arrival date is known", async () => {
    const part = await createPart(t.database.db);
    const { body } = await get<ItemDetail>(`/item/${part.item}`);
    expect(body.singleItem.onshpeta).toBeNull();
  });

  it("finds a code typed in another case, and GET /items/:code gives the same answer", async () => {
    const part = await createPart(t.database.db, { item: uniqueCode("CASE") });
    const lower = await get<ItemDetail>(`/item/${part.item.toLowerCase()}`);
    expect(lower.status).toBe(200);
    expect(lower.body.singleItem.item).toBe(part.item);
    const byCode = await get<ItemDetail>(`/items/${part.item}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual((await get<ItemDetail>(`/item/${part.item}`)).body);
  });

  it("prefers the exact code over a code that differs only in case", async () => {
    const code = uniqueCode("EX");
    await createPart(t.database.db, { item: code, descrip: "upper" });
    await createPart(t.database.db, { item: code.toLowerCase(), descrip: "lower" });
    expect((await get<ItemDetail>(`/item/${code.toLowerCase()}`)).body.singleItem.descrip).toBe("lower");
    expect((await get<ItemDetail>(`/item/${code}`)).body.singleItem.descrip).toBe("upper");
  });

  it("404s an unknown code, and does not take _ or % in a code as a wildcard", async () => {
    const part = await createPart(t.database.db, { item: uniqueCode("WILD") });
    for (const url of [`/item/${uniqueCode("NOPE")}`, `/items/${uniqueCode("NOPE")}`, `/item/${part.item.slice(0, -1)}_`]) {
      const { status, body } = await get<ApiError>(url);
      expect(status).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.message).toMatch(/was not found/);
    }
    const percent = await get<ApiError>(`/item/${encodeURIComponent(`${part.item.slice(0, 4)}%`)}`);
    expect(percent.status).toBe(400);
  });

  it("400s a code with characters item codes never have", async () => {
    const { status, body } = await get<ApiError>(`/item/${encodeURIComponent("AB<script>")}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("INVALID");
    expect(body.error.fields?.id).toBe("Item code has characters an item code never has");
  });
});

describe("GET /searchResualt", () => {
  it("filters by make through item_makes: a part fitting two makes is listed under each", async () => {
    const [a, b, c] = [uniqueMake(), uniqueMake(), uniqueMake()];
    const both = await createPart(t.database.db, { make: a, fits: [a, b] });
    const onlyB = await createPart(t.database.db, { make: b });
    const onlyC = await createPart(t.database.db, { make: c });
    const underA = await get<ProductPage>(`/searchResualt?${query({ make: a })}`);
    const underB = await get<ProductPage>(`/searchResualt?${query({ make: b })}`);
    expect(codes(underA.body.data)).toEqual([both.item]);
    expect(codes(underB.body.data)).toEqual([both.item, onlyB.item].sort());
    expect(underB.body.total).toBe(2);
    expect(codes(underB.body.data)).not.toContain(onlyC.item);
    expectNoDealerTiers(underB.body.data);
  });

  it("matches a make in any case", async () => {
    const make = uniqueMake();
    const part = await createPart(t.database.db, { make });
    const { body } = await get<ProductPage>(`/searchResualt?${query({ make: make.toLowerCase() })}`);
    expect(codes(body.data)).toEqual([part.item]);
  });

  it("filters by model year: year_from <= year <= year_end, boundaries included", async () => {
    const make = uniqueMake();
    const part = await createPart(t.database.db, { make, yearFrom: 1965, yearEnd: 1970 });
    const found = async (year: number) => codes((await get<ProductPage>(`/searchResualt?${query({ make, year })}`)).body.data);
    expect(await found(1965)).toEqual([part.item]);
    expect(await found(1967)).toEqual([part.item]);
    expect(await found(1970)).toEqual([part.item]);
    expect(await found(1964)).toEqual([]);
    expect(await found(1971)).toEqual([]);
  });

  it("finds item text in the code or the description, case-insensitively, with or without a make", async () => {
    const token = uniqueCode("TXT").replace("-", "");
    const make = uniqueMake();
    const inCode = await createPart(t.database.db, { item: `${token}-HOOD`, make });
    const inDescription = await createPart(t.database.db, { descrip: `Door panel ${token.toLowerCase()} left`, make: uniqueMake() });
    await createPart(t.database.db, { descrip: "Unrelated grille" });
    const everywhere = await get<ProductPage>(`/searchResualt?${query({ item: token.toLowerCase() })}`);
    // A part whose number starts with the text comes before one that only mentions it.
    expect(codes(everywhere.body.data)).toEqual([inCode.item, inDescription.item]);
    expect(everywhere.body.total).toBe(2);
    const mixedCase = await get<ProductPage>(`/searchResualt?${query({ item: `${token.slice(0, 3).toLowerCase()}${token.slice(3)}` })}`);
    expect(mixedCase.body.total).toBe(2);
    const withMake = await get<ProductPage>(`/searchResualt?${query({ item: token, make })}`);
    expect(codes(withMake.body.data)).toEqual([inCode.item]);
  });

  it("reads %, _ and \\ as the spaces between words, never as wildcards, and finds the words in any order", async () => {
    // Words, not digits, beside the token: the parts' codes hold the run's random hex, where "50" can appear.
    const token = uniqueCode("LIT").replace("-", "");
    const percent = await createPart(t.database.db, { descrip: `${token} sixty% off kit` });
    const plain = await createPart(t.database.db, { descrip: `Kit ${token} sixty off` });
    await createPart(t.database.db, { descrip: `${token} seventy off kit` });
    const underscore = await createPart(t.database.db, { item: `${token}_A` });
    const backslash = await createPart(t.database.db, { descrip: `${token} back\\slash` });
    const search = async (item: string) => codes((await get<ProductPage>(`/searchResualt?${query({ item })}`)).body.data);
    expect(await search(`${token} sixty%`)).toEqual([percent.item, plain.item].sort());
    expect(await search(`kit sixty ${token}`)).toEqual([percent.item, plain.item].sort());
    expect((await search(`${token}_A`))[0]).toBe(underscore.item);
    expect(await search(`back\\slash ${token}`)).toEqual([backslash.item]);
    expect(await search("%_\\")).toEqual([]);
  });

  it("pages 20 at a time in item-code order, with total and last_page, and an empty page past the end", async () => {
    const make = uniqueMake();
    const created = await createParts(t.database.db, 25, { make });
    const expected = codes(created).sort();
    const page1 = await get<ProductPage>(`/searchResualt?${query({ make })}`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ current_page: 1, total: 25, per_page: 20, last_page: 2 });
    expect(codes(page1.body.data)).toEqual(expected.slice(0, 20));
    const page2 = await get<ProductPage>(`/searchResualt?${query({ make, page: 2 })}`);
    expect(page2.body).toMatchObject({ current_page: 2, total: 25, per_page: 20, last_page: 2 });
    expect(codes(page2.body.data)).toEqual(expected.slice(20));
    const beyond = await get<ProductPage>(`/searchResualt?${query({ make, page: 7 })}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ current_page: 7, total: 25, per_page: 20, last_page: 2, data: [] });
  });

  it("filters a make's list by a part's current years and description, and by the makes added to it later", async () => {
    const make = uniqueMake("STEP");
    const other = uniqueMake("STEP");
    await createMake(t.database.db, { make: other });
    const part = await createPart(t.database.db, { make, yearFrom: 1960, yearEnd: 1965, descrip: "Left fender panel" });
    const found = async (params: Record<string, string | number>) => codes((await get<ProductPage>(`/searchResualt?${query(params)}`)).body.data);
    expect(await found({ make, year: 1963 })).toEqual([part.item]);
    expect(await found({ make, item: "FENDER" })).toEqual([part.item]);

    await t.database.db.update(parts).set({ yearFrom: 1970, yearEnd: 1975, descrip: "Right door shell" }).where(eq(parts.item, part.item));
    await t.database.db.insert(itemMakes).values({ item: part.item, make: other });
    t.caches.invalidate("catalog");
    expect(await found({ make, year: 1963 })).toEqual([]);
    expect(await found({ make, year: 1972 })).toEqual([part.item]);
    expect(await found({ make, item: "fender" })).toEqual([]);
    expect(await found({ make, item: "door" })).toEqual([part.item]);
    expect(await found({ make: other, year: 1975, item: "DOOR SHELL" })).toEqual([part.item]);
    // No match spans the end of the code and the start of the description.
    expect(await found({ make, item: `${part.item.slice(-2)}right` })).toEqual([]);
    expect((await get<ProductPage>(`/searchResualt?${query({ make, year: 1972 })}`)).body.total).toBe(1);
  });

  it("counts every part however it was written, at once: parts added, changed and deleted straight in the database", async () => {
    const make = uniqueMake("TOTAL");
    const first = await createParts(t.database.db, 25, { make, yearFrom: 1960, yearEnd: 1965 });
    const page = async (n: number, filters: Record<string, string | number> = {}) =>
      (await get<ProductPage>(`/searchResualt?${query({ make, page: n, ...filters })}`)).body;
    expect((await page(1)).total).toBe(25);
    expect((await page(1, { year: 1962 })).total).toBe(25);
    // Written straight to the database, not through the shop, and no cache invalidated.
    await createParts(t.database.db, 20, { make, yearFrom: 1960, yearEnd: 1965 });
    expect(await page(2)).toMatchObject({ total: 45, last_page: 3 });
    await t.database.db.execute(sql`update parts set year_from = 1970, year_end = 1971, descrip = 'Moved away' where item = ${first[0]!.item}`);
    await t.database.db.execute(sql`delete from parts where item = ${first[1]!.item}`);
    expect((await page(1, { year: 1962 })).total).toBe(43);
    expect(codes((await page(1, { year: 1970 })).data)).toEqual([first[0]!.item]);
    expect(codes((await page(1, { item: "moved away" })).data)).toEqual([first[0]!.item]);
    const all = codes([...(await page(1)).data, ...(await page(2)).data, ...(await page(3)).data]);
    expect(all).toHaveLength(44);
    expect(all).not.toContain(first[1]!.item);
    expect(all).toEqual([...all].sort());
  });

  it("gives the pages of the second half, read from the end of the list, in order and without gaps", async () => {
    const make = uniqueMake("HALVES");
    const all = await createParts(t.database.db, 87, { make, yearFrom: 1950, yearEnd: 1990 });
    const pages = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await get<ProductPage>(`/searchResualt?${query({ make, year: 1970, page: n })}`)).body));
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, 20, 20, 7]);
    expect(pages.flatMap((p) => codes(p.data))).toEqual(codes(all));
  });

  it("answers a GET that carries the browser's JSON content type and no body", async () => {
    const make = uniqueMake();
    const part = await createPart(t.database.db, { make });
    const response = await t.app.inject({ method: "GET", url: `/api/searchResualt?make=${make}`, headers: { "content-type": "application/json" } });
    expect(response.statusCode).toBe(200);
    expect(codes(response.json<ProductPage>().data)).toEqual([part.item]);
  });

  it("reads blank and All filters as no filter", async () => {
    const make = uniqueMake();
    const part = await createPart(t.database.db, { make });
    const { status, body } = await get<ProductPage>(`/searchResualt?make=${make}&year=All&item=&page=`);
    expect(status).toBe(200);
    expect(codes(body.data)).toEqual([part.item]);
    expect(body.current_page).toBe(1);
  });

  it("answers an empty page, not an error, when nothing matches", async () => {
    const { status, body } = await get<ProductPage>(`/searchResualt?${query({ make: uniqueMake() })}`);
    expect(status).toBe(200);
    expect(body).toEqual({ current_page: 1, total: 0, per_page: 20, last_page: 1, data: [] });
  });

  it.each([
    ["year=abc", "year", "Year must be a number"],
    ["year=1900", "year", "Year must be 1949 or later"],
    ["year=1967.5", "year", "Year must be a whole number"],
    ["page=0", "page", "Page must be 1 or more"],
    ["page=two", "page", "Page must be a number"],
    ["page=1.5", "page", "Page must be a whole number"],
    ["item=<101 characters>", "item", "Search text must be at most 100 characters"],
    ["make=FO%3CRD", "make", "Make must be letters, digits, spaces or - & . '"],
  ])("400s %s with the field's message", async (search, field, message) => {
    const { status, body } = await get<ApiError>(`/searchResualt?${search.replace("<101 characters>", "x".repeat(101))}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("INVALID");
    expect(body.error.fields?.[field]).toBe(message);
    expect(body.error.message).toContain(message);
  });
});

describe("GET /searchFeatured (Hot Deals)", () => {
  it("lists promotional parts only, with the make, year and item filters and paging", async () => {
    const make = uniqueMake();
    const deals = await createParts(t.database.db, 21, { make, promotional: true, yearFrom: 1960, yearEnd: 1969 });
    const plain = await createPart(t.database.db, { make, yearFrom: 1960, yearEnd: 1969 });
    const later = await createPart(t.database.db, { make, promotional: true, yearFrom: 1980, yearEnd: 1985 });
    const page1 = await get<ProductPage>(`/searchFeatured?${query({ make, year: 1965 })}`);
    expect(page1.body).toMatchObject({ current_page: 1, total: 21, last_page: 2 });
    expect(codes(page1.body.data)).not.toContain(plain.item);
    expect(codes(page1.body.data)).not.toContain(later.item);
    const page2 = await get<ProductPage>(`/searchFeatured?${query({ make, year: 1965, page: 2 })}`);
    expect(codes(page2.body.data)).toEqual([deals[20]!.item]);
    const byText = await get<ProductPage>(`/searchFeatured?${query({ make, item: later.item })}`);
    expect(codes(byText.body.data)).toEqual([later.item]);
    expectNoDealerTiers(page1.body.data);
  });

  it("400s a bad page", async () => {
    const { status, body } = await get<ApiError>("/searchFeatured?page=-1");
    expect(status).toBe(400);
    expect(body.error.fields?.page).toBe("Page must be 1 or more");
  });
});

describe("home page carousels", () => {
  it("GET /getRandomNewProducts answers up to 12 of the newest parts of a make that has parts", async () => {
    const make = uniqueMake();
    await createParts(t.database.db, 14, { make });
    const { status, body } = await get<RandomNewProducts>("/getRandomNewProducts");
    expect(status).toBe(200);
    expect(body.random_make).not.toBe("");
    expect(body.random_items.length).toBeGreaterThan(0);
    expect(body.random_items.length).toBeLessThanOrEqual(12);
    const fits = await t.database.db.select({ item: itemMakes.item }).from(itemMakes).where(eq(itemMakes.make, body.random_make));
    const fitting = new Set(fits.map((f) => f.item));
    expect(body.random_items.every((p) => fitting.has(p.item))).toBe(true);
    const created = await t.database.db
      .select({ item: parts.item, createdAt: parts.createdAt })
      .from(parts)
      .where(inArray(parts.item, codes(body.random_items)));
    const when = new Map(created.map((c) => [c.item, c.createdAt.getTime()]));
    const times = body.random_items.map((p) => when.get(p.item)!);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expectNoDealerTiers(body.random_items);
  });

  it("GET /popular lists popular parts only, most viewed first, at most 12", async () => {
    const lessViewed = await createPart(t.database.db, { popular: true, viewCount: 5 });
    const mostViewed = await createPart(t.database.db, { popular: true, viewCount: 900_000 });
    const notPopular = await createPart(t.database.db, { viewCount: 1_000_000 });
    const { status, body } = await get<Product[]>("/popular");
    expect(status).toBe(200);
    expect(codes(body)).toContain(lessViewed.item);
    expect(codes(body).indexOf(mostViewed.item)).toBeLessThan(codes(body).indexOf(lessViewed.item));
    expect(codes(body)).not.toContain(notPopular.item);
    expect(body.length).toBeLessThanOrEqual(12);
    expectNoDealerTiers(body);
  });

  it("GET /featureProducts lists featured parts only, at most 12", async () => {
    const featured = await createParts(t.database.db, 13, { featured: true, prefix: uniqueCode("AAFEAT") });
    const plain = await createPart(t.database.db);
    const { status, body } = await get<Product[]>("/featureProducts");
    expect(status).toBe(200);
    expect(codes(body)).toEqual(codes(featured).sort().slice(0, 12));
    expect(codes(body)).not.toContain(plain.item);
    expectNoDealerTiers(body);
  });

  it("GET /hot-sale and GET /promotional list their flagged parts only", async () => {
    const hot = await createPart(t.database.db, { item: uniqueCode("AAHOT"), hotSale: true });
    const promo = await createPart(t.database.db, { item: uniqueCode("AAPROMO"), promotional: true });
    const hotSale = await get<Product[]>("/hot-sale");
    const promotional = await get<Product[]>("/promotional");
    expect(codes(hotSale.body)).toContain(hot.item);
    expect(codes(hotSale.body)).not.toContain(promo.item);
    expect(codes(promotional.body)).toContain(promo.item);
    expect(codes(promotional.body)).not.toContain(hot.item);
    expect(promotional.body.length).toBeLessThanOrEqual(24);
    expectNoDealerTiers([...hotSale.body, ...promotional.body]);
  });
});

describe("sale prices", () => {
  it("GET /specials answers {item:[...]} with sale_price and org_price as numbers", async () => {
    const special = await createSpecial(t.database.db, { salePrice: 79.99, orgPrice: 110 });
    const { status, body } = await get<{ item: SaleItem[] }>("/specials");
    expect(status).toBe(200);
    const row = body.item.find((s) => s.item === special.item);
    expect(row).toMatchObject({ item: special.item, sale_price: 79.99, org_price: 110, price: 100 });
    expectNoDealerTiers(body.item);
  });

  it("GET /specials also lists parts on sale by their flag, at their one price, and never an in-stock promo or a special at list", async () => {
    const flagged = await createPart(t.database.db, { onsale: true, pricel: 330, onhand: 6, orderpt: 2 });
    const stocked = await createPart(t.database.db, { onsale: false, pricel: 90, onhand: 12, orderpt: 3 });
    const atList = await createSpecial(t.database.db, { salePrice: 110, orgPrice: 110 });
    const { body } = await get<{ item: SaleItem[] }>("/specials");
    expect(body.item.find((s) => s.item === flagged.item)).toMatchObject({ onsale: true, special_price: null, sale_price: 297, org_price: 330 });
    expect(body.item.find((s) => s.item === stocked.item)).toBeUndefined();
    expect(body.item.find((s) => s.item === atList.item)).toBeUndefined();
    const codes = body.item.map((s) => s.item);
    expect(codes).toEqual([...codes].sort());
  });

  it("GET /holidayItem lists holiday sale items with their prices", async () => {
    const holiday = await createHolidayItem(t.database.db, { salePrice: 49.95, orgPrice: 64.5 });
    const { status, body } = await get<SaleItem[]>("/holidayItem");
    expect(status).toBe(200);
    expect(body.find((s) => s.item === holiday.item)).toMatchObject({ sale_price: 49.95, org_price: 64.5 });
    expectNoDealerTiers(body);
  });

  it("POST /searchHolidaySale pages holiday items by make, year and item", async () => {
    const make = uniqueMake();
    // Letters only: a code with the run id's figures in it (HOL-61307C2V) holds "07", and would match the search for -07.
    const prefix = uniqueMake("HOL");
    for (let n = 1; n <= 21; n++)
      await createHolidayItem(t.database.db, { part: { make, item: `${prefix}-${String(n).padStart(2, "0")}`, yearFrom: 1950, yearEnd: 1955 } });
    await createPart(t.database.db, { make });
    const page1 = await post<SaleItemPage>("/searchHolidaySale", { make, year: 1952 });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ current_page: 1, total: 21, per_page: 20, last_page: 2 });
    expect(page1.body.data[0]).toMatchObject({ item: `${prefix}-01`, sale_price: 59.5, org_price: 110 });
    const page2 = await post<SaleItemPage>("/searchHolidaySale", { make, year: "1952", page: "2" });
    expect(codes(page2.body.data)).toEqual([`${prefix}-21`]);
    const byText = await post<SaleItemPage>("/searchHolidaySale", { item: `${prefix}-07` });
    expect(codes(byText.body.data)).toEqual([`${prefix}-07`]);
    const wrongYear = await post<SaleItemPage>("/searchHolidaySale", { make, year: 1960 });
    expect(wrongYear.body.total).toBe(0);
    expectNoDealerTiers(page1.body.data);
  });

  it("POST /searchHolidaySale reads words as the search does: any order, a typo, a synonym, a part number without its dash, best match first", async () => {
    const make = uniqueMake();
    const prefix = uniqueCode("HW");
    const word = `zorbel${make.toLowerCase()}`;
    const hood = await createHolidayItem(t.database.db, { part: { make, item: `${prefix}-1`, descrip: `Hood panel ${word}` } });
    const hinge = await createHolidayItem(t.database.db, { part: { make, item: `${prefix}-2`, descrip: `Hood hinge ${word} left` } });
    // Not on the holiday sale: never listed, whatever it matches.
    await createPart(t.database.db, { make, item: `${prefix}-3`, descrip: `Hood panel ${word}` });
    const search = async (item: string, extra: Record<string, unknown> = {}) => (await post<SaleItemPage>("/searchHolidaySale", { item, ...extra })).body;
    expect(codes((await search(`${word} hood`)).data)).toEqual([hood.item, hinge.item]);
    expect(codes((await search(`panel ${word}`)).data)).toEqual([hood.item]);
    expect(codes((await search(`bonnet ${word}`)).data)).toEqual([hood.item, hinge.item]);
    expect(codes((await search(`${word.slice(0, -1)}x hinge`)).data)).toEqual([hinge.item]);
    expect(codes((await search(`${prefix.replace("-", "")}2`)).data)).toEqual([hinge.item]);
    expect((await search(`${word} hood`, { make })).total).toBe(2);
    expect((await search(`${word} hood`, { make: "FORD" })).total).toBe(0);
    expect((await search(`${word} fender`)).total).toBe(0);
  });

  it("POST /searchHolidaySale takes an empty body and 400s a bad one", async () => {
    expect((await post<SaleItemPage>("/searchHolidaySale", {})).status).toBe(200);
    const bad = await post<ApiError>("/searchHolidaySale", { year: 1800, page: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ year: "Year must be 1949 or later", page: "Page must be a number" });
  });
});

describe("POST /viewed", () => {
  it("records a views row and counts the view on the part", async () => {
    const part = await createPart(t.database.db, { viewCount: 3 });
    for (let n = 0; n < 2; n++) {
      const { status, body } = await post<{ status: string }>("/viewed", { item: part.item });
      expect(status).toBe(200);
      expect(body).toEqual({ status: "ok" });
    }
    const [after] = await t.database.db.select({ viewCount: parts.viewCount }).from(parts).where(eq(parts.item, part.item));
    expect(after!.viewCount).toBe(5);
    const [logged] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(views).where(eq(views.item, part.item));
    expect(logged!.n).toBe(2);
  });

  it("moves a popular part up the Most Popular list", async () => {
    const a = await createPart(t.database.db, { popular: true, viewCount: 2_000_000 });
    const b = await createPart(t.database.db, { popular: true, viewCount: 2_000_000 });
    const [first, second] = [a, b].sort((x, y) => x.item.localeCompare(y.item));
    await post("/viewed", { item: second!.item });
    const { body } = await get<Product[]>("/popular");
    expect(codes(body).indexOf(second!.item)).toBeLessThan(codes(body).indexOf(first!.item));
  });

  it("404s an unknown item and records nothing", async () => {
    const code = uniqueCode("GONE");
    const { status, body } = await post<ApiError>("/viewed", { item: code });
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
    const [logged] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(views).where(eq(views.item, code));
    expect(logged!.n).toBe(0);
  });

  it("400s a missing or malformed item", async () => {
    const missing = await post<ApiError>("/viewed", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty("item");
    const malformed = await post<ApiError>("/viewed", { item: "DROP TABLE parts;" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields?.item).toBe("Item code has characters an item code never has");
  });
});

describe("classic body", () => {
  it("GET /getClassicModels lists models with their first image and USD price, of one make in any case", async () => {
    const make = uniqueMake("GM");
    const model = await createClassicModel(t.database.db, {
      make,
      model: "Camaro",
      yearModel: "1969",
      priceUsd: 21_500.5,
      images: ["/media/a-1.svg", "/media/a-2.svg"],
    });
    const other = await createClassicModel(t.database.db, { make: uniqueMake("DODGE") });
    const { status, body } = await get<{ models: ClassicModel[] }>(`/getClassicModels?make=${make.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body.models).toEqual([
      { item: model.item, model: "Camaro", make, year_model: "1969", img_path: "/media/a-1.svg", price: 21_500.5, currency: "USD" },
    ]);
    const all = await get<{ models: ClassicModel[] }>("/getClassicModels");
    expect(codes(all.body.models)).toEqual(expect.arrayContaining([model.item, other.item]));
  });

  it("gives a model without images an empty img_path", async () => {
    const model = await createClassicModel(t.database.db, { make: uniqueMake(), images: [] });
    const { body } = await get<{ models: ClassicModel[] }>(`/getClassicModels?make=${model.make}`);
    expect(body.models[0]!.img_path).toBe("");
  });

  it("GET /classicBody/:id answers the model, every image in seq order, includes and shipping", async () => {
    const model = await createClassicModel(t.database.db, {
      description: "Licensed steel body",
      includes: "Shell\nDoors",
      shipping: "LTL freight",
      images: [],
    });
    await t.database.db.insert(classicModelImages).values([
      { item: model.item, imgPath: "/media/third.svg", seq: 3 },
      { item: model.item, imgPath: "/media/first.svg", seq: 1 },
      { item: model.item, imgPath: "/media/second.svg", seq: 2 },
    ]);
    const { status, body } = await get<ClassicBodyDetail>(`/classicBody/${model.item}`);
    expect(status).toBe(200);
    expect(body.singleItem).toMatchObject({
      item: model.item,
      description: "Licensed steel body",
      img_path: "/media/first.svg",
      currency: "USD",
      price: 18995,
    });
    expect(body.img_path).toEqual(["/media/first.svg", "/media/second.svg", "/media/third.svg"]);
    expect(body.info).toEqual([{ includes: "Shell\nDoors", shipping: "LTL freight", includes_fr: "", shipping_fr: "" }]);
  });

  it("404s an unknown model and 400s a bad make filter", async () => {
    const unknown = await get<ApiError>(`/classicBody/${uniqueCode("NOMODEL")}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    const bad = await get<ApiError>("/getClassicModels?make=%3Cb%3E");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("make");
  });
});

describe("OpenAPI", () => {
  it("lists every catalogue call at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      "/api/makes",
      "/api/vehicle-makes",
      "/api/getRandomNewProducts",
      "/api/popular",
      "/api/featureProducts",
      "/api/holidayItem",
      "/api/searchHolidaySale",
      "/api/viewed",
      "/api/searchFeatured",
      "/api/searchResualt",
      "/api/item/{id}",
      "/api/items/{code}",
      "/api/specials",
      "/api/hot-sale",
      "/api/promotional",
      "/api/getClassicModels",
      "/api/classicBody/{id}",
    ])
      expect(paths).toContain(path);
  });
});
