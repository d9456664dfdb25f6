import { createHash } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob, StaffPartDetail } from "../../src/domain/contracts/admin-parts";
import { PART_CSV_COLUMNS, PART_CSV_HEADER_LINE, type PartFields, partCsvLine } from "../../src/domain/part-rows";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { holidaySaleItems, itemMakes, parts, specialPrices } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createMake, createPart, uniqueCode } from "../factories";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
let clerk: { id: number; cookies: Record<string, string> };

beforeAll(async () => {
  // The read cache is on, as in production: a staff change must still show at once.
  t = await createTestApp({ env: { CAPTCHA: "off", CATALOG_CACHE_SECONDS: "60" } });
  const email = "parts.clerk@partshop.example";
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email, passwordHash: await hashPassword("Staff12345"), name: "Parts clerk", role: "staff" })
    .returning();
  const cookies = sessionOf(
    await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }),
  );
  clerk = { id: member!.id, cookies };
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, payload?: object | string | Buffer, cookies: Record<string, string> = clerk.cookies) =>
  t.app.inject({
    method,
    url,
    cookies,
    remoteAddress: freshAddress(),
    ...(typeof payload === "string" || Buffer.isBuffer(payload) ? { payload, headers: { "content-type": "text/csv" } } : payload ? { payload } : {}),
  });
const lastAudit = async (target: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id)).limit(1))[0];

/** A new part's fields as the console sends them, for a make of its own. */
function newPart(make: string, overrides: Partial<PartFields> = {}): PartFields {
  const item = uniqueCode("AP");
  return {
    item,
    descrip: `Quarter panel ${item}`,
    descrip_fr: null,
    part_type: null,
    make,
    fits: [make],
    model: "Mustang",
    year_from: 1965,
    year_end: 1968,
    price: 120,
    pricel: 150,
    price2: 110,
    price3: 105,
    price4: 100,
    price5: 95,
    price6: 90,
    onhand: 4,
    orderpt: 2,
    qty: 1,
    onshpeta: null,
    weight_kg: 12.5,
    oversize: false,
    onsale: false,
    featured: false,
    popular: false,
    promotional: false,
    hot_sale: false,
    special_price: null,
    holiday_price: null,
    img_path: `/images/parts/${item}.svg`,
    big: `/images/parts/${item}.svg?size=large`,
    ...overrides,
  };
}

const csvOf = (rows: PartFields[]) => PART_CSV_HEADER_LINE + rows.map(partCsvLine).join("");
const editBody = (part: PartFields) => {
  const { item: _, ...fields } = part;
  return fields;
};

/** Follows an import job until it has finished; the embedded database answers once the import's transaction ends. */
async function finished(id: string): Promise<ImportJob> {
  for (let attempt = 0; attempt < 6000; attempt++) {
    const job = (await call("GET", `/api/admin/parts/import/${id}`)).json() as ImportJob;
    if (job.state !== "validating" && job.state !== "applying") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`import ${id} did not finish`);
}

describe("who may use the parts console", () => {
  it("refuses anonymous callers (401), customers and dealers (403) on every parts call", async () => {
    const part = await createPart(t.database.db);
    const customer = await signedInCustomer(t);
    const dealer = await signedInDealer(t);
    const calls: [Method, string, object | string | undefined][] = [
      ["GET", "/api/admin/parts", undefined],
      ["GET", `/api/admin/parts/${part.item}`, undefined],
      ["POST", "/api/admin/parts", newPart(part.make)],
      ["PUT", `/api/admin/parts/${part.item}`, editBody(newPart(part.make))],
      ["GET", "/api/admin/parts.csv", undefined],
      ["POST", "/api/admin/parts/import", csvOf([newPart(part.make)])],
      ["GET", "/api/admin/parts/import/00000000-0000-4000-8000-000000000000", undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, payload, customer.cookies)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await call(method, url, payload, dealer.cookies)).statusCode, `${method} ${url} dealer`).toBe(403);
    }
    expect((await t.database.db.select().from(parts).where(eq(parts.make, part.make))).length).toBe(1);
  });
});

