import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffPartDetail } from "../../src/domain/contracts/admin-parts";
import type { ProductListPage } from "../../src/domain/contracts/catalog";
import type { ApiError } from "../../src/domain/contracts/common";
import { PRICE_BANDS } from "../../src/domain/list-facets";
import { partTypeOf } from "../../src/domain/part-types";
import { RETAIL_VIEWER, unitPrice } from "../../src/domain/pricing";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { partTypeCaseSql } from "../../src/server/modules/catalog/part-type-sql";
import { createTestApp, type TestApp } from "../app";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress } from "./buying-fixtures";

// Part types, the list's facets and sorts (decision 036): the search index's counts against counts
// computed by SQL over the seeded demo shop, OR within a facet and AND across, a console change seen
// through the change log, the sorts' orders and the refusals.

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CAPTCHA: "off", CATALOG_CACHE_SECONDS: "60" } });
  const email = "facets.clerk@partshop.example";
  await t.database.db.insert(staffUsers).values({ email, passwordHash: await hashPassword("Staff12345"), name: "Facets clerk", role: "staff" });
  staff = sessionOf(await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }));
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}` });
  return { status: response.statusCode, body: response.json<T>() };
}

async function list(url: string): Promise<ProductListPage> {
  const { status, body } = await get<ProductListPage>(url);
  expect(status).toBe(200);
  return body;
}

/** A part's one retail price, its 'In stock' and 'On sale', in SQL written apart from the shop's code (DESIGN 7). */
const RETAIL = sql.raw(`case when sp.sale_price is not null then sp.sale_price
  when p.onsale or p.promotional or p.onhand > p.orderpt then round(p.pricel * 0.9, 2) else p.pricel end`);
const ON_SALE = sql.raw(
  `((sp.sale_price is not null and sp.sale_price < p.pricel) or (sp.sale_price is null and p.onsale and round(p.pricel * 0.9, 2) < p.pricel))`,
);

interface SqlFilter {
  make?: string;
  promotional?: boolean;
  types?: (string | null)[];
  inStock?: boolean;
  onSale?: boolean;
  /** Price bands as [from, to) in dollars; to null: no upper end. */
  bands?: [number, number | null][];
  /** Models of `make` the part fits (a fitment row), in any case. */
  models?: string[];
}

/** How many parts a filter lists, counted in SQL over the database as it is. */
async function sqlCount(filter: SqlFilter): Promise<number> {
  const where = [sql`true`];
  if (filter.make) where.push(sql`exists (select 1 from item_makes im where im.item = p.item and im.make = ${filter.make})`);
  if (filter.promotional) where.push(sql`p.promotional`);
  if (filter.types) {
    const named = filter.types.filter((type) => type !== null) as string[];
    const some = named.map((type) => sql`p.part_type = ${type}`);
    if (filter.types.includes(null)) some.push(sql`p.part_type is null`);
    where.push(sql`(${sql.join(some, sql` or `)})`);
  }
  if (filter.models) {
    const models = sql.join(
      filter.models.map((model) => sql`${model.toLowerCase()}`),
      sql`, `,
    );
    where.push(sql`exists (select 1 from fitment f where f.item = p.item and lower(f.make) = lower(${filter.make!}) and lower(f.model) in (${models}))`);
  }
  if (filter.inStock) where.push(sql`p.onhand > 0`);
  if (filter.onSale) where.push(ON_SALE);
  if (filter.bands) {
    const some = filter.bands.map(([from, to]) => (to === null ? sql`${RETAIL} >= ${from}` : sql`(${RETAIL} >= ${from} and ${RETAIL} < ${to})`));
    where.push(sql`(${sql.join(some, sql` or `)})`);
  }
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from parts p left join special_prices sp on sp.item = p.item where ${sql.join(where, sql` and `)}`,
  );
  return rows[0]!.n;
}

const band = (id: string): [number, number | null] => {
  const found = PRICE_BANDS.find((entry) => entry.id === id)!;
  return [found.fromCents / 100, found.toCents === null ? null : found.toCents / 100];
};

const countOf = (values: { value: string; count: number }[], value: string) => values.find((entry) => entry.value === value)?.count ?? 0;

