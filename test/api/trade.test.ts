import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app";
import { freshAddress } from "./buying-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await t?.close();
});

async function demoDealer(): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/loginDealer",
    payload: { account: "D10001", password: "Dealer123" },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  const sid = response.cookies.find((cookie) => cookie.name === "sid")?.value;
  if (!sid) throw new Error("no session");
  return { sid };
}

describe("a dealer's price (decision 027)", () => {
  it("is never more than a visitor's: D70-MIRROR costs the demo dealer what the public pays, in the cart and at confirm", async () => {
    const visitor = (await t.app.inject({ url: "/api/item/D70-MIRROR" })).json().singleItem;
    expect(visitor.price3).toBeUndefined();
    expect(visitor.special_price).toBe(69.99);
    const cookies = await demoDealer();
    const dealerView = (await t.app.inject({ url: "/api/item/D70-MIRROR", cookies })).json().singleItem;
    expect(dealerView.price3).toBeGreaterThan(69.99);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/addToShoppingCart",
      cookies,
      payload: { item: "D70-MIRROR", user: "D10001", quantity: 1, type: 2 },
    });
    expect(added.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: "POST", url: "/api/getItems_carts", cookies, payload: { user: "D10001", type: 2 } })).json();
    const line = cart.carts.find((l: { item: string }) => l.item === "D70-MIRROR");
    expect(line.price).toBe(69.99);
    expect(line.msrp).toBe(dealerView.pricel);
    const confirm = (await t.app.inject({ method: "POST", url: "/api/checkoutDealer", cookies, payload: { userID: "D10001" } })).json();
    expect(confirm.carts.find((l: { item: string }) => l.item === "D70-MIRROR").price).toBe(69.99);
    await t.app.inject({ method: "POST", url: "/api/updateQuantity", cookies, payload: { item: "D70-MIRROR", user: "D10001", quantity: 0, type: 2 } });
  });
});