describe("the parts list and one part", () => {
  it("lists parts 20 a page, found by item-code prefix, by description words and by make", async () => {
    const make = (await createMake(t.database.db)).make;
    const other = (await createMake(t.database.db)).make;
    const prefix = uniqueCode("LST");
    for (let n = 0; n < 23; n++)
      await createPart(t.database.db, { item: `${prefix}-${String(n).padStart(2, "0")}`, make, descrip: n === 5 ? "Chrome rear bumper guard" : `Panel ${n}` });
    await createPart(t.database.db, { make: other, fits: [other, make], descrip: "Chrome front bumper" });

    const first = (await call("GET", `/api/admin/parts?make=${make}`)).json();
    expect(first).toMatchObject({ total: 24, page: 1, per_page: 20 });
    expect(first.rows).toHaveLength(20);
    expect((await call("GET", `/api/admin/parts?make=${make}&page=2`)).json().rows).toHaveLength(4);

    const byPrefix = (await call("GET", `/api/admin/parts?q=${prefix}-0`)).json();
    expect(byPrefix.total).toBe(10);
    expect(byPrefix.rows[0]).toMatchObject({
      item: `${prefix}-00`,
      make,
      fits: [make],
      pricel: 110,
      price2: 90,
      price6: 70,
      onhand: 5,
      orderpt: 1,
      special_price: null,
      featured: false,
      holiday_sale: false,
    });

    const byWords = (await call("GET", `/api/admin/parts?q=${encodeURIComponent("bumper chrome")}&make=${make}`)).json();
    expect(byWords.rows.map((row: { descrip: string }) => row.descrip).sort()).toEqual(["Chrome front bumper", "Chrome rear bumper guard"]);
    expect((await call("GET", "/api/admin/parts?q=%25")).json().total).toBe(0);
    expect((await call("GET", "/api/admin/parts?page=0")).statusCode).toBe(400);
  });

  it("shows every field of one part, and 404 for a code with no part", async () => {
    const make = (await createMake(t.database.db)).make;
    const created = (
      await call(
        "POST",
        "/api/admin/parts",
        newPart(make, { onhand: 0, onshpeta: "2030-05-17", oversize: true, special_price: 99.99, holiday_price: 120, featured: true }),
      )
    ).json();
    const detail = (await call("GET", `/api/admin/parts/${created.item.toLowerCase()}`)).json();
    expect(detail).toEqual(created);
    expect(detail).toMatchObject({
      onhand: 0,
      onshpeta: "2030-05-17",
      oversize: true,
      special_price: 99.99,
      holiday_price: 120,
      featured: true,
      weight_kg: 12.5,
      view_count: 0,
    });
    expect((await call("GET", "/api/admin/parts/NO-SUCH-PART")).statusCode).toBe(404);
  });
});