describe("part types", () => {
  it("migration 0022 backfills with the domain's rule: its SQL is the rule's checked copy, and agrees with it on every seeded description", async () => {
    const migration = readFileSync(new URL("../../src/server/db/migrations/0022_part_types.sql", import.meta.url), "utf8");
    expect(migration).toContain(`UPDATE "parts" SET "part_type" = ${partTypeCaseSql()};`);
    const { rows } = await t.database.db.execute<{ descrip: string; stored: string | null; by_sql: string | null }>(
      sql`select p.descrip, p.part_type as stored, ${sql.raw(partTypeCaseSql().replaceAll('"descrip"', "p.descrip"))} as by_sql from parts p`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(row.by_sql, row.descrip).toBe(partTypeOf(row.descrip));
      expect(row.stored, row.descrip).toBe(partTypeOf(row.descrip));
    }
    const typed = rows.filter((row) => row.stored !== null).length;
    expect(typed / rows.length).toBeGreaterThan(0.9);
  });
});

describe("facets on GET /api/searchResualt and /searchFeatured", () => {
  it("count as SQL does over the demo shop, for several combinations on the FORD list", { timeout: 120_000 }, async () => {
    const combinations: { url: string; filter: SqlFilter }[] = [
      { url: "", filter: {} },
      { url: "&in_stock=1", filter: { inStock: true } },
      { url: "&type=hood", filter: { types: ["hood"] } },
      { url: "&type=hood,grille&in_stock=1", filter: { types: ["hood", "grille"], inStock: true } },
      { url: "&on_sale=1&price=100-250,500-up", filter: { onSale: true, bands: [band("100-250"), band("500-up")] } },
      { url: "&type=bumper,other&price=under-50", filter: { types: ["bumper", null], bands: [band("under-50")] } },
    ];
    for (const { url, filter } of combinations) {
      const page = await list(`/searchResualt?make=FORD&facets=1${url}`);
      const make = { ...filter, make: "FORD" };
      expect(page.total, url).toBe(await sqlCount(make));
      const facets = page.facets!;
      expect(facets.in_stock, url).toBe(await sqlCount({ ...make, inStock: true }));
      expect(facets.on_sale, url).toBe(await sqlCount({ ...make, onSale: true }));
      for (const type of ["hood", "grille", "fender", "mirror"])
        expect(countOf(facets.part_type, type), `${url} ${type}`).toBe(await sqlCount({ ...make, types: [type] }));
      for (const { id } of PRICE_BANDS) expect(countOf(facets.price, id), `${url} ${id}`).toBe(await sqlCount({ ...make, bands: [band(id)] }));
      for (const name of ["FORD", "MERCURY", "CHEVROLET"]) expect(countOf(facets.make, name), `${url} ${name}`).toBe(await sqlCount({ ...filter, make: name }));
    }
  });

  it("widen within a facet and narrow across facets", async () => {
    const hood = (await list("/searchResualt?make=FORD&type=hood")).total;
    const grille = (await list("/searchResualt?make=FORD&type=grille")).total;
    const both = await list("/searchResualt?make=FORD&type=hood,grille&facets=1");
    expect(hood).toBeGreaterThan(0);
    expect(grille).toBeGreaterThan(0);
    expect(both.total).toBe(hood + grille);
    const stocked = await list("/searchResualt?make=FORD&type=hood,grille&in_stock=1&facets=1");
    expect(stocked.total).toBe(both.facets!.in_stock);
    expect(stocked.total).toBeLessThan(both.total);
    // A facet's own counts ignore its own choice: the hood and grille counts add up to the list.
    expect(countOf(stocked.facets!.part_type, "hood") + countOf(stocked.facets!.part_type, "grille")).toBe(stocked.total);
    for (const part of (await list("/searchResualt?make=FORD&type=hood&in_stock=1")).data) {
      expect(partTypeOf(part.descrip)).toBe("hood");
      expect(part.onhand).toBeGreaterThan(0);
    }
  });

  it("work on the search and on Hot Deals, and leave answers without them as they were", async () => {
    const plain = await list("/searchResualt?item=hood");
    expect(plain.facets).toBeUndefined();
    const faceted = await list("/searchResualt?item=hood&facets=1");
    expect(faceted.total).toBe(plain.total);
    expect(faceted.data.map((part) => part.item)).toEqual(plain.data.map((part) => part.item));
    const deals = await list("/searchFeatured?facets=1&in_stock=1");
    expect(deals.total).toBe(await sqlCount({ promotional: true, inStock: true }));
    expect(deals.facets!.on_sale).toBe(await sqlCount({ promotional: true, inStock: true, onSale: true }));
  });

  it("follow a part changed in the console at the next request, through the catalogue's change log", async () => {
    const before = await list("/searchResualt?make=FORD&facets=1&type=tailgate");
    const detail = (await t.app.inject({ method: "GET", url: "/api/admin/parts/F67-HOOD", cookies: staff })).json<StaffPartDetail>();
    expect(detail.part_type).toBe("hood");
    const { item: _item, view_count: _views, created_at: _created, ...fields } = detail;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/parts/F67-HOOD",
      cookies: staff,
      remoteAddress: freshAddress(),
      payload: { ...fields, part_type: "tailgate", onhand: 0, special_price: 99 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StaffPartDetail>().part_type).toBe("tailgate");
    const after = await list("/searchResualt?make=FORD&facets=1&type=tailgate");
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((part) => part.item)).toContain("F67-HOOD");
    expect(countOf(after.facets!.part_type, "hood")).toBe(countOf(before.facets!.part_type, "hood") - 1);
    expect(after.total).toBe(await sqlCount({ make: "FORD", types: ["tailgate"] }));
    expect(after.facets!.in_stock).toBe(await sqlCount({ make: "FORD", types: ["tailgate"], inStock: true }));
    expect(after.facets!.on_sale).toBe(await sqlCount({ make: "FORD", types: ["tailgate"], onSale: true }));
    expect(countOf(after.facets!.price, "50-100")).toBe(await sqlCount({ make: "FORD", types: ["tailgate"], bands: [band("50-100")] }));
    // Stock written straight to the database (an order, a restock) is seen when it crosses what the facets read.
    await t.database.db.execute(sql`update parts set onhand = 3 where item = 'F67-HOOD'`);
    const restocked = await list("/searchResualt?make=FORD&facets=1&type=tailgate&in_stock=1");
    expect(restocked.data.map((part) => part.item)).toContain("F67-HOOD");
    expect(restocked.total).toBe(await sqlCount({ make: "FORD", types: ["tailgate"], inStock: true }));
  });
});

