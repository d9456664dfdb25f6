import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ItemDetail, type ProductPage, RELATED_PARTS, type RelatedParts } from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import type { VehiclePartsReply } from "../../src/domain/contracts/vehicles";
import { fitment } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueMake } from "../factories";
import { createDealer, sessionOf } from "./accounts-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, cookies?: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}`, cookies });
  return { status: response.statusCode, body: response.json<T>() };
}

describe("the demo shop's fitment", () => {
  it("gives the fixed parts their vehicles, one row per model year", async () => {
    const hood = await get<ItemDetail>("/item/F67-HOOD");
    expect(hood.status).toBe(200);
    expect(hood.body.fitment).toEqual([
      { year: 1967, make: "FORD", model: "Mustang", submodel: null, engine: null },
      { year: 1968, make: "FORD", model: "Mustang", submodel: null, engine: null },
    ]);
    expect((await get<ItemDetail>("/item/C69-BUMPER")).body.fitment).toEqual([
      { year: 1969, make: "CHEVROLET", model: "Camaro", submodel: null, engine: null },
    ]);
    expect((await get<ItemDetail>("/item/D70-MIRROR")).body.fitment).toEqual([
      { year: 1970, make: "DODGE", model: "Challenger", submodel: null, engine: null },
    ]);
    expect((await get<ItemDetail>("/item/F65-GRILLE")).body.fitment).toEqual([{ year: 1965, make: "FORD", model: "Mustang", submodel: null, engine: null }]);
  });

  it("gives every seeded part its years of its model, about three rows a part", async () => {
    const { rows } = await t.database.db.execute<{ parts: number; rows: number; missing: number }>(
      sql`select (select count(*)::int from parts) as parts, (select count(*)::int from fitment) as rows,
        (select count(*)::int from parts p where not exists (select 1 from fitment f where f.item = p.item)) as missing`,
    );
    const counts = rows[0]!;
    expect(counts.missing).toBe(0);
    expect(counts.rows / counts.parts).toBeGreaterThan(2);
    expect(counts.rows / counts.parts).toBeLessThan(4.5);
  });
});

describe("GET /api/vehicles/years, makes and models", () => {
  it("lists only what has parts, each narrowed by the ones before", async () => {
    const years = await get<{ years: number[] }>("/vehicles/years");
    expect(years.status).toBe(200);
    expect(years.body.years).toContain(1967);
    expect(years.body.years).toEqual([...years.body.years].sort((a, b) => b - a));

    const makes = await get<{ makes: { make: string; name: string }[] }>("/vehicles/makes?year=1967");
    expect(makes.status).toBe(200);
    expect(makes.body.makes).toContainEqual({ make: "FORD", name: "Ford" });
    expect(makes.body.makes).toContainEqual({ make: "CHEVROLET", name: "Chevrolet" });

    const models = await get<{ models: string[] }>("/vehicles/models?year=1967&make=ford");
    expect(models.status).toBe(200);
    expect(models.body.models).toContain("Mustang");
    expect(models.body.models).not.toContain("Camaro");
    // Challenger was first built in 1970: no part fits a 1967 one.
    expect((await get<{ models: string[] }>("/vehicles/models?year=1967&make=DODGE")).body.models).not.toContain("Challenger");
  });

  it("refuses a year or make that cannot be one, with a clear message", async () => {
    for (const url of [
      "/vehicles/makes",
      "/vehicles/makes?year=abc",
      "/vehicles/makes?year=1800",
      "/vehicles/models?year=1967",
      "/vehicles/models?year=1967&make=%3Cscript%3E",
    ]) {
      const { status, body } = await get<ApiError>(url);
      expect(status, url).toBe(400);
      expect(body.error.message.length, url).toBeGreaterThan(5);
    }
    const { body } = await get<ApiError>("/vehicles/makes?year=1800");
    expect(JSON.stringify(body.error)).toMatch(/Year must be/);
  });
});