describe("creating and editing a part", () => {
  it("creates a part with every field, writes the audit entry, and refuses a code already used (409)", async () => {
    const make = (await createMake(t.database.db)).make;
    const fitsToo = (await createMake(t.database.db)).make;
    const input = newPart(make, {
      fits: [fitsToo.toLowerCase()],
      item: uniqueCode("ap").toLowerCase(),
      img_path: "",
      big: "",
      descrip_fr: "Panneau de custode",
    });
    const response = await call("POST", "/api/admin/parts", input);
    expect(response.statusCode, response.body).toBe(200);
    const part = response.json() as StaffPartDetail;
    expect(part.item).toBe(input.item.toUpperCase());
    expect(part.descrip_fr).toBe("Panneau de custode");
    expect((await call("GET", "/api/admin/parts.csv")).body).toContain(",Panneau de custode\r\n");
    expect(part.fits).toEqual([make, fitsToo].sort());
    expect(part.img_path).toBe(`/images/parts/${part.item}.svg`);
    expect(await lastAudit(`part:${part.item}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "part.create",
      details: { after: { item: part.item, pricel: 150 } },
    });

    const again = await call("POST", "/api/admin/parts", { ...input, descrip: "Another" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("CONFLICT");
    expect((await call("GET", `/api/admin/parts/${part.item}`)).json().descrip).toBe(input.descrip);
  });

  it("refuses a part that breaks the shop's rules with 400 naming each field, and stores nothing", async () => {
    const make = (await createMake(t.database.db)).make;
    const bad = newPart(make, { price: -1, pricel: 10.005, price3: 5.123, onhand: 1.5, year_from: 1970, year_end: 1960, onshpeta: "2026-02-30", weight_kg: 0 });
    const refused = await call("POST", "/api/admin/parts", bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(["onhand", "onshpeta", "price", "price3", "pricel", "weight_kg"].sort());
    const years = await call("POST", "/api/admin/parts", newPart(make, { year_from: 1970, year_end: 1960, special_price: 200 }));
    expect(years.json().error.fields).toMatchObject({
      year_end: "Year to must not be before year from",
      special_price: "Special price must be below the list price",
    });
    const noMake = await call("POST", "/api/admin/parts", newPart("NOSUCHMAKE"));
    expect(noMake.statusCode).toBe(400);
    expect(noMake.json().error.fields.make).toContain("no make named NOSUCHMAKE");
    expect(await t.database.db.select().from(parts).where(eq(parts.item, bad.item))).toEqual([]);
  });

  it("edits prices, stock, flags and sale prices with before and after in the audit log; shoppers see the new price at once through the read cache", async () => {
    const make = (await createMake(t.database.db)).make;
    const part = (await call("POST", "/api/admin/parts", newPart(make, { price: 120, pricel: 150 }))).json() as StaffPartDetail;
    const seenBefore = (await t.app.inject({ url: `/api/item/${part.item}` })).json();
    expect(seenBefore.singleItem.pricel).toBe(150);
    expect((await t.app.inject({ url: `/api/searchResualt?make=${make}` })).json().data[0].pricel).toBe(150);

    const edited = await call(
      "PUT",
      `/api/admin/parts/${part.item}`,
      editBody({ ...part, pricel: 175.25, onhand: 9, featured: true, promotional: true, special_price: 160, holiday_price: 165 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ pricel: 175.25, onhand: 9, featured: true, promotional: true, special_price: 160, holiday_price: 165 });
    expect(await lastAudit(`part:${part.item}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "part.update",
      details: {
        before: { pricel: 150, onhand: 4, special_price: null, featured: false },
        after: { pricel: 175.25, onhand: 9, special_price: 160, featured: true },
      },
    });

    const seen = (await t.app.inject({ url: `/api/item/${part.item}` })).json();
    expect(seen.singleItem).toMatchObject({ pricel: 175.25, onhand: 9, special_price: 160, promotional: true });
    expect((await t.app.inject({ url: `/api/searchResualt?make=${make}` })).json().data[0]).toMatchObject({ pricel: 175.25, special_price: 160 });
    expect((await t.app.inject({ url: "/api/holidayItem" })).json().map((row: { item: string }) => row.item)).toContain(part.item);

    const cleared = (
      await call("PUT", `/api/admin/parts/${part.item}`, editBody({ ...part, special_price: null, holiday_price: null, featured: false }))
    ).json();
    expect(cleared).toMatchObject({ special_price: null, holiday_price: null, featured: false, pricel: 150 });
    expect(await t.database.db.select().from(specialPrices).where(eq(specialPrices.item, part.item))).toEqual([]);
    expect(await t.database.db.select().from(holidaySaleItems).where(eq(holidaySaleItems.item, part.item))).toEqual([]);
    expect((await t.app.inject({ url: `/api/item/${part.item}` })).json().singleItem.special_price).toBeNull();

    expect((await call("PUT", "/api/admin/parts/NO-SUCH-PART", editBody(part))).statusCode).toBe(404);
    expect((await call("PUT", `/api/admin/parts/${part.item}`, editBody({ ...part, pricel: -5 }))).statusCode).toBe(400);
  });
});

