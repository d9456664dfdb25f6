import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner, ItemDetail, Make, ProductPage } from "../../src/domain/contracts/catalog";
import { inTransaction } from "../../src/server/context";
import { takeStock } from "../../src/server/modules/catalog/service";
import { banners, catalogs } from "../../src/server/modules/content/schema";
import { createTestApp, type TestApp } from "../app";
import { createClassicModel, createMake, createPart, createParts, uniqueCode, uniqueMake } from "../factories";
import { createCustomer, createDealer, sessionOf, signInCustomer } from "./accounts-fixtures";

// The public reads that many shoppers make at once: cached lists (reused for CATALOG_CACHE_SECONDS),
// answers serialized once, and lookups (item detail, sessions) batched into one query per turn.

let cached: TestApp;
let live: TestApp;

beforeAll(async () => {
  [cached, live] = await Promise.all([createTestApp({ env: { CATALOG_CACHE_SECONDS: "60" } }), createTestApp({ env: { CATALOG_CACHE_SECONDS: "0" } })]);
});

afterAll(async () => {
  await Promise.all([cached?.close(), live?.close()]);
});

async function get<T>(t: TestApp, url: string, cookies?: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api${url}`, ...(cookies ? { cookies } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}

describe("lists that change rarely come from the read cache", () => {
  it("reuses /makes, /vehicle-makes, /banner, /catalogs and /getClassicModels until CATALOG_CACHE_SECONDS pass", async () => {
    const sizes = async (t: TestApp) => ({
      makes: (await get<Make[]>(t, "/makes")).body.length,
      vehicleMakes: (await get<{ items: unknown[] }>(t, "/vehicle-makes")).body.items.length,
      banners: (await get<Banner[]>(t, "/banner")).body.length,
      catalogs: (await get<{ catalogs: unknown[] }>(t, "/catalogs")).body.catalogs.length,
      models: (await get<{ models: unknown[] }>(t, "/getClassicModels")).body.models.length,
    });
    const before = { cached: await sizes(cached), live: await sizes(live) };

    for (const [n, t] of [cached, live].entries()) {
      const { db } = t.database;
      await createMake(db, { make: uniqueMake("CACHED") });
      await db.insert(banners).values({ seq: 900 + n, link: "https://example.com/new", imgPath: "/media/banners/new.svg" });
      await db.insert(catalogs).values({ name: uniqueCode("cat"), display: "New catalogue", path: "/media/catalogs/new.pdf" });
      await createClassicModel(db);
    }

    // The cached app still answers the lists it read before the inserts; the uncached one reads them again.
    expect(await sizes(cached)).toEqual(before.cached);
    const oneMore = Object.fromEntries(Object.entries(before.live).map(([list, size]) => [list, size + 1]));
    expect(await sizes(live)).toEqual(oneMore);
  });

  it("sends a cached page the same for every shopper, and a dealer's own tier price on top of it", async () => {
    const make = uniqueMake("SAME");
    await createParts(cached.database.db, 3, { make, price3: 77 });
    const dealer = await createDealer(cached.database.db, { pricecode: 3 });
    const dealerCookie = sessionOf(
      await cached.app.inject({ method: "POST", url: "/api/loginDealer", payload: { account: dealer.account, password: dealer.password } }),
    );

    const first = await cached.app.inject({ method: "GET", url: `/api/searchResualt?make=${make}` });
    const second = await cached.app.inject({ method: "GET", url: `/api/searchResualt?make=${make}` });
    expect(second.body).toBe(first.body);
    const page = first.json<ProductPage>();
    expect(page.total).toBe(3);
    for (const product of page.data) expect(product).not.toHaveProperty("price3");

    const priced = await get<ProductPage>(cached, `/searchResualt?make=${make}`, dealerCookie);
    expect(priced.body.data.map((p) => p.price3)).toEqual([77, 77, 77]);
    // The dealer's answer did not leak into the shared one.
    expect((await cached.app.inject({ method: "GET", url: `/api/searchResualt?make=${make}` })).body).toBe(first.body);
  });
});

describe("lookups made together go to the database together", () => {
  it("answers concurrent quick views of different parts each with its own part, and 404 for an unknown code", async () => {
    const make = uniqueMake("BATCH");
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => createPart(live.database.db, { make, descrip: `Batch part ${i}` })));
    const unknown = uniqueCode("NOPE");
    const answers = await Promise.all([...made.map((part) => get<ItemDetail>(live, `/item/${part.item}`)), get(live, `/item/${unknown}`)]);
    made.forEach((part, i) => {
      const answer = answers[i] as { status: number; body: ItemDetail };
      expect(answer.status).toBe(200);
      expect(answer.body.singleItem).toMatchObject({ item: part.item, descrip: part.descrip });
    });
    expect(answers.at(-1)?.status).toBe(404);
  });

  it("finds the part in another letter case when the exact code is not there", async () => {
    const part = await createPart(live.database.db, { item: uniqueCode("CASE").toUpperCase() });
    const { status, body } = await get<ItemDetail>(live, `/item/${part.item.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body.singleItem.item).toBe(part.item);
  });

  it("gives each of many concurrent signed-in calls its own session's caller", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => createCustomer(live.database.db)));
    const sessions = await Promise.all(customers.map((c) => signInCustomer(live.app, c.email, c.password)));
    const calls = [...sessions, { sid: "A".repeat(43) }, ...sessions].map((sid) =>
      live.app.inject({ method: "GET", url: "/api/me", cookies: sid }).then((r) => r.json<{ kind: string; user?: { email: string } }>()),
    );
    const who = await Promise.all(calls);
    const expected = [...customers.map((c) => c.email), undefined, ...customers.map((c) => c.email)];
    expect(who.map((w) => w.user?.email)).toEqual(expected);
    expect(who[customers.length]).toEqual({ kind: "anonymous" });

    // Signing out takes effect at once for the very next call, and only for that session.
    await live.app.inject({ method: "POST", url: "/api/logout", cookies: sessions[0], payload: {} });
    const after = await Promise.all(sessions.slice(0, 2).map((sid) => get<{ kind: string }>(live, "/me", sid)));
    expect(after.map((a) => a.body.kind)).toEqual(["anonymous", "customer"]);
  });
});