describe("GET /api/vehicles/{year}/{make}/{model}/parts", () => {
  it("answers the parts that fit, 20 a page, as the make list answers them", async () => {
    const { status, body } = await get<VehiclePartsReply>("/vehicles/1967/ford/mustang/parts");
    expect(status).toBe(200);
    expect(body.vehicle).toEqual({ year: 1967, make: "FORD", model: "Mustang", name: "1967 Ford Mustang" });
    expect(body.neighbours).toEqual({ previous: 1966, next: 1968 });
    expect(body.current_page).toBe(1);
    expect(body.data.length).toBeLessThanOrEqual(20);
    const codes = body.data.map((part) => part.item);
    expect(codes).toEqual([...codes].sort());
    expect(body.total).toBeGreaterThan(0);

    // Every part of every page is one that fits, and F67-HOOD is among them; C69-BUMPER is not.
    const all: string[] = [];
    for (let page = 1; page <= body.last_page; page++) {
      const next = await get<ProductPage>(`/vehicles/1967/FORD/Mustang/parts?page=${page}`);
      all.push(...next.body.data.map((part) => part.item));
    }
    expect(all).toHaveLength(body.total);
    expect(all).toContain("F67-HOOD");
    expect(all).not.toContain("C69-BUMPER");

    // Priced by the same code as the make list: the same part answers the same fields there.
    const hood = (await get<ProductPage>(`/vehicles/1967/FORD/Mustang/parts?page=${Math.floor(all.indexOf("F67-HOOD") / 20) + 1}`)).body.data.find(
      (part) => part.item === "F67-HOOD",
    );
    const inList = (await get<ProductPage>("/searchResualt?make=FORD&item=F67-HOOD")).body.data.find((part) => part.item === "F67-HOOD");
    expect(hood).toEqual(inList);
  });

  it("counts a part once when it fits the vehicle by several rows (submodels, engines)", async () => {
    const make = uniqueMake("SUB");
    const [two, one] = [await createPart(t.database.db, { make }), await createPart(t.database.db, { make })];
    await t.database.db.insert(fitment).values([
      { item: two.item, year: 1971, make, model: "Duo", submodel: "Coupe" },
      { item: two.item, year: 1971, make, model: "Duo", submodel: "Convertible" },
      { item: one.item, year: 1971, make, model: "Duo" },
    ]);
    const { body } = await get<ProductPage>(`/vehicles/1971/${make}/Duo/parts`);
    expect(body.total).toBe(2);
    expect(body.last_page).toBe(1);
    expect(body.data.map((part) => part.item)).toEqual([one.item, two.item].sort());
  });

  it("gives a dealer their tier price, as the make list does", async () => {
    const make = uniqueMake("FIT");
    const part = await createPart(t.database.db, { make, price: 100, pricel: 100, price2: 90, price3: 80, price4: 70, price5: 60, price6: 50 });
    await t.database.db.insert(fitment).values({ item: part.item, year: 1972, make, model: "Testa" });
    const anonymous = await get<ProductPage>(`/vehicles/1972/${make}/testa/parts`);
    expect(anonymous.body.data.map((p) => [p.item, p.price])).toEqual([[part.item, 100]]);
    const dealer = await createDealer(t.database.db, { pricecode: 3 });
    const signIn = await t.app.inject({ method: "POST", url: "/api/loginDealer", payload: { account: dealer.account, password: dealer.password } });
    const cookies = sessionOf(signIn);
    const priced = await get<ProductPage>(`/vehicles/1972/${make}/testa/parts`, cookies);
    const list = await get<ProductPage>(`/searchResualt?make=${make}`, cookies);
    expect(priced.body.data[0]).toEqual(list.body.data[0]);
    expect(priced.body.data[0]).toMatchObject({ item: part.item, price3: 80 });
  });

  it("answers 404 for a vehicle no part fits, and 400 for a path that is not a vehicle", async () => {
    const none = await get<ApiError>("/vehicles/1967/FORD/Nonesuch/parts");
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe("No parts fit a 1967 Ford Nonesuch: choose a year, make and model from the lists.");
    for (const url of [
      "/vehicles/19x7/FORD/Mustang/parts",
      "/vehicles/1800/FORD/Mustang/parts",
      "/vehicles/1967/FORD/Mustang/parts?page=0",
      "/vehicles/1967/F%3CO/Mustang/parts",
    ]) {
      const { status, body } = await get<ApiError>(url);
      expect(status, url).toBe(400);
      expect(body.error.message.length).toBeGreaterThan(5);
    }
  });

  it("a part with no fitment (universal) has an empty fitment list", async () => {
    const part = await createPart(t.database.db, { make: uniqueMake("UNI") });
    const { body } = await get<ItemDetail>(`/item/${part.item}`);
    expect(body.fitment).toEqual([]);
  });
});