describe("the Model facet (fitment)", () => {
  /** The FORD models with the most parts in the demo shop, read from the fitment table. */
  async function fordModels(): Promise<string[]> {
    const { rows } = await t.database.db.execute<{ model: string }>(
      sql`select model from fitment where make = 'FORD' group by model order by count(distinct item) desc, model limit 3`,
    );
    expect(rows.length).toBe(3);
    return rows.map((row) => row.model);
  }

  it("counts the make's models as SQL does, narrows by them (OR within, AND across) and leaves the makes' counts without them", async () => {
    const [first, second, third] = (await fordModels()) as [string, string, string];
    const combinations: { url: string; filter: SqlFilter }[] = [
      { url: "", filter: {} },
      { url: `&model=${encodeURIComponent(first)}`, filter: { models: [first] } },
      { url: `&model=${encodeURIComponent(`${first},${second.toLowerCase()}`)}&in_stock=1`, filter: { models: [first, second], inStock: true } },
      {
        url: `&type=hood,fender&model=${encodeURIComponent(third)}&price=100-250,250-500`,
        filter: { types: ["hood", "fender"], models: [third], bands: [band("100-250"), band("250-500")] },
      },
    ];
    for (const { url, filter } of combinations) {
      const page = await list(`/searchResualt?make=FORD&facets=1${url}`);
      const { models, ...others } = filter;
      const make = { ...filter, make: "FORD" };
      expect(page.total, url).toBe(await sqlCount(make));
      const facets = page.facets!;
      for (const model of [first, second, third])
        expect(countOf(facets.model, model), `${url} ${model}`).toBe(await sqlCount({ ...others, make: "FORD", models: [model] }));
      expect(facets.in_stock, url).toBe(await sqlCount({ ...make, inStock: true }));
      expect(countOf(facets.part_type, "hood"), url).toBe(await sqlCount({ ...make, types: ["hood"] }));
      for (const { id } of PRICE_BANDS) expect(countOf(facets.price, id), `${url} ${id}`).toBe(await sqlCount({ ...make, bands: [band(id)] }));
      // Model is the make's own facet: another make's count is its list with the other facets, not with FORD's models.
      expect(countOf(facets.make, "MERCURY"), url).toBe(await sqlCount({ ...others, make: "MERCURY" }));
      if (models) for (const chosen of models) expect(facets.model.some((value) => value.value === chosen)).toBe(true);
    }
    const either = await list(`/searchResualt?make=FORD&model=${encodeURIComponent(`${first},${second}`)}`);
    const one = await list(`/searchResualt?make=FORD&model=${encodeURIComponent(first)}`);
    expect(either.total).toBeGreaterThan(one.total);
  });

  it("works on a search with words and on Hot Deals, and offers no models without a make", async () => {
    const [first] = (await fordModels()) as [string];
    const counted = await list("/searchResualt?item=hood&make=FORD&facets=1");
    const narrowed = await list(`/searchResualt?item=hood&make=FORD&model=${encodeURIComponent(first)}&facets=1`);
    expect(narrowed.total).toBe(countOf(counted.facets!.model, first));
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(counted.total);
    const deals = await list(`/searchFeatured?make=FORD&facets=1`);
    for (const { value, count } of deals.facets!.model) expect(count, value).toBe(await sqlCount({ make: "FORD", promotional: true, models: [value] }));
    expect((await list("/searchResualt?item=hood&facets=1")).facets!.model).toEqual([]);
  });

  it("follows fitment written straight to the database at the next request, through the change log", async () => {
    const [first] = (await fordModels()) as [string];
    const { rows } = await t.database.db.execute<{ item: string }>(
      sql`select p.item from parts p where exists (select 1 from item_makes im where im.item = p.item and im.make = 'FORD')
        and not exists (select 1 from fitment f where f.item = p.item and f.make = 'FORD' and f.model = ${first}) order by p.item limit 1`,
    );
    const code = rows[0]!.item;
    const before = await list(`/searchResualt?make=FORD&facets=1&model=${encodeURIComponent(first)}`);
    expect(before.data.map((part) => part.item)).not.toContain(code);
    await t.database.db.execute(sql`insert into fitment (item, year, make, model) values (${code}, 1966, 'FORD', ${first})`);
    // Another address than before's: the read cache (60 s here) keeps answers a straight write does not invalidate.
    const after = await list(`/searchResualt?make=FORD&facets=1&sort=price-asc&model=${encodeURIComponent(first)}`);
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await sqlCount({ make: "FORD", models: [first] }));
    expect(countOf(after.facets!.model, first)).toBe(after.total);
    await t.database.db.execute(sql`delete from fitment where item = ${code} and model = ${first}`);
    expect((await list(`/searchResualt?make=FORD&sort=newest&model=${encodeURIComponent(first)}`)).total).toBe(before.total);
  });
});

