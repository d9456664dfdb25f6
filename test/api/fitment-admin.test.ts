import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartFitment } from "../../src/domain/contracts/admin-fitment";
import type { ImportJob } from "../../src/domain/contracts/admin-parts";
import type { ItemDetail } from "../../src/domain/contracts/catalog";
import { FITMENT_CSV_HEADER_LINE } from "../../src/domain/fitment-rows";
import { PART_CSV_HEADER_LINE, partCsvLine } from "../../src/domain/part-rows";
import { hashPassword } from "../../src/server/lib/passwords";
import { staffUsers } from "../../src/server/modules/accounts/schema";
import { partImportJobs } from "../../src/server/modules/admin/schema";
import { auditLog } from "../../src/server/modules/audit/schema";
import { partsInOrder } from "../../src/server/modules/catalog/product-answers";
import { fitment } from "../../src/server/modules/catalog/schema";
import { createTestApp, type TestApp } from "../app";
import { createMake, createPart, uniqueCode } from "../factories";
import { sessionOf } from "./accounts-fixtures";
import { freshAddress, signedInCustomer, signedInDealer } from "./buying-fixtures";

let t: TestApp;
let clerk: { id: number; cookies: Record<string, string> };
let ford: string;
let chevrolet: string;

beforeAll(async () => {
  // The read cache is on, as in production: a staff change must still show at once.
  t = await createTestApp({ env: { CAPTCHA: "off", CATALOG_CACHE_SECONDS: "60" } });
  const email = "fitment.clerk@partshop.example";
  const [member] = await t.database.db
    .insert(staffUsers)
    .values({ email, passwordHash: await hashPassword("Staff12345"), name: "Fitment clerk", role: "staff" })
    .returning();
  clerk = {
    id: member!.id,
    cookies: sessionOf(
      await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: "Staff12345" }, remoteAddress: freshAddress() }),
    ),
  };
  ford = (await createMake(t.database.db)).make;
  chevrolet = (await createMake(t.database.db)).make;
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, payload?: object | string, cookies: Record<string, string> = clerk.cookies) =>
  t.app.inject({
    method,
    url,
    cookies,
    remoteAddress: freshAddress(),
    ...(typeof payload === "string" ? { payload, headers: { "content-type": "text/csv" } } : payload ? { payload } : {}),
  });

const range = (year_from: number, year_to: number, make: string, model: string, submodel: string | null = null, engine: string | null = null) => ({
  year_from,
  year_to,
  make,
  model,
  submodel,
  engine,
});
const csv = (lines: string[]) => FITMENT_CSV_HEADER_LINE + lines.map((line) => `${line}\r\n`).join("");

async function finished(id: string): Promise<ImportJob> {
  for (let attempt = 0; attempt < 6000; attempt++) {
    const answer = await call("GET", `/api/admin/fitment/import/${id}`);
    // The embedded database's one connection is busy with the import: a status read may wait past its limit (503) until it commits.
    if (answer.statusCode === 503) continue;
    const job = answer.json() as ImportJob;
    if (job.state !== "validating" && job.state !== "applying") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`import ${id} did not finish`);
}
const imported = async (response: Awaited<ReturnType<typeof call>>): Promise<ImportJob> =>
  response.statusCode === 202 ? finished(response.json().id) : (response.json() as ImportJob);

const rowsOf = async (item: string) =>
  (await t.database.db.select().from(fitment).where(eq(fitment.item, item))).map(({ year, make, model, submodel, engine }) => ({
    year,
    make,
    model,
    submodel,
    engine,
  }));
const columnsOf = async (item: string) => {
  const { rows } = await t.database.db.execute<{ make: string; model: string; year_from: number; year_end: number; fits: string[] }>(
    sql`select make, model, year_from, year_end, array(select im.make from item_makes im where im.item = p.item order by im.make) as fits from parts p where item = ${item}`,
  );
  const row = rows[0]!;
  return { ...row, fits: Array.isArray(row.fits) ? row.fits : String(row.fits).slice(1, -1).split(",").filter(Boolean) };
};