describe("vehicle pages, rendered on the server", () => {
  const page = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("renders /vehicles/1967/FORD/Mustang with its title, canonical link, the parts that fit and the neighbouring years", async () => {
    const response = await page("/vehicles/1967/FORD/Mustang");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Parts for 1967 Ford Mustang \| /);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/vehicles/1967/FORD/Mustang" />'.replace("http://localhost:3000", t.config.publicUrl),
    );
    expect(html).toContain("Parts for 1967 Ford Mustang</h1>");
    expect(html).toContain('href="/vehicles/1966/FORD/Mustang"');
    expect(html).toContain('href="/vehicles/1968/FORD/Mustang"');
    // The header's Shop by vehicle form, usable before JavaScript: a GET form to /vehicles with the three selects.
    const form = /<form[^>]*aria-label="Shop by vehicle"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/vehicles"');
    expect(html).toContain('name="year"');
    expect(html).toContain('<option value="1967">1967</option>');
  });

  it("lists F67-HOOD on the page of its vehicle", async () => {
    const first = await get<VehiclePartsReply>("/vehicles/1967/FORD/Mustang/parts");
    const all: string[] = [];
    for (let n = 1; n <= first.body.last_page; n++)
      all.push(...(await get<VehiclePartsReply>(`/vehicles/1967/FORD/Mustang/parts?page=${n}`)).body.data.map((p) => p.item));
    const pageOfHood = Math.floor(all.indexOf("F67-HOOD") / 20) + 1;
    const response = await page(`/vehicles/1967/FORD/Mustang${pageOfHood > 1 ? `?page=${pageOfHood}` : ""}`);
    expect(response.body).toContain('data-product-code="F67-HOOD"');
  });

  it("sends another spelling to the shop's own with a 301, keeping the query", async () => {
    const response = await page("/vehicles/1967/ford/MUSTANG?page=2");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/vehicles/1967/FORD/Mustang?page=2");
  });

  it("answers the Shop by vehicle form sent before JavaScript: on to the vehicle once complete, else the chooser narrowed so far", async () => {
    const complete = await page("/vehicles?year=1967&make=ford&model=mustang");
    expect(complete.statusCode).toBe(303);
    expect(complete.headers.location).toBe("/vehicles/1967/FORD/Mustang");
    const cookies = [complete.headers["set-cookie"]].flat().map(String);
    expect(cookies.some((cookie) => cookie.startsWith(`vehicle=${encodeURIComponent("1967|FORD|Mustang")}; Path=/`))).toBe(true);
    // The mark that has the app add the vehicle to a signed-in shopper's garage once it runs.
    expect(cookies.some((cookie) => cookie.startsWith("vehicle_chosen=1; Path=/") && cookie.includes("Max-Age=600"))).toBe(true);

    const yearOnly = await page("/vehicles?year=1967&make=&model=");
    expect(yearOnly.statusCode).toBe(200);
    expect(yearOnly.body).toContain("Now choose the make of your 1967 vehicle.");
    expect(yearOnly.body).toContain('<option value="FORD">Ford</option>');

    const withMake = await page("/vehicles?year=1967&make=FORD&model=");
    expect(withMake.body).toContain('<option value="Mustang">Mustang</option>');
  });

  it("answers 404 for a vehicle no part fits, saying so", async () => {
    const response = await page("/vehicles/1967/FORD/Nonesuch");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Parts for 1967 Ford Nonesuch");
  });

  it("lists the vehicle pages in the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml" });
    expect(response.body).toContain(`${t.config.publicUrl}/vehicles/1967/FORD/Mustang</loc>`);
    expect(response.body).toContain(`${t.config.publicUrl}/vehicles/1969/CHEVROLET/Camaro</loc>`);
  });
});