describe("the parts CSV file", () => {
  it("refuses a file with bad rows: nothing is applied, and every bad row is reported with its row and column", async () => {
    const make = (await createMake(t.database.db)).make;
    const existing = (await call("POST", "/api/admin/parts", newPart(make))).json() as StaffPartDetail;
    const good = newPart(make);
    const rows = [
      good,
      newPart(make, { price: -2 }),
      { ...existing, pricel: 999 },
      newPart("NOSUCHMAKE", { fits: [] }),
      newPart(make, { year_from: 1990, year_end: 1980 }),
      good,
    ];
    let text = csvOf(rows);
    text += `${existing.item}-X,Broken row,${make}\r\n`;
    text += `${text.split("\r\n")[1]!.replace(",1965,", ",19x5,")}\r\n`;
    const refused = await call("POST", "/api/admin/parts/import", text);
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json();
    expect(body.error.code).toBe("INVALID");
    expect(body.error_count).toBe(6);
    expect(body.row_errors).toEqual([
      { row: 3, column: "price", message: "Price must be 0 or more" },
      { row: 5, column: "make", message: "The shop has no make named NOSUCHMAKE" },
      { row: 6, column: "year_end", message: "Year to must not be before year from" },
      { row: 7, column: "item", message: `The item ${good.item} is already on row 2` },
      { row: 8, column: "*", message: `The row has 3 cells but the header names ${PART_CSV_COLUMNS.length} columns` },
      { row: 9, column: "year_from", message: "Year from must be a whole number" },
    ]);
    expect(await t.database.db.select().from(parts).where(eq(parts.item, good.item))).toEqual([]);
    expect((await call("GET", `/api/admin/parts/${existing.item}`)).json().pricel).toBe(existing.pricel);
  });

  it("imports a small file while the caller waits: new codes inserted, changed parts updated, parts already so left alone", async () => {
    const make = (await createMake(t.database.db)).make;
    const existing = (await call("POST", "/api/admin/parts", newPart(make, { special_price: 99 }))).json() as StaffPartDetail;
    const same = (await call("POST", "/api/admin/parts", newPart(make))).json() as StaffPartDetail;
    const fresh = newPart(make, { featured: true });
    const imported = await call("POST", "/api/admin/parts/import", csvOf([{ ...existing, pricel: 180, special_price: null }, same, fresh]));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ state: "done", rows_total: 3, rows_applied: 3, inserted: 1, updated: 1, error_count: 0, row_errors: [] });
    expect((await call("GET", `/api/admin/parts/${existing.item}`)).json()).toMatchObject({ pricel: 180, special_price: null });
    expect((await call("GET", `/api/admin/parts/${fresh.item}`)).json()).toMatchObject({ featured: true, fits: [make] });
    expect((await t.app.inject({ url: `/api/item/${existing.item}` })).json().singleItem).toMatchObject({ pricel: 180, special_price: null });
  });

  it("lists at most 200 row errors and counts the rest; refuses a header without the file's columns", async () => {
    const make = (await createMake(t.database.db)).make;
    const refused = await call("POST", "/api/admin/parts/import", csvOf(Array.from({ length: 250 }, () => newPart(make, { qty: 0 }))));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_count).toBe(250);
    expect(refused.json().row_errors).toHaveLength(200);
    const header = await call("POST", "/api/admin/parts/import", "item,descrip,colour\r\nA-1,Hood,red\r\n");
    expect(header.statusCode).toBe(400);
    expect(header.json().row_errors).toContainEqual({ row: 1, column: "colour", message: "The column colour is not one the parts file has" });
    expect(header.json().row_errors).toContainEqual({ row: 1, column: "make", message: "The header row needs a make column" });
    expect((await call("POST", "/api/admin/parts/import", PART_CSV_HEADER_LINE)).json().row_errors).toEqual([
      { row: 2, column: "*", message: "The file has a header row but no parts." },
    ]);
    expect((await call("POST", "/api/admin/parts/import", Buffer.from([0x69, 0x74, 0xff, 0xfe]))).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/parts/import/not-a-job")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/parts/import/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("imports a good 10,000-row file in the background, reports progress, and a second import of it duplicates nothing", { timeout: 120_000 }, async () => {
    const make = (await createMake(t.database.db)).make;
    const other = (await createMake(t.database.db)).make;
    const prefix = uniqueCode("BULK");
    const rows = Array.from({ length: 10_000 }, (_, n) =>
      newPart(make, {
        item: `${prefix}-${String(n).padStart(5, "0")}`,
        fits: n % 3 === 0 ? [make, other] : [make],
        special_price: n % 10 === 0 ? 99.5 : null,
        holiday_price: n % 25 === 0 ? 140 : null,
        descrip: n === 7 ? 'Hood, "cowl" style with vents' : `Bulk part ${n}`,
      }),
    );
    const file = csvOf(rows);
    const started = await call("POST", "/api/admin/parts/import", file);
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(started.json().id);
    expect(job).toMatchObject({
      state: "done",
      rows_total: 10_000,
      rows_validated: 10_000,
      rows_applied: 10_000,
      inserted: 10_000,
      updated: 0,
      error_count: 0,
    });
    expect(job.digest).toBe(createHash("sha256").update(file).digest("hex"));
    expect(await lastAudit(`parts-import:${job.id}`)).toMatchObject({
      actor: `staff:${clerk.id}`,
      action: "parts.import",
      details: { rows: 10_000, inserted: 10_000, updated: 0, digest: job.digest },
    });

    const counts = async () => {
      const [row] = (
        await t.database.db.execute<{ parts: number; fits: number; specials: number; holiday: number }>(sql`
        select (select count(*)::int from parts where item like ${`${prefix}-%`}) as parts,
               (select count(*)::int from item_makes where item like ${`${prefix}-%`}) as fits,
               (select count(*)::int from special_prices where item like ${`${prefix}-%`}) as specials,
               (select count(*)::int from holiday_sale_items where item like ${`${prefix}-%`}) as holiday`)
      ).rows;
      return row;
    };
    expect(await counts()).toEqual({ parts: 10_000, fits: 10_000 + 3334, specials: 1000, holiday: 400 });
    expect((await call("GET", `/api/admin/parts/${prefix}-00007`)).json().descrip).toBe('Hood, "cowl" style with vents');
    expect((await t.app.inject({ url: `/api/item/${prefix}-00010` })).json().singleItem.special_price).toBe(99.5);

    const again = await finished((await call("POST", "/api/admin/parts/import", file)).json().id);
    expect(again).toMatchObject({ state: "done", rows_applied: 10_000, inserted: 0, updated: 0 });
    expect(await counts()).toEqual({ parts: 10_000, fits: 10_000 + 3334, specials: 1000, holiday: 400 });
  });

  it("exports every part streamed as CSV, and importing the export back changes nothing", async () => {
    const make = (await createMake(t.database.db)).make;
    const created: StaffPartDetail[] = [];
    for (const overrides of [
      { onshpeta: "2031-01-02", special_price: 10 },
      { descrip: "Grille, chrome" },
      { price2: null, holiday_price: 149.99, oversize: true },
    ]) {
      created.push((await call("POST", "/api/admin/parts", newPart(make, overrides))).json());
    }
    const exported = await call("GET", "/api/admin/parts.csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-disposition"]).toContain("parts.csv");
    const lines = exported.body.split("\r\n").filter(Boolean);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from parts`)).rows as [{ n: number }];
    expect(lines).toHaveLength(n + 1);
    expect(`${lines[0]}\r\n`).toBe(PART_CSV_HEADER_LINE);
    expect(exported.body).toContain(`${created[1]!.item},"Grille, chrome",`);

    const back = await call("POST", "/api/admin/parts/import", exported.body);
    const job = back.statusCode === 202 ? await finished(back.json().id) : back.json();
    expect(job).toMatchObject({ state: "done", rows_total: n, inserted: 0, updated: 0 });
    for (const part of created) expect((await call("GET", `/api/admin/parts/${part.item}`)).json()).toEqual(part);
    expect((await call("GET", "/api/admin/parts.csv")).body).toBe(exported.body);
    const fits = await t.database.db
      .select()
      .from(itemMakes)
      .where(
        inArray(
          itemMakes.item,
          created.map((part) => part.item),
        ),
      );
    expect(fits).toHaveLength(3);
  });
});