describe("who may change fitment", () => {
  it("refuses anonymous callers (401), customers and dealers (403) on every fitment call, and changes nothing", async () => {
    const part = await createPart(t.database.db, { make: ford });
    const customer = await signedInCustomer(t);
    const dealer = await signedInDealer(t);
    const calls: [Method, string, object | string | undefined][] = [
      ["GET", `/api/admin/parts/${part.item}/fitment`, undefined],
      ["PUT", `/api/admin/parts/${part.item}/fitment`, { ranges: [range(1969, 1970, chevrolet, "Camaro")] }],
      ["GET", "/api/admin/fitment.csv", undefined],
      ["POST", "/api/admin/fitment/import", csv([`${part.item},1969,1970,${chevrolet},Camaro,,`])],
      ["GET", "/api/admin/fitment/import/00000000-0000-4000-8000-000000000000", undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, payload, customer.cookies)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await call(method, url, payload, dealer.cookies)).statusCode, `${method} ${url} dealer`).toBe(403);
    }
    expect(await rowsOf(part.item)).toEqual([]);
  });
});

describe("the part form's fitment", () => {
  it("adds ranges as one row per year, and the part's make, years and makes it fits follow in the same save; the storefront sees it at once", async () => {
    const part = await createPart(t.database.db, { make: ford, model: "Mustang", yearFrom: 1965, yearEnd: 1966 });
    // The storefront's answer is cached before the change: the save must still show at once.
    expect((await t.app.inject({ url: `/api/item/${part.item}` })).json<ItemDetail>().fitment).toEqual([]);

    const saved = await call("PUT", `/api/admin/parts/${part.item}/fitment`, {
      ranges: [range(1969, 1970, chevrolet.toLowerCase(), "Camaro"), range(1967, 1967, ford, "Mustang", "Fastback", "289 V8")],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PartFitment>()).toEqual({
      item: part.item,
      ranges: [range(1969, 1970, chevrolet, "Camaro"), range(1967, 1967, ford, "Mustang", "Fastback", "289 V8")].sort((a, b) => (a.make < b.make ? -1 : 1)),
      make: ford,
      model: "Mustang",
      year_from: 1967,
      year_end: 1970,
      fits: [chevrolet, ford].sort(),
    });
    expect(await rowsOf(part.item)).toHaveLength(3);
    expect(await columnsOf(part.item)).toEqual({ make: ford, model: "Mustang", year_from: 1967, year_end: 1970, fits: [chevrolet, ford].sort() });

    const detail = (await t.app.inject({ url: `/api/item/${part.item}` })).json<ItemDetail>();
    expect(detail.fitment).toContainEqual({ year: 1969, make: chevrolet, model: "Camaro", submodel: null, engine: null });
    expect(detail.fitment).toContainEqual({ year: 1970, make: chevrolet, model: "Camaro", submodel: null, engine: null });
    expect(detail.singleItem).toMatchObject({ year_from: 1967, year_end: 1970 });
    expect(detail.item_makes.map((fit) => fit.make).sort()).toEqual([chevrolet, ford].sort());
    expect((await t.app.inject({ url: `/api/vehicles/1969/${chevrolet}/Camaro/parts` })).json().data.map((p: { item: string }) => p.item)).toContain(part.item);
    // The make list and its year filter read item_makes and the part's years through the search index.
    const listed = (await t.app.inject({ url: `/api/searchResualt?make=${chevrolet}&year=1970&page=1` })).json();
    expect(listed.data.map((p: { item: string }) => p.item)).toContain(part.item);
    // Lists and vehicle pages read each part's fitment from the search index (decision 045): the same keys as the part's own answer, changed at once.
    const fitsIn = (answer: { data: { item: string; fits: string[] }[] }) => answer.data.find((p) => p.item === part.item)?.fits;
    expect([...(fitsIn(listed) ?? [])].sort()).toEqual([`1969-1970|${chevrolet}|Camaro`, `1967|${ford}|Mustang`].sort());
    expect(fitsIn(listed)).toEqual(detail.singleItem.fits);
    expect(fitsIn((await t.app.inject({ url: `/api/vehicles/1967/${ford}/Mustang/parts` })).json())).toEqual(detail.singleItem.fits);
    // A code the index does not know yet is read with its fitment from the table, never shown as fitting nothing.
    expect((await partsInOrder(t.database.db, [part.item], () => null)).map((p) => p.fits)).toEqual([detail.singleItem.fits]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `part:${part.item}`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actor: `staff:${clerk.id}`, action: "part.fitment" });

    // Removing the Mustang range: the make that is left becomes the part's make.
    const removed = (await call("PUT", `/api/admin/parts/${part.item}/fitment`, { ranges: [range(1969, 1970, chevrolet, "Camaro")] })).json<PartFitment>();
    expect(removed).toMatchObject({ make: chevrolet, model: "Camaro", year_from: 1969, year_end: 1970, fits: [chevrolet] });
    expect((await t.app.inject({ url: `/api/searchResualt?make=${ford}&page=1` })).json().data.map((p: { item: string }) => p.item)).not.toContain(part.item);
    const camaroOnly = [`1969-1970|${chevrolet}|Camaro`];
    expect(fitsIn((await t.app.inject({ url: `/api/searchResualt?make=${chevrolet}&year=1970&page=1` })).json())).toEqual(camaroOnly);
    expect(fitsIn((await t.app.inject({ url: `/api/vehicles/1970/${chevrolet}/Camaro/parts` })).json())).toEqual(camaroOnly);
    expect((await t.app.inject({ url: `/api/vehicles/1967/${ford}/Mustang/parts` })).statusCode).not.toBe(200);
  });

  it("refuses bad ranges with 400 naming each, an unknown make or part, and changes nothing", async () => {
    const part = await createPart(t.database.db, { make: ford });
    const bad = [
      { ranges: [range(1970, 1969, ford, "Mustang")] },
      { ranges: [range(1900, 1901, ford, "Mustang")] },
      { ranges: [range(1967, 1968, ford, "")] },
      { ranges: [range(1967, 1968, ford, "M".repeat(81))] },
      { ranges: [range(1967, 1968, "TRABANT", "601")] },
    ];
    for (const body of bad) {
      const refused = await call("PUT", `/api/admin/parts/${part.item}/fitment`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PUT", `/api/admin/parts/${part.item}/fitment`, bad[0])).json().error.fields).toHaveProperty(["ranges.0.year_to"]);
    expect((await call("PUT", `/api/admin/parts/${part.item}/fitment`, bad[4])).json().error.fields).toEqual({
      "ranges.0.make": "The shop has no make named TRABANT",
    });
    expect(await rowsOf(part.item)).toEqual([]);
    expect((await call("PUT", "/api/admin/parts/NO-SUCH-PART/fitment", { ranges: [] })).statusCode).toBe(404);
  });

  it("keeps a part with fitment consistent when the part form or the parts import saves its make and years", async () => {
    const part = await createPart(t.database.db, { make: ford, model: "Mustang" });
    await call("PUT", `/api/admin/parts/${part.item}/fitment`, { ranges: [range(1967, 1968, ford, "Mustang")] });
    const detail = (await call("GET", `/api/admin/parts/${part.item}`)).json();
    const { item: _item, view_count: _views, created_at: _created, ...fields } = detail;
    const edited = await call("PUT", `/api/admin/parts/${part.item}`, {
      ...fields,
      year_from: 1990,
      year_end: 1995,
      fits: [ford, chevrolet],
      pricel: 300,
      price: 250,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ pricel: 300, year_from: 1967, year_end: 1968, fits: [ford] });

    const file =
      PART_CSV_HEADER_LINE + partCsvLine({ ...fields, item: part.item, pricel: 310, price: 250, year_from: 1990, year_end: 1995, fits: [chevrolet] });
    const importedParts = await call("POST", "/api/admin/parts/import", file);
    expect(importedParts.statusCode, importedParts.body).toBe(200);
    expect((await call("GET", `/api/admin/parts/${part.item}`)).json()).toMatchObject({ pricel: 310, year_from: 1967, year_end: 1968, fits: [ford] });
  });
});

describe("the fitment CSV file", () => {
  it("imports a good file: the fitment of each part named is replaced, its columns follow, parts not named keep theirs", async () => {
    const [a, b, untouched] = [
      await createPart(t.database.db, { make: ford }),
      await createPart(t.database.db, { make: ford }),
      await createPart(t.database.db, { make: ford }),
    ];
    await call("PUT", `/api/admin/parts/${a.item}/fitment`, { ranges: [range(1980, 1981, ford, "Fairmont")] });
    await call("PUT", `/api/admin/parts/${untouched.item}/fitment`, { ranges: [range(1980, 1981, ford, "Fairmont")] });
    const file = csv([
      `${a.item},1967,1968,${ford},Mustang,,`,
      `${a.item.toLowerCase()},1969,1969,${chevrolet.toLowerCase()},Camaro,SS,"350 V8, 4-barrel"`,
      `${b.item},1970,1972,${chevrolet},Chevelle,,`,
    ]);
    const response = await call("POST", "/api/admin/fitment/import", file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: "done", rows_total: 3, rows_applied: 3, inserted: 6, updated: 2, error_count: 0 });
    expect((await rowsOf(a.item)).map((row) => row.year).sort()).toEqual([1967, 1968, 1969]);
    expect(await rowsOf(a.item)).toContainEqual({ year: 1969, make: chevrolet, model: "Camaro", submodel: "SS", engine: "350 V8, 4-barrel" });
    expect(await columnsOf(a.item)).toMatchObject({ make: ford, year_from: 1967, year_end: 1969, fits: [chevrolet, ford].sort() });
    expect(await columnsOf(b.item)).toMatchObject({ make: chevrolet, model: "Chevelle", year_from: 1970, year_end: 1972, fits: [chevrolet] });
    expect(await rowsOf(untouched.item)).toHaveLength(2);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `fitment-import:${response.json().id}`));
    expect(entry).toMatchObject({ actor: `staff:${clerk.id}`, action: "fitment.import" });
  });

  it("refuses a file with bad rows: nothing is written, and every bad row is reported with its row and reason", async () => {
    const part = await createPart(t.database.db, { make: ford });
    await call("PUT", `/api/admin/parts/${part.item}/fitment`, { ranges: [range(1980, 1981, ford, "Fairmont")] });
    const file = csv([
      `${part.item},1967,1968,${ford},Mustang,,`,
      `NO-SUCH-PART,1967,1968,${ford},Mustang,,`,
      `${part.item},19x7,1968,${ford},Mustang,,`,
      `${part.item},1970,1969,${ford},Mustang,,`,
      `${part.item},1967,1968,,Mustang,,`,
      `${part.item},1967,1968,${ford},,,`,
      `${part.item},1967,1968,${ford},${"M".repeat(81)},,`,
      `${part.item},1967,1968,TRABANT,601,,`,
      `${part.item},1967`,
    ]);
    const refused = await call("POST", "/api/admin/fitment/import", file);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error_count).toBe(8);
    expect(refused.json().row_errors).toEqual([
      { row: 3, column: "part", message: "The shop has no part with the code NO-SUCH-PART" },
      { row: 4, column: "year_from", message: "Year from must be a year like 1967" },
      { row: 5, column: "year_to", message: "Year to must not be before year from" },
      { row: 6, column: "make", message: "Make is required" },
      { row: 7, column: "model", message: "Model is required" },
      { row: 8, column: "model", message: "Model must be at most 80 characters" },
      { row: 9, column: "make", message: "The shop has no make named TRABANT" },
      { row: 10, column: "*", message: "The row has 2 cells but the header names 7 columns" },
    ]);
    expect(await rowsOf(part.item)).toHaveLength(2);
    expect((await call("POST", "/api/admin/fitment/import", "part,year,make\r\nA,1967,FORD\r\n")).json().row_errors).toEqual([
      { row: 1, column: "*", message: "The header row must be exactly part,year_from,year_to,make,model,submodel,engine" },
    ]);
  });

  it("exports one line per range, streamed, and importing the export back changes nothing", async () => {
    const part = await createPart(t.database.db, { make: ford });
    await call("PUT", `/api/admin/parts/${part.item}/fitment`, {
      ranges: [range(1967, 1968, ford, "Mustang", "Fastback, 2+2"), range(1970, 1970, ford, "Mustang"), range(1969, 1969, chevrolet, "Camaro", null, "350")],
    });
    const exported = await call("GET", "/api/admin/fitment.csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-disposition"]).toContain("fitment.csv");
    expect(exported.body.startsWith("part,year_from,year_to,make,model,submodel,engine\r\n")).toBe(true);
    expect(exported.body).toContain(`${part.item},1967,1968,${ford},Mustang,"Fastback, 2+2",\r\n`);
    expect(exported.body).toContain(`${part.item},1970,1970,${ford},Mustang,,\r\n`);
    const before = (await call("GET", `/api/admin/parts/${part.item}/fitment`)).json();
    const rowsBefore = await t.database.db.execute(sql`select count(*)::int as n from fitment`);

    const job = await imported(await call("POST", "/api/admin/fitment/import", exported.body));
    expect(job.state).toBe("done");
    expect((await call("GET", `/api/admin/parts/${part.item}/fitment`)).json()).toEqual(before);
    expect((await t.database.db.execute(sql`select count(*)::int as n from fitment`)).rows).toEqual(rowsBefore.rows);
    expect((await call("GET", "/api/admin/fitment.csv")).body).toBe(exported.body);
  });

  it("imports 15,000 rows in the background in several batches of parts, with progress", async () => {
    const prefix = uniqueCode("FIT");
    const codes = Array.from({ length: 3_000 }, (_, n) => `${prefix}-${String(n).padStart(5, "0")}`);
    for (let start = 0; start < codes.length; start += 2000) {
      await t.database.db.execute(sql`
        insert into parts (item, descrip, make, year_from, year_end, price, pricel, img_path, big)
        select code, 'Bulk ' || code, ${ford}, 1965, 1970, 10, 12, '/x.svg', '/x.svg' from unnest(${sql.param(codes.slice(start, start + 2000))}::text[]) as code`);
    }
    const models = ["Mustang", "Falcon", "Fairlane", "Galaxie", "Torino"];
    const lines = codes.flatMap((code, n) =>
      models.map((model, m) => `${code},${1960 + ((n + m) % 10)},${1962 + ((n + m) % 10)},${m % 2 ? chevrolet : ford},${model},,`),
    );
    expect(lines).toHaveLength(15_000);
    const began = Date.now();
    const started = await call("POST", "/api/admin/fitment/import", csv(lines));
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(started.json().id);
    console.info(`15,000 fitment rows imported in ${Date.now() - began} ms`);
    expect(job).toMatchObject({ state: "done", rows_total: 15_000, rows_validated: 15_000, rows_applied: 15_000, inserted: 45_000, updated: 3_000 });
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fitment where item like ${`${prefix}-%`}`)).rows as [
      { n: number },
    ];
    expect(n).toBe(45_000);
    expect(await columnsOf(codes[3]!)).toMatchObject({ year_from: 1963, year_end: 1969, fits: [chevrolet, ford].sort() });
  }, 240_000);
});

describe("two fitment imports at once", () => {
  it("refuses a second import (409) while one is under way, and a stalled one holds nothing", async () => {
    const part = await createPart(t.database.db, { make: ford });
    const file = csv([`${part.item},1967,1968,${ford},Mustang,,`]);
    const [running] = await t.database.db
      .insert(partImportJobs)
      .values({ kind: "fitment", state: "applying", actor: "staff:0", digest: "x", bytes: 1 })
      .returning();
    const refused = await call("POST", "/api/admin/fitment/import", file);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Another fitment import is under way. Please import this file again once it has finished.");
    expect(await rowsOf(part.item)).toEqual([]);
    // A parts import is not held up by it.
    expect((await call("POST", "/api/admin/parts/import", "item\r\n")).statusCode).toBe(400);

    await t.database.db.update(partImportJobs).set({ updatedAt: sql`now() - interval '11 minutes'` }).where(eq(partImportJobs.id, running!.id));
    expect((await call("POST", "/api/admin/fitment/import", file)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/fitment/import/${running!.id}`)).json().state).toBe("failed");
  });

  it("never interleaves two imports sent together: the parts end with one file's fitment, whole", async () => {
    const parts = [await createPart(t.database.db, { make: ford }), await createPart(t.database.db, { make: ford })];
    const first = csv(parts.map((part) => `${part.item},1967,1968,${ford},Mustang,,`));
    const second = csv(parts.map((part) => `${part.item},1969,1970,${chevrolet},Camaro,,`));
    const answers = await Promise.all([call("POST", "/api/admin/fitment/import", first), call("POST", "/api/admin/fitment/import", second)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const models = new Set<string>();
    for (const part of parts) for (const row of await rowsOf(part.item)) models.add(row.model);
    expect(models.size).toBe(1);
    for (const part of parts) {
      const rows = await rowsOf(part.item);
      expect(rows).toHaveLength(2);
      const columns = await columnsOf(part.item);
      expect(columns.fits).toEqual([rows[0]!.make]);
      expect(columns.year_from).toBe(Math.min(...rows.map((row) => row.year)));
    }
  });
});