describe("a part page's other parts for the same vehicles (issue 22)", () => {
  it("lists the parts sharing the most of its vehicles first, then in item-code order, never the part itself", async () => {
    const make = uniqueMake("REL");
    const [own, both, one, other] = await Promise.all(["A", "B", "C", "D"].map((letter) => createPart(t.database.db, { item: `${make}-${letter}`, make })));
    await t.database.db.insert(fitment).values([
      { item: own!.item, year: 1970, make, model: "Alpha" },
      { item: own!.item, year: 1971, make, model: "Alpha" },
      { item: both!.item, year: 1970, make, model: "Alpha" },
      { item: both!.item, year: 1971, make, model: "Alpha" },
      { item: one!.item, year: 1971, make, model: "Alpha" },
      { item: other!.item, year: 1972, make, model: "Alpha" },
    ]);
    const related = await get<RelatedParts>(`/item/${own!.item}/related`);
    expect(related.status).toBe(200);
    expect(related.body.data.map((part) => part.item)).toEqual([both!.item, one!.item]);
  });

  it("gives F67-HOOD at most eight parts that fit a 1967 or 1968 Mustang, as the fitment table says", async () => {
    const related = await get<RelatedParts>("/item/F67-HOOD/related");
    expect(related.body.data.length).toBeGreaterThan(0);
    expect(related.body.data.length).toBeLessThanOrEqual(RELATED_PARTS);
    const { rows } = await t.database.db.execute<{ item: string }>(
      sql`select distinct item from fitment where make = 'FORD' and model = 'Mustang' and year in (1967, 1968) and item <> 'F67-HOOD'`,
    );
    const fitting = new Set(rows.map((row) => row.item));
    for (const part of related.body.data) expect(fitting.has(part.item), part.item).toBe(true);
  });

  it("is empty for a universal part and for a code the shop does not have, and refuses a code that is no code", async () => {
    const universal = await createPart(t.database.db, { make: uniqueMake("UNI") });
    expect((await get<RelatedParts>(`/item/${universal.item}/related`)).body).toEqual({ data: [] });
    expect((await get<RelatedParts>("/item/NO-SUCH-PART/related")).body).toEqual({ data: [] });
    expect((await get<ApiError>(`/item/${"X".repeat(41)}/related`)).status).toBe(400);
  });

  it("prices each part for a dealer at their tier, as lists do", async () => {
    const make = uniqueMake("RLD");
    const [own, next] = await Promise.all(
      ["A", "B"].map((letter) => createPart(t.database.db, { item: `${make}-${letter}`, make, price: 100, pricel: 100, price3: 80 })),
    );
    await t.database.db.insert(fitment).values([
      { item: own!.item, year: 1966, make, model: "Beta" },
      { item: next!.item, year: 1966, make, model: "Beta" },
    ]);
    const dealer = await createDealer(t.database.db, { pricecode: 3 });
    const cookies = sessionOf(await t.app.inject({ method: "POST", url: "/api/loginDealer", payload: { account: dealer.account, password: dealer.password } }));
    expect((await get<RelatedParts>(`/item/${own!.item}/related`)).body.data[0]).toMatchObject({ item: next!.item, price: 100 });
    expect((await get<RelatedParts>(`/item/${own!.item}/related`, cookies)).body.data[0]).toMatchObject({ item: next!.item, price3: 80 });
  });
});
