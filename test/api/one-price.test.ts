import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemDetail, ProductPage } from "../../src/domain/contracts/catalog";
import { fromCents } from "../../src/domain/money";
import { type PriceViewer, RETAIL_VIEWER, unitPrice } from "../../src/domain/pricing";
import { specialPrices } from "../../src/server/modules/catalog/schema";
import { unitPricesFor } from "../../src/server/modules/catalog/service";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueCode } from "../factories";
import { createCustomer, createDealer, signInCustomer } from "./accounts-fixtures";

let t: TestApp;
/** The signed-in callers whose prices are compared: a customer and a dealer of every price code (0 and 7 fall back to list). */
const callers: { label: string; viewer: PriceViewer; cookies?: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "0" } });
  callers.push({ label: "anonymous", viewer: RETAIL_VIEWER });
  const customer = await createCustomer(t.database.db);
  callers.push({ label: "customer", viewer: RETAIL_VIEWER, cookies: await signInCustomer(t.app, customer.email, customer.password) });
  for (const priceCode of [0, 1, 2, 3, 4, 5, 6, 7]) {
    const dealer = await createDealer(t.database.db, { pricecode: priceCode });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/loginDealer",
      payload: { account: dealer.account, password: dealer.password },
      remoteAddress: `10.7.0.${priceCode}`,
    });
    const sid = signIn.cookies.find((c) => c.name === "sid")?.value;
    if (!sid) throw new Error(`dealer sign-in failed: ${signIn.body}`);
    callers.push({ label: `dealer with price code ${priceCode}`, viewer: { kind: "dealer", priceCode }, cookies: { sid } });
  }
});
afterAll(async () => {
  await t?.close();
});

const cents = (min: number, max: number) => fc.integer({ min, max }).map(fromCents);

/** A part as the shop could hold it: list price, six ordered tiers (some missing), flags, stock, and perhaps a special. */
const generatedPart = fc.record({
  pricel: cents(100, 500_000),
  tiers: fc.array(fc.option(fc.integer({ min: 50, max: 99 }), { nil: null }), { minLength: 5, maxLength: 5 }),
  onsale: fc.boolean(),
  promotional: fc.boolean(),
  onhand: fc.integer({ min: 0, max: 30 }),
  orderpt: fc.integer({ min: 0, max: 30 }),
  specialPercent: fc.option(fc.integer({ min: 40, max: 120 }), { nil: null }),
});

describe("one price per part and viewer", () => {
  it("is the same number in the product list, in the quick view and in the server's own line price", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(generatedPart, async (generated) => {
        const tier = (percent: number | null) => (percent === null ? null : Math.round(generated.pricel * percent) / 100);
        const item = uniqueCode("ONE");
        await createPart(t.database.db, {
          item,
          pricel: generated.pricel,
          price: Math.round(generated.pricel * 93) / 100,
          price2: tier(generated.tiers[0] ?? null),
          price3: tier(generated.tiers[1] ?? null),
          price4: tier(generated.tiers[2] ?? null),
          price5: tier(generated.tiers[3] ?? null),
          price6: tier(generated.tiers[4] ?? null),
          onsale: generated.onsale,
          promotional: generated.promotional,
          onhand: generated.onhand,
          orderpt: generated.orderpt,
        });
        if (generated.specialPercent !== null) {
          await t.database.db
            .insert(specialPrices)
            .values({ item, salePrice: Math.round(generated.pricel * generated.specialPercent) / 100, orgPrice: generated.pricel });
        }
        for (const caller of callers) {
          const list = await t.app.inject({ url: `/api/searchResualt?item=${item}`, cookies: caller.cookies });
          const detail = await t.app.inject({ url: `/api/item/${item}`, cookies: caller.cookies });
          const card = list.json<ProductPage>().data.find((p) => p.item === item);
          const quickView = detail.json<ItemDetail>().singleItem;
          expect(card, caller.label).toBeDefined();
          const server = (await unitPricesFor({ db: t.database.db }, [item], caller.viewer)).get(item);
          const onCard = unitPrice(card!, caller.viewer);
          expect(unitPrice(quickView, caller.viewer), caller.label).toEqual(onCard);
          expect(server, caller.label).toEqual(onCard);
          if (caller.viewer.kind === "dealer") expect(onCard.struckCents, "a dealer never sees a retail discount").toBeNull();
          else if (generated.specialPercent !== null)
            expect(onCard.unitCents, "a special always wins for retail").toBe(Math.round(generated.pricel * generated.specialPercent));
        }
      }),
      { numRuns: 25, seed: 7 },
    );
  });
});
