import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemCode } from "../../src/domain/contracts/common";
import { combinedRate, DEFAULT_PROVINCE_TAXES, taxPartsOf } from "../../src/domain/tax";
import type { Database } from "../../src/server/db/client";
import { DEMO_FLAG_COUNTS, DEMO_PART_COUNT, seedDemoShop, seedDemoShopIfEmpty } from "../../src/server/db/seed/demo";
import { createTestDatabase } from "../database";

const today = new Date("2026-03-02T15:30:00Z");
let seeded: Database;
let other: Database;

const rowsOf = async (database: Database, text: string) => (await database.pool.query(text)).rows;
const countOf = async (database: Database, text: string) => Number((await rowsOf(database, text))[0]?.count);

beforeAll(async () => {
  [seeded, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDemoShop(seeded.db, { today });
});

afterAll(async () => {
  await Promise.all([seeded?.close(), other?.close()]);
});

describe("the demo shop", () => {
  it("has about 2,000 parts over 30+ makes, FORD with more than 40", async () => {
    expect(await countOf(seeded, "SELECT count(*) FROM parts")).toBe(DEMO_PART_COUNT);
    const makes = await rowsOf(seeded, "SELECT make, path FROM makes ORDER BY sort_order");
    expect(makes.length).toBeGreaterThanOrEqual(30);
    for (const make of ["FORD", "CHEVROLET", "DODGE", "GM", "TOYOTA", "HONDA", "MERCEDES-BENZ", "GMC"]) expect(makes.map((m) => m.make)).toContain(make);
    for (const make of makes) expect(make.path).toBe(`/images/makes/${make.make}.svg`);
    const perMake = await rowsOf(seeded, "SELECT m.make, count(p.item)::int AS parts FROM makes m LEFT JOIN parts p ON p.make = m.make GROUP BY m.make");
    for (const row of perMake) expect(row.parts, row.make).toBeGreaterThan(0);
    expect(perMake.find((row) => row.make === "FORD")?.parts).toBeGreaterThan(40);
  });

  it("gives every part sane codes, years, six ordered tier prices, stock and pictures", async () => {
    const parts = await rowsOf(
      seeded,
      "SELECT item, descrip, year_from, year_end, price::float AS price, pricel::float AS pricel, price2::float AS p2, price3::float AS p3, price4::float AS p4, price5::float AS p5, price6::float AS p6, onhand, orderpt, img_path, big, weight_kg::float AS weight FROM parts",
    );
    for (const p of parts) {
      expect(itemCode.safeParse(p.item).success, p.item).toBe(true);
      expect(p.descrip.length).toBeGreaterThan(3);
      expect(p.year_from).toBeGreaterThanOrEqual(1949);
      expect(p.year_end).toBeGreaterThanOrEqual(p.year_from);
      expect(p.year_end).toBeLessThanOrEqual(2026);
      expect([p.pricel, p.p2, p.p3, p.p4, p.p5, p.p6]).toEqual([p.pricel, p.p2, p.p3, p.p4, p.p5, p.p6].sort((a, b) => b - a));
      expect(p.p6).toBeGreaterThan(0);
      expect(p.price).toBeLessThanOrEqual(p.pricel);
      expect(p.onhand).toBeGreaterThanOrEqual(0);
      expect(p.orderpt).toBeGreaterThan(0);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.img_path).toBe(`/images/parts/${p.item}.svg`);
      expect(p.big).toBe(`/images/parts/${p.item}.svg?size=large`);
    }
    expect(Math.min(...parts.map((p) => p.year_from))).toBeLessThan(1955);
    expect(parts.filter((p) => p.price === p.pricel).length / parts.length).toBeGreaterThan(0.75);
    expect(new Set(parts.map((p) => p.descrip)).size).toBeGreaterThan(DEMO_PART_COUNT * 0.8);
  });

  it("has parts out of stock with and without an arrival date, and oversize body panels", async () => {
    expect(await countOf(seeded, "SELECT count(*) FROM parts WHERE onhand = 0 AND onshpeta IS NOT NULL")).toBeGreaterThan(20);
    expect(await countOf(seeded, "SELECT count(*) FROM parts WHERE onhand = 0 AND onshpeta IS NULL")).toBeGreaterThan(10);
    expect(await countOf(seeded, "SELECT count(*) FROM parts WHERE onshpeta IS NOT NULL AND onhand > 0")).toBe(0);
    const oversize = await rowsOf(seeded, "SELECT descrip FROM parts WHERE oversize");
    expect(oversize.length).toBeGreaterThan(100);
    for (const word of ["Hood", "Fender", "Quarter Panel", "Bumper"])
      expect(
        oversize.some((p) => p.descrip.includes(word)),
        word,
      ).toBe(true);
    expect(await countOf(seeded, "SELECT count(*) FROM parts WHERE oversize AND weight_kg < 4")).toBe(0);
  });

  it("has the flagged, special and holiday parts of the home page and the sale pages", async () => {
    const [flags] = await rowsOf(
      seeded,
      "SELECT count(*) FILTER (WHERE featured)::int AS featured, count(*) FILTER (WHERE popular)::int AS popular, count(*) FILTER (WHERE promotional)::int AS promotional, count(*) FILTER (WHERE hot_sale)::int AS hot_sale, count(*) FILTER (WHERE onsale)::int AS onsale FROM parts",
    );
    expect(flags).toEqual({
      featured: DEMO_FLAG_COUNTS.featured,
      popular: DEMO_FLAG_COUNTS.popular,
      promotional: DEMO_FLAG_COUNTS.promotional,
      hot_sale: DEMO_FLAG_COUNTS.hotSale,
      onsale: DEMO_FLAG_COUNTS.onsale,
    });
    expect(await countOf(seeded, "SELECT count(*) FROM parts WHERE popular AND view_count < 300")).toBe(0);
    for (const table of ["special_prices", "holiday_sale_items"]) {
      const rows = await rowsOf(
        seeded,
        `SELECT s.sale_price::float AS sale, s.org_price::float AS org, p.price::float AS price FROM ${table} s JOIN parts p USING (item)`,
      );
      expect(rows.length).toBe(table === "special_prices" ? DEMO_FLAG_COUNTS.specials : DEMO_FLAG_COUNTS.holiday);
      for (const row of rows) {
        expect(row.sale).toBeLessThan(row.org);
        expect(row.org).toBe(row.price);
      }
    }
  });

  it("fits most parts to their own make and some to a sister make too", async () => {
    expect(await countOf(seeded, "SELECT count(*) FROM parts p WHERE NOT EXISTS (SELECT 1 FROM item_makes m WHERE m.item = p.item AND m.make = p.make)")).toBe(
      0,
    );
    expect(await countOf(seeded, "SELECT count(*) FROM item_makes m JOIN parts p USING (item) WHERE m.make <> p.make")).toBeGreaterThan(100);
    expect(await countOf(seeded, "SELECT count(*) FROM item_makes m JOIN parts p USING (item) WHERE p.make = 'FORD' AND m.make = 'MERCURY'")).toBeGreaterThan(
      5,
    );
    expect(await countOf(seeded, "SELECT count(*) FROM item_makes WHERE make NOT IN (SELECT make FROM makes)")).toBe(0);
  });

  it("has the fixed demo items exactly as DESIGN.md describes them", async () => {
    const parts = await rowsOf(
      seeded,
      "SELECT item, descrip, make, model, year_from, year_end, onhand, onshpeta::text AS onshpeta, onsale, oversize FROM parts WHERE item IN ('F67-HOOD', 'F65-GRILLE', 'C69-BUMPER', 'D70-MIRROR') ORDER BY item",
    );
    const byCode = Object.fromEntries(parts.map((p) => [p.item, p]));
    expect(byCode["F67-HOOD"]).toMatchObject({
      descrip: "1967-1968 Ford Mustang Steel Hood",
      make: "FORD",
      model: "Mustang",
      year_from: 1967,
      year_end: 1968,
      oversize: true,
      onhand: 4,
    });
    expect(byCode["F65-GRILLE"]).toMatchObject({
      descrip: "1965 Ford Mustang Grille",
      make: "FORD",
      year_from: 1965,
      year_end: 1965,
      onhand: 0,
      onshpeta: "2026-03-23",
    });
    expect(byCode["C69-BUMPER"]).toMatchObject({ make: "CHEVROLET", model: "Camaro", year_from: 1969, year_end: 1969, onsale: true });
    expect(byCode["C69-BUMPER"].descrip).toMatch(/^1969 Chevrolet Camaro Front Bumper/);
    expect(byCode["D70-MIRROR"]).toMatchObject({ make: "DODGE", model: "Challenger", year_from: 1970, year_end: 1970, onsale: false });
    expect(byCode["D70-MIRROR"].descrip).toMatch(/^1970 Dodge Challenger .*Mirror/);
    const [special] = await rowsOf(seeded, "SELECT sale_price::float AS sale, org_price::float AS org FROM special_prices WHERE item = 'D70-MIRROR'");
    expect(special?.sale).toBeLessThan(special?.org);
  });

  it("has banners, catalogues, classic bodies, tax rates and settings", async () => {
    const banners = await rowsOf(seeded, "SELECT seq, link, img_path FROM banners ORDER BY seq");
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(banner.link).toMatch(/^\/[a-z-]+$/);
      expect(banner.img_path).toBe(`/images/banners/${banner.seq}.svg`);
    }
    const catalogs = await rowsOf(seeded, "SELECT name, display, path FROM catalogs ORDER BY sort_order");
    expect(catalogs.length).toBe(3);
    for (const catalog of catalogs) expect(catalog.path).toBe(`/files/catalogs/${catalog.name}.pdf`);
    expect(catalogs[0]).toEqual({
      name: "ford-mustang-1964-1973",
      display: "Ford Mustang 1964-1973 Restoration Catalog",
      path: "/files/catalogs/ford-mustang-1964-1973.pdf",
    });

    const models = await rowsOf(
      seeded,
      "SELECT c.*, price_usd::float AS price, (SELECT array_agg(img_path ORDER BY seq) FROM classic_model_images i WHERE i.item = c.item) AS images FROM classic_models c",
    );
    for (const make of ["FORD", "GM", "DODGE"]) expect(models.filter((m) => m.make === make).length, make).toBeGreaterThanOrEqual(2);
    for (const model of models) {
      expect(model.description.length).toBeGreaterThan(40);
      expect(model.price).toBeGreaterThan(10_000);
      expect(model.includes.split("\n").length).toBeGreaterThanOrEqual(3);
      expect(model.shipping.split("\n").length).toBeGreaterThanOrEqual(2);
      expect(model.images.length).toBeGreaterThanOrEqual(2);
      expect(model.images.length).toBeLessThanOrEqual(3);
      expect(model.images).toEqual(model.images.map((_: string, i: number) => `/images/classic/${model.item}-${i + 1}.svg`));
    }

    const rates = await rowsOf(
      seeded,
      "SELECT province, kind, federal_rate::float AS federal, provincial_rate::float AS provincial, rate::float AS rate FROM tax_rates ORDER BY province",
    );
    expect(rates).toEqual(DEFAULT_PROVINCE_TAXES.map((row) => ({ ...row, rate: combinedRate(taxPartsOf(row)) })));
    expect(await countOf(seeded, "SELECT count(*) FROM store_settings")).toBeGreaterThan(0);
  });
});

