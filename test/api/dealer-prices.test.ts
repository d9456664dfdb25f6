import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/modules/accounts/schema";
import { createTestApp, type TestApp } from "../app";
import { createPart, uniqueMake } from "../factories";
import { createCustomer, createDealer, sessionOf, signInCustomer } from "./accounts-fixtures";

let t: TestApp;
const make = uniqueMake("TIER");
let code: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "10", PRICING_SESSION_CACHE_MS: "300" } });
  const part = await createPart(t.database.db, { make, pricel: 120, price: 120, price2: 110, price3: 100, price4: 90, price5: 80, price6: 70 });
  code = part.item;
});
afterAll(async () => {
  await t.close();
});

async function signInDealer(pricecode: number) {
  const dealer = await createDealer(t.database.db, { pricecode });
  const response = await t.app.inject({ method: "POST", url: "/api/loginDealer", payload: { account: dealer.account, password: dealer.password } });
  expect(response.statusCode).toBe(200);
  return sessionOf(response);
}

const tierFields = (product: Record<string, unknown>) => Object.keys(product).filter((key) => /^price[2-6]$/.test(key));

describe("dealer tier prices", () => {
  it("are never in an anonymous or retail customer's answers", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signInCustomer(t.app, customer.email, customer.password);
    for (const session of [undefined, cookies]) {
      const detail = await t.app.inject({ url: `/api/item/${code}`, cookies: session });
      expect(tierFields(detail.json().singleItem)).toEqual([]);
      const list = await t.app.inject({ url: `/api/searchResualt?make=${make}`, cookies: session });
      expect(tierFields(list.json().data[0])).toEqual([]);
    }
  });

  it("give a signed-in dealer their own tier only, in the detail and in lists, even from a warm cache", async () => {
    await t.app.inject({ url: `/api/searchResualt?make=${make}` });
    const cookies = await signInDealer(3);
    const detail = (await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem;
    expect(detail.price3).toBe(100);
    expect(tierFields(detail)).toEqual(["price3"]);
    const listed = (await t.app.inject({ url: `/api/searchResualt?make=${make}`, cookies })).json().data[0];
    expect(listed).toMatchObject({ item: code, price3: 100, pricel: 120 });
    expect(tierFields(listed)).toEqual(["price3"]);

    const anonymousAfter = (await t.app.inject({ url: `/api/searchResualt?make=${make}` })).json().data[0];
    expect(tierFields(anonymousAfter)).toEqual([]);
  });

  it("fall back to the list price for price code 1 or an unknown code", async () => {
    for (const pricecode of [1, 0, 9]) {
      const cookies = await signInDealer(pricecode);
      const detail = (await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem;
      expect(tierFields(detail)).toEqual([]);
      expect(detail.pricel).toBe(120);
    }
  });

  it("end with the dealer's sign-out at once on this server", async () => {
    const cookies = await signInDealer(3);
    expect((await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem.price3).toBe(100);
    expect((await t.app.inject({ method: "POST", url: "/api/logout", cookies, payload: {} })).statusCode).toBe(200);
    expect(tierFields((await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem)).toEqual([]);
  });

  it("end within PRICING_SESSION_CACHE_MS when the session ends elsewhere, while account calls see it at once", async () => {
    const cookies = await signInDealer(3);
    expect((await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem.price3).toBe(100);
    await t.database.db.delete(sessions);
    expect((await t.app.inject({ url: "/api/me", cookies })).json()).toEqual({ kind: "anonymous" });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(tierFields((await t.app.inject({ url: `/api/item/${code}`, cookies })).json().singleItem)).toEqual([]);
  });
});