describe("a change to the catalogue is seen at once", () => {
  it("shows a stock change in the cached list and quick view as soon as its transaction commits, and not when it rolls back", async () => {
    const make = uniqueMake("STOCK");
    const part = await createPart(cached.database.db, { make, onhand: 5 });
    const onhandInList = async () => (await get<ProductPage>(cached, `/searchResualt?make=${make}`)).body.data.find((p) => p.item === part.item)?.onhand;
    expect(await onhandInList()).toBe(5);

    const ctx = { db: cached.database.db, caches: cached.caches };
    await expect(
      inTransaction(ctx, async (tx) => {
        await takeStock(tx, [{ item: part.item, quantity: 1 }], { allowBackorder: false });
        throw new Error("the order could not be recorded");
      }),
    ).rejects.toThrow("the order could not be recorded");
    expect(await onhandInList()).toBe(5);

    const short = await inTransaction(ctx, (tx) => takeStock(tx, [{ item: part.item, quantity: 2 }], { allowBackorder: false }));
    expect(short).toEqual([]);
    expect(await onhandInList()).toBe(3);
    expect((await get<ItemDetail>(cached, `/item/${part.item}`)).body.singleItem.onhand).toBe(3);

    const refused = await inTransaction(ctx, (tx) => takeStock(tx, [{ item: part.item, quantity: 4 }], { allowBackorder: false }));
    expect(refused).toEqual([{ item: part.item, quantity: 4 }]);
    expect(await onhandInList()).toBe(3);
    await inTransaction(ctx, (tx) => takeStock(tx, [{ item: part.item, quantity: 4 }], { allowBackorder: true }));
    expect(await onhandInList()).toBe(0);
  });
});