const DUMPS = [
  "SELECT * FROM parts ORDER BY item",
  "SELECT * FROM item_makes ORDER BY row_id",
  "SELECT * FROM special_prices ORDER BY item",
  "SELECT * FROM holiday_sale_items ORDER BY item",
  "SELECT * FROM makes ORDER BY id",
  "SELECT * FROM banners ORDER BY seq",
  "SELECT * FROM catalogs ORDER BY id",
  "SELECT * FROM classic_models ORDER BY item",
  "SELECT * FROM classic_model_images ORDER BY id",
  "SELECT province, rate FROM tax_rates ORDER BY province",
  "SELECT * FROM store_settings ORDER BY key",
];

describe("seeding the demo shop", () => {
  it("seeds an empty database once, and gives the same shop every time for the same day", async () => {
    expect(await seedDemoShopIfEmpty(other.db, { today })).toBe(true);
    for (const query of DUMPS) expect(await rowsOf(other, query), query).toEqual(await rowsOf(seeded, query));

    expect(await seedDemoShopIfEmpty(other.db, { today })).toBe(false);
    expect(await seedDemoShopIfEmpty(seeded.db)).toBe(false);
    expect(await countOf(other, "SELECT count(*) FROM parts")).toBe(DEMO_PART_COUNT);
    expect(await countOf(other, "SELECT count(*) FROM classic_model_images")).toBe(await countOf(seeded, "SELECT count(*) FROM classic_model_images"));
  });
});