describe("sorts", () => {
  const retail = (part: ProductListPage["data"][number]) => unitPrice(part, RETAIL_VIEWER).unitCents;

  it("order by the one retail price either way, and newest first, every page in turn", async () => {
    const base = "/searchResualt?make=FORD&in_stock=1";
    const first = await list(`${base}&sort=price-asc`);
    const pages = [first.data];
    for (let page = 2; page <= Math.min(first.last_page, 4); page++) pages.push((await list(`${base}&sort=price-asc&page=${page}`)).data);
    const prices = pages.flat().map(retail);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { rows } = await t.database.db.execute<{ low: string }>(
      sql`select min(${RETAIL})::text as low from parts p left join special_prices sp on sp.item = p.item where p.onhand > 0 and exists (select 1 from item_makes im where im.item = p.item and im.make = 'FORD')`,
    );
    expect(prices[0]).toBe(Math.round(Number(rows[0]!.low) * 100));

    const down = (await list(`${base}&sort=price-desc`)).data.map(retail);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThanOrEqual(Math.max(...prices));

    const newest = (await list(`${base}&sort=newest`)).data.map((part) => part.item);
    const { rows: added } = await t.database.db.execute<{ item: string }>(
      sql`select p.item from parts p where p.onhand > 0 and exists (select 1 from item_makes im where im.item = p.item and im.make = 'FORD') order by p.created_at desc, p.item limit 20`,
    );
    expect(newest).toEqual(added.map((row) => row.item));
  });

  it("keeps relevance (best match first) with words and item-code order without", async () => {
    const ranked = await list("/searchResualt?item=F67HOOD&sort=relevance");
    expect(ranked.data[0]?.item).toBe("F67-HOOD");
    const plain = await list("/searchResualt?make=FORD");
    const relevance = await list("/searchResualt?make=FORD&sort=relevance");
    expect(relevance.data.map((part) => part.item)).toEqual(plain.data.map((part) => part.item));
  });
});

describe("refusals", () => {
  it.each([
    ["type=bonnet", "type must be one or more of"],
    ["type=hood,,spoiler", "type must be one or more of"],
    ["price=cheap", "price must be one or more of"],
    ["in_stock=maybe", "in_stock must be 1 or 0"],
    ["on_sale=2", "on_sale must be 1 or 0"],
    ["sort=popular", "sort must be one of relevance, price-asc, price-desc, newest"],
    [`model=${"x".repeat(61)}`, "model must be 1 to 20 model names of at most 60 characters"],
    [`model=${Array.from({ length: 21 }, (_, n) => `M${n}`).join(",")}`, "model must be 1 to 20 model names"],
  ])("answers 400 to %s", async (query, message) => {
    const { status, body } = await get<ApiError>(`/searchResualt?make=FORD&${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
  });

  it("answers 400 to a model without a make", async () => {
    const { status, body } = await get<ApiError>("/searchResualt?item=hood&model=Mustang");
    expect(status).toBe(400);
    expect(body.error.message).toContain("model needs a make");
  });
});
